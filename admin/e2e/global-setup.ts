import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { childEnv, testDemoPassword } from "../../api/src/test/environment";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const repoRoot = resolve(import.meta.dirname, "../..");

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/**
 * The real app (built admin + API) on a fresh embedded database with demo data, on a free port: its
 * base URL and how to stop it (the data directory goes too). Journeys that need a second instance
 * (a configuration carried from one to another) start one themselves.
 */
export const startServer = async (): Promise<{ baseUrl: string; stop: () => Promise<void> }> => {
  if (!existsSync(join(repoRoot, "admin/dist/index.html"))) throw new Error("Build the admin first: npm run build");
  const dataDir = mkdtempSync(join(tmpdir(), "erp-e2e-"));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: repoRoot,
    // Exactly the variables stated here: the caller's DEMO_PASSWORD, SMTP_URL, DATABASE_URL... never reach it.
    // the server's lines reach this output: warnings and errors (a 5xx), not a line per request
    env: childEnv({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL || "warn" }),
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // generous: on a busy machine the first start (migrations, demo data) can take a minute or more
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error("server did not become healthy in 180 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill("SIGINT");
        await new Promise((r) => server.once("exit", r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Starts the real app for the journeys. */
export async function setup(project: TestProject) {
  const { baseUrl, stop } = await startServer();
  project.provide("baseUrl", baseUrl);
  // The journeys sign in with the password the server was started with (test files read it here).
  process.env.DEMO_PASSWORD = testDemoPassword;
  return stop;
}
