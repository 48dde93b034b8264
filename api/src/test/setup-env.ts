import { appVariables } from "./environment";

// Every api test file starts without the caller's app variables (DEMO_PASSWORD, SMTP_URL, PORT,
// DATABASE_URL, SESSION_IDLE_MINUTES...): configuration comes from testConfig() and what a test states.
// The log is quiet in tests (LOG_LEVEL=silent) unless the caller asks for it (LOG_LEVEL=debug npx vitest ...).
const logLevel = process.env.LOG_LEVEL;
for (const name of appVariables) delete process.env[name];
process.env.LOG_LEVEL = logLevel || "silent";
