import { appVariables } from "./environment";

// Every api test file starts without the caller's app variables (DEMO_PASSWORD, SMTP_URL, PORT,
// DATABASE_URL, SESSION_IDLE_MINUTES...): configuration comes from testConfig() and what a test states.
for (const name of appVariables) delete process.env[name];
