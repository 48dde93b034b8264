/**
 * TEST SCAFFOLDING: requests as bytes on a socket (bodies cut short, clients that go away) and
 * server processes started as `npm start` starts them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { connect, createServer } from "node:net";
import { resolve } from "node:path";
import { childEnv } from "./environment";

export interface RawRequest {
  port: number;
  path: string;
  headers: Record<string, string>;
  body: Buffer | string;
  /** The Content-Length announced (default: the body's); a longer one leaves the body cut short. */
  length?: number;
  /** Reset the connection 50 ms after the body instead of waiting for the answer. */
  abort?: boolean;
}

/**
 * POSTs a request as raw bytes: the head, the body (possibly shorter than announced, then the
 * client half-closes, or resets with `abort`). Resolves with the answer's status, 0 for none.
 */
export const rawPost = ({ port, path, headers, body, length = Buffer.byteLength(body), abort = false }: RawRequest) =>
  new Promise<number>((done) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (data) => {
      answer += data;
    });
    socket.on("close", () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on("error", () => undefined);
    const head = { Host: "localhost", "Content-Length": String(length), Connection: "close", ...headers };
    socket.write(
      `POST ${path} HTTP/1.1\r\n${Object.entries(head)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join("")}\r\n`,
    );
    socket.write(body, () => {
      if (abort) setTimeout(() => socket.destroy(), 50);
      else if (Buffer.byteLength(body) < length) socket.end();
    });
  });

export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const apiRoot = resolve(import.meta.dirname, "../..");

/**
 * A server process (`entry` relative to api/, run with tsx) on a free port with exactly `env` of the
 * app's variables, once healthy. `output` receives its stdout and stderr (default: stderr shown).
 */
export const startChild = async (
  entry: string,
  env: Record<string, string>,
  { output, timeoutSeconds = 90 }: { output?: (text: string) => void; timeoutSeconds?: number } = {},
) => {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: apiRoot,
    env: childEnv({ PORT: String(port), ...env }),
    stdio: ["ignore", output ? "pipe" : "ignore", output ? "pipe" : "inherit"],
  });
  if (output) for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (data) => output(String(data)));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done(null);
      child.once("exit", done);
      child.kill("SIGTERM");
    });
  for (const deadline = Date.now() + timeoutSeconds * 1000; ; ) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, port, child, stop };
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not healthy within ${timeoutSeconds} s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
};
