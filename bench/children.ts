import { type ChildProcess, execSync, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { build, type Plugin } from "esbuild";
import { nodeBundle } from "../api/bundle-options.mjs";
import type { ChildMessage, ChildStats, ParentMessage } from "./spec";

const repoRoot = resolve(import.meta.dirname, "..");

export interface Child {
  name: string;
  pid: number;
  port: number;
  stats: () => Promise<ChildStats>;
  stop: () => Promise<void>;
}

const running = new Set<ChildProcess>();
// Whatever happens to the bench, the children it started go with it (they also stop on IPC disconnect).
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * `bench/servers/<file>` as one ES module, bundled by esbuild as api/build.mjs bundles the API for
 * `npm start` (our code in, packages left to node_modules), so a child runs under plain node like
 * the production server: no TypeScript loader in its CPU or its memory (tsx alone adds ~38 MB).
 * The app's sources come from `appRoot` (--app-root), the bundle is written beside them.
 */
export const bundle = async (file: string, appRoot: string): Promise<string> => {
  const outfile = resolve(appRoot, "tmp/bench-build", file.replace(/\.ts$/, ".mjs"));
  const fromAppRoot: Plugin = {
    name: "app-root",
    setup(build) {
      if (resolve(appRoot) === repoRoot) return;
      build.onResolve({ filter: /^\.\.\/\.\.\/api\/src\// }, (args) =>
        build.resolve(`./${args.path.slice("../../".length)}`, { resolveDir: appRoot, kind: args.kind }),
      );
    },
  };
  await build({
    entryPoints: [resolve(repoRoot, "bench/servers", file)],
    outfile,
    ...nodeBundle,
    plugins: [fromAppRoot],
  });
  return outfile;
};

/** Starts `bench/servers/<file>`, bundled, in its own process; resolves once it listens. */
export const startChild = async (name: string, file: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<Child> => {
  const entry = await bundle(file, env.BENCH_APP_ROOT ?? repoRoot);
  // The app logs a JSON line per request on stdout at LOG_LEVEL info, as in production (BENCH_LOG_LEVEL
  // to change it); the lines go to /dev/null: written, so their cost is measured, never shown.
  const proc = spawn(process.execPath, [...nodeArgs, "--enable-source-maps", entry], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info", ...env },
  });
  running.add(proc);
  proc.once("exit", () => running.delete(proc));
  const send = (message: ParentMessage) => proc.send(message);
  const next = <T extends ChildMessage["type"]>(type: T, ms: number) =>
    new Promise<Extract<ChildMessage, { type: T }>>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`${name}: no "${type}" within ${ms} ms`)), ms);
      const onMessage = (message: ChildMessage) => {
        if (message.type !== type) return;
        cleanup();
        done(message as Extract<ChildMessage, { type: T }>);
      };
      const onExit = (code: number | null) => {
        cleanup();
        fail(new Error(`${name} exited (code ${code}) while the bench waited for "${type}"`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        proc.off("message", onMessage);
        proc.off("exit", onExit);
      };
      proc.on("message", onMessage);
      proc.once("exit", onExit);
    });

  const { port } = await next("ready", 60_000);
  return {
    name,
    pid: proc.pid!,
    port,
    stats: async () => {
      const reply = next("stats", 10_000);
      send({ type: "stats" });
      const { cpuMicros, maxRssKb, inflight } = await reply;
      return { cpuMicros, maxRssKb, inflight };
    },
    stop: async () => {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((done) => proc.once("exit", done));
      send({ type: "stop" });
      const timer = setTimeout(() => proc.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
};

const ticksPerSecond = (() => {
  try {
    return Number(execSync("getconf CLK_TCK", { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export interface CpuSnapshot {
  /** pid -> [command, CPU ms used so far] */
  byPid: Map<number, [string, number]>;
}

/** CPU time (ms) used so far by every process on the machine, by pid (threads included). */
export const cpuSnapshot = (): CpuSnapshot => {
  const byPid = new Map<number, [string, number]>();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      byPid.set(Number(pid), [command, ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond]); // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return { byPid };
};

/**
 * CPU (ms) spent since `before` by the processes `which` selects, per process, so one that exits
 * meanwhile (a pool closing an idle connection) does not subtract its lifetime's CPU; what it spent
 * between the snapshots is lost, which pools that keep their connections (both servers' do) avoid.
 */
export const cpuSince = (before: CpuSnapshot, which: (pid: number, command: string) => boolean) => {
  let ms = 0;
  for (const [pid, [command, now]] of cpuSnapshot().byPid) if (which(pid, command)) ms += now - (before.byPid.get(pid)?.[1] ?? 0);
  return ms;
};

/** Busy and total CPU time of the machine (all cores), ms, from /proc/stat. */
export const machineCpuMs = () => {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const numbers = values.map(Number);
  const total = numbers.reduce((a, b) => a + b, 0);
  const idle = numbers[3] + (numbers[4] ?? 0);
  return { busy: ((total - idle) * 1000) / ticksPerSecond, total: (total * 1000) / ticksPerSecond };
};
