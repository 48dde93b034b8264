import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { type BenchCase, cases } from "./cases";
import type { TaskCase, TaskResult } from "./tasks/task";
import { type Child, cpuSince, cpuSnapshot, machineCpuMs, startChild } from "./children";
import { benchDatabaseUrl, ensureRows, openBenchDatabase } from "./db";
import { signIn, signInWithCsrf, startInProcessApp } from "./in-process";
import { load } from "./load";
import { defaultJudging, type Judgement, type Verdict, verdictOf } from "./judge";
import { watchMachine } from "./machine";
import { type Measure, round1, round3, summarize, table } from "./summary";
import type { BareSpec } from "./spec";

/**
 * npm run bench [case...] [-- --rounds 4 --duration 5 --warmup 10 --connections 10 --quiet-wait 60 --no-save
 *                            --app-root DIR --profile DIR --expected-reference MS --busy-margin 0.2 --busy-reruns 1]   (bench/README.md)
 *
 * For a list case: A = the app (createApp) and B = a bare node:http + pg server running the SQL the
 * app runs for that request, each in its own child process on a loopback port, against the
 * PostgreSQL database `erp_bench` (BENCH_DATABASE_URL). autocannon runs here, in turns
 * A B, B A, A B, ... so drift (cache, CPU boost, a neighbour) lands on both alike.
 * For a task case (bench/tasks/: a write, an import, an export): the app child alone, signed in
 * with the CSRF token writes need; the task measures itself and cleans up what it wrote.
 */

const repoRoot = resolve(import.meta.dirname, "..");
// the app this process runs for sign-in and the SQL capture (bench/in-process.ts) logs only warnings here
process.env.LOG_LEVEL ??= "warn";

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "4" },
    duration: { type: "string", default: "5" },
    warmup: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "quiet-wait": { type: "string", default: "60" },
    "no-save": { type: "boolean", default: false },
    "app-root": { type: "string" },
    profile: { type: "string" },
    /** Seeds a share of each case's data (e.g. 0.1: 100k of 1M orders), to measure on a smaller set; budgets are stated for 1. */
    scale: { type: "string", default: "1" },
    /** The speed reference of this machine when quiet (ms); default: the fastest seen in this run. */
    "expected-reference": { type: "string" },
    /** A case whose speed reference is slower than expected by more than this share is not judged (bench/judge.ts). */
    "busy-margin": { type: "string", default: String(defaultJudging.margin) },
    /** How many times a case the machine was too busy to judge runs again (after waiting for quiet). */
    "busy-reruns": { type: "string", default: "1" },
    help: { type: "boolean", short: "h" },
  },
});
if (flags.help) {
  console.log(
    `Usage: npm run bench [${cases.map((c) => c.name).join("|")} ...] [-- --rounds 4 --duration 5 --warmup 10 --connections 10 --quiet-wait 60 --no-save --app-root DIR --profile DIR --scale 1 --expected-reference MS --busy-margin 0.2 --busy-reruns 1]`,
  );
  process.exit(0);
}
const settings = {
  rounds: Number(flags.rounds),
  duration: Number(flags.duration),
  warmup: Number(flags.warmup),
  connections: Number(flags.connections),
  quietWait: Number(flags["quiet-wait"]),
};
for (const [name, value] of Object.entries(settings)) if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} wants a positive number`);
const scale = Number(flags.scale);
if (!Number.isFinite(scale) || scale <= 0 || scale > 1) throw new Error("--scale wants a number in (0, 1]");
const judging = {
  stated: flags["expected-reference"] === undefined ? undefined : Number(flags["expected-reference"]),
  margin: Number(flags["busy-margin"]),
  reruns: Number(flags["busy-reruns"]),
};
if (judging.stated !== undefined && !(judging.stated > 0)) throw new Error("--expected-reference wants a positive number of ms");
if (!(judging.margin > 0)) throw new Error("--busy-margin wants a positive share (0.2 = 20%)");
if (!Number.isInteger(judging.reruns) || judging.reruns < 0) throw new Error("--busy-reruns wants a whole number");
/** Samples the machine before and after each case and says whether the case may be judged (bench/machine.ts). */
const { machineBefore, judgeCase } = watchMachine({ ...judging, quietWait: settings.quietWait });
/** A case's data at --scale (budgets are stated for the full set: say so when reporting a scaled run). */
const scaled = (data: Record<string, number>) => Object.fromEntries(Object.entries(data).map(([table, rows]) => [table, Math.ceil(rows * scale)]));

/** A is built from this checkout, or from another one (a worktree with a change to measure). */
const appRoot = resolve(flags["app-root"] ?? repoRoot);

const selected = positionals.length
  ? positionals.map((name) => {
      const found = cases.find((c) => c.name === name);
      if (!found) throw new Error(`Unknown case "${name}"; cases: ${cases.map((c) => c.name).join(", ")}`);
      return found;
    })
  : cases;

const drain = async (child: Child) => {
  for (let waited = 0; waited < 10_000 && (await child.stats()).inflight > 0; waited += 20) await new Promise((done) => setTimeout(done, 20));
};

/** One timed load on one server, with the CPU each party spent meanwhile. */
/** Backends serving other databases (other people's tests): their CPU is not the bench's. */
let otherDatabasesBackends: () => Promise<Set<number>> = async () => new Set();

/** Every process of the bench: itself, its server children (and their threads). */
const ours = new Set<number>([process.pid]);

const measure = async (child: Child, path: string, headers: Record<string, string>, seconds: number, round: number): Promise<Measure> => {
  const before = { child: await child.stats(), cpu: cpuSnapshot(), bench: process.cpuUsage(), machine: machineCpuMs() };
  const result = await load(`http://127.0.0.1:${child.port}${path}`, { connections: settings.connections, seconds, headers });
  // The requests still under way when the load stopped finish now, not in the other server's turn.
  await drain(child);
  const elsewhere = await otherDatabasesBackends();
  const ourPostgres = (pid: number, command: string) => command === "postgres" && !elsewhere.has(pid);
  const after = {
    child: await child.stats(),
    pg: cpuSince(before.cpu, ourPostgres),
    foreign: cpuSince(before.cpu, (pid, command) => !ourPostgres(pid, command) && !ours.has(pid)),
    bench: process.cpuUsage(before.bench),
    machine: machineCpuMs(),
  };
  const machineMs = after.machine.total - before.machine.total;
  const serverCpuMs = (after.child.cpuMicros - before.child.cpuMicros) / 1000;
  const benchCpuMs = (after.bench.user + after.bench.system) / 1000;
  return {
    round,
    requests: result.requests,
    seconds: result.seconds,
    latencies: result.latencies,
    serverCpuMs,
    postgresCpuMs: after.pg,
    benchCpuMs,
    machineBusy: (after.machine.busy - before.machine.busy) / machineMs,
    otherBusy: after.foreign / machineMs,
    non2xx: result.non2xx,
    errors: result.errors,
  };
};

/** Both servers must give the same answer, or the comparison means nothing. */
const compareAnswers = async (a: Child, b: Child, path: string, headers: Record<string, string>) => {
  const get = async (child: Child) => {
    const res = await fetch(`http://127.0.0.1:${child.port}${path}`, { headers });
    return {
      status: res.status,
      total: res.headers.get("x-total-count"),
      estimated: res.headers.get("x-total-count-estimated"),
      body: await res.text(),
    };
  };
  const [app, bare] = [await get(a), await get(b)];
  const differences = (["status", "total", "estimated", "body"] as const).filter((key) => app[key] !== bare[key]);
  if (differences.length)
    throw new Error(
      `A and B answer differently (${differences.join(", ")}): A ${app.status} total=${app.total} ${app.body.slice(0, 200)} | B ${bare.status} total=${bare.total} ${bare.body.slice(0, 200)}`,
    );
  return {
    status: app.status,
    total: app.total,
    estimated: app.estimated === "true",
    bytes: Buffer.byteLength(app.body),
    rows: JSON.parse(app.body).length as number,
  };
};

const runCase = async (benchCase: BenchCase, spec: BareSpec, headers: Record<string, string>) => {
  const lifetime = String(Math.ceil(settings.warmup * 2 + settings.rounds * 2 * (settings.duration + 2) + 120));
  const env = { BENCH_DATABASE_URL: benchDatabaseUrl, BENCH_LIFETIME_S: lifetime, BENCH_APP_ROOT: appRoot };
  const children: Child[] = [];
  try {
    // --profile DIR: V8 CPU profiles of both servers (written when they stop); see bench/profile-summary.ts.
    const profile = (server: string) =>
      flags.profile ? ["--cpu-prof", "--cpu-prof-dir", resolve(flags.profile, `${benchCase.name}-${server}`)] : [];
    const app = await startChild("A app", "app.ts", env, profile("app"));
    children.push(app);
    ours.add(app.pid);
    const bare = await startChild("B bare", "bare.ts", { ...env, BENCH_SPEC: JSON.stringify(spec) }, profile("bare"));
    children.push(bare);
    ours.add(bare.pid);
    const answer = await compareAnswers(app, bare, benchCase.path, headers);
    console.log(
      `  both answer ${answer.status}: ${answer.rows} rows, ${answer.bytes} bytes, X-Total-Count ${answer.total}${answer.estimated ? " (estimated)" : ""}`,
    );

    for (const child of [app, bare]) {
      await load(`http://127.0.0.1:${child.port}${benchCase.path}`, { connections: settings.connections, seconds: settings.warmup, headers });
      await drain(child);
    }
    const measures = new Map<Child, Measure[]>([
      [app, []],
      [bare, []],
    ]);
    // A round (one run of each server) in which other processes took more than 10% of the machine is
    // run again, up to `retries` times in all: on a shared machine that noise otherwise decides the ratio.
    let retries = settings.rounds;
    let discarded = 0;
    for (let round = 1; round <= settings.rounds; round++) {
      const pair: [Child, Measure][] = [];
      for (const child of round % 2 ? [app, bare] : [bare, app]) {
        const m = await measure(child, benchCase.path, headers, settings.duration, round);
        pair.push([child, m]);
        const other = m.otherBusy > 0.1 ? ` (other work on the machine: ${(100 * m.otherBusy).toFixed(0)}%)` : "";
        console.log(`  round ${round} ${child.name.padEnd(6)} ${(m.requests / m.seconds).toFixed(0).padStart(6)} req/s${other}`);
      }
      if (pair.some(([, m]) => m.otherBusy > 0.1) && retries > 0) {
        retries--;
        discarded++;
        console.log(`  round ${round} again: other work disturbed it`);
        round--;
        continue;
      }
      for (const [child, m] of pair) measures.get(child)!.push(m);
    }
    const a = summarize(measures.get(app)!, (await app.stats()).maxRssKb);
    const b = summarize(measures.get(bare)!, (await bare.stats()).maxRssKb);
    return { answer, app: a, bare: b, discardedRounds: discarded };
  } finally {
    for (const child of children.reverse()) await child.stop();
  }
};

const git = (command: string) => {
  try {
    return execSync(`git ${command}`, { cwd: repoRoot, encoding: "utf8" }).trim();
  } catch {
    return "";
  }
};

const db = await openBenchDatabase();
otherDatabasesBackends = async () => {
  const { rows } = await db.raw(
    "select pid from pg_stat_activity where backend_type = 'client backend' and datname is distinct from current_database()",
  );
  return new Set((rows as { pid: number }[]).map((r) => r.pid));
};
let failed = false;
/** Cases the machine was too busy to judge, after their reruns. */
const notJudged: string[] = [];

/** bench/results/<case>-<date>.json, with what every report carries (when, which code, which machine). */
const save = (name: string, serverVersion: string, fields: Record<string, unknown>) => {
  if (flags["no-save"]) return;
  const date = new Date().toISOString().slice(0, 10);
  const file = resolve(repoRoot, "bench/results", `${name}-${date}.json`);
  mkdirSync(resolve(repoRoot, "bench/results"), { recursive: true });
  const { path, ...rest } = fields;
  const report = {
    case: name,
    ...(path === undefined ? {} : { path }),
    at: new Date().toISOString(),
    appRoot: appRoot === repoRoot ? "." : appRoot,
    commit: git(`-C ${JSON.stringify(appRoot)} rev-parse --short HEAD`),
    apiUncommittedChanges: git(`-C ${JSON.stringify(appRoot)} status --porcelain -- api/src`) !== "",
    machine: { cores: cpus().length, cpu: cpus()[0]?.model, node: process.version, postgres: serverVersion },
    settings,
    ...rest,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${file.slice(repoRoot.length + 1)}`);
};

/** A list request: the app against the bare server, in turns. Returns whether the budget held, or that the machine was too busy to tell. */
const benchList = async (benchCase: BenchCase, serverVersion: string): Promise<Verdict> => {
  console.log(`\n${benchCase.name}: GET ${benchCase.path}`);
  await ensureRows(db, scaled(benchCase.data));
  await benchCase.setup?.(db);
  // Sign-in and SQL capture go through the app running in this process; the load never does.
  const inProcess = await startInProcessApp(db, appRoot);
  let spec: BareSpec;
  let headers: Record<string, string>;
  try {
    headers = await signIn(db, inProcess.url);
    spec = await benchCase.bare({ db, appUrl: inProcess.url, path: benchCase.path, headers });
  } finally {
    inProcess.close();
  }
  const short = (sql: string) => sql.replace(/\s+/g, " ").slice(0, 110);
  for (const [i, q] of spec.statements.entries())
    console.log(`  B runs ${i} ${q.role}${q.after.length ? ` after ${q.after.join(",")}` : ""}: ${short(q.sql)}`);
  for (const q of spec.other ?? []) console.log(`  B does not run: ${short(q.sql)}`);
  console.log(
    `  ${settings.rounds} rounds x ${settings.duration} s per server after ${settings.warmup} s warm-up, ${settings.connections} connections, ${cpus().length} cores, PostgreSQL ${serverVersion}`,
  );
  const { background, speed, sample } = await machineBefore();
  const result = await runCase(benchCase, spec, headers);
  const { judgement, machine } = await judgeCase(sample, { otherBusyPct: Math.max(result.app.otherBusyPct, result.bare.otherBusyPct) });
  const ratio = result.app.reqPerSec / result.bare.reqPerSec;
  const { p95Ms, minRatio, minReqPerSec, maxNodeCpuMsPerReq } = benchCase.budget;
  const nodeCpu = result.app.cpuMsPerRequest.server;
  const checks = {
    p95: result.app.latencyMs.p95 <= p95Ms,
    ratio: minRatio === undefined || ratio >= minRatio,
    rate: minReqPerSec === undefined || result.app.reqPerSec >= minReqPerSec,
    cpu: maxNodeCpuMsPerReq === undefined || nodeCpu <= maxNodeCpuMsPerReq,
    clean: result.app.non2xx + result.app.errors + result.bare.non2xx + result.bare.errors === 0,
  };
  const pass = checks.p95 && checks.ratio && checks.rate && checks.cpu && checks.clean;
  const outcome = verdictOf(pass, judgement);
  const verdict = (ok: boolean) => (ok ? "ok" : judgement.judged ? "MISSED" : "missed");

  console.log(
    `\n${table([
      ["A app", result.app],
      ["B bare", result.bare],
    ])}`,
  );
  console.log(
    `${[
      `A/B req/s ${(100 * ratio).toFixed(0)}%${minRatio === undefined ? "" : ` (budget >= ${100 * minRatio}%: ${verdict(checks.ratio)})`}`,
      ...(minReqPerSec === undefined ? [] : [`A ${result.app.reqPerSec.toFixed(0)} req/s (budget >= ${minReqPerSec}: ${verdict(checks.rate)})`]),
      `A p95 ${result.app.latencyMs.p95.toFixed(1)} ms (budget <= ${p95Ms} ms: ${verdict(checks.p95)})`,
      ...(maxNodeCpuMsPerReq === undefined ? [] : [`A node ${nodeCpu.toFixed(2)} ms/req (budget <= ${maxNodeCpuMsPerReq}: ${verdict(checks.cpu)})`]),
    ].join(", ")}${checks.clean ? "" : ", NON-2XX OR ERRORS SEEN"} => ${shout(outcome, judgement)}`,
  );
  console.log(`per round req/s: A ${result.app.roundsReqPerSec.join(" ")} | B ${result.bare.roundsReqPerSec.join(" ")}`);
  save(benchCase.name, serverVersion, {
    path: benchCase.path,
    backgroundBusyPct: round1(background),
    speedReferenceMs: speed,
    data: scaled(benchCase.data),
    scale,
    sql: { replayed: spec.statements, notReplayed: spec.other },
    answer: result.answer,
    app: result.app,
    bare: result.bare,
    discardedRounds: result.discardedRounds,
    ratio: round3(ratio),
    budget: benchCase.budget,
    machine,
    verdict: outcome,
    ...(judgement.judged ? {} : { notJudged: judgement.reason }),
  });
  return outcome;
};

/** A task (bench/tasks/): the app child alone, signed in for writes. Returns whether its checks held, or that the machine was too busy to tell. */
const benchTask = async (task: TaskCase, serverVersion: string): Promise<Verdict> => {
  console.log(`\n${task.name}: ${task.title}`);
  await ensureRows(db, scaled(task.data));
  const inProcess = await startInProcessApp(db, appRoot);
  let headers: Record<string, string>;
  try {
    headers = await signInWithCsrf(db, inProcess.url);
  } finally {
    inProcess.close();
  }
  console.log(`  ${settings.rounds} rounds, ${settings.connections} connections, ${cpus().length} cores, PostgreSQL ${serverVersion}`);
  const { background, speed, sample } = await machineBefore();
  const lifetime = String(Math.ceil(settings.warmup * 2 + settings.rounds * 4 * (settings.duration + 30) + 300));
  const env = { BENCH_DATABASE_URL: benchDatabaseUrl, BENCH_LIFETIME_S: lifetime, BENCH_APP_ROOT: appRoot };
  const profile = flags.profile ? ["--cpu-prof", "--cpu-prof-dir", resolve(flags.profile, `${task.name}-app`)] : [];
  const app = await startChild("A app", "app.ts", env, profile);
  ours.add(app.pid);
  const machineStart = machineCpuMs();
  const processes = cpuSnapshot();
  let result: TaskResult;
  const others: Child[] = [];
  const startApp = async (name: string, more: Record<string, string>) => {
    const child = await startChild(name, "app.ts", { ...env, ...more });
    ours.add(child.pid);
    others.push(child);
    return child;
  };
  try {
    result = await task.run({
      db,
      app,
      origin: `http://127.0.0.1:${app.port}`,
      headers,
      settings,
      log: (line) => console.log(`  ${line}`),
      startApp,
    });
  } finally {
    await Promise.all([app, ...others].map((child) => child.stop()));
  }
  const after = machineCpuMs();
  const elsewhere = await otherDatabasesBackends();
  // other work: every process but the bench, its app child and postgres backends of the bench's database
  const foreignMs = cpuSince(processes, (pid, command) => !ours.has(pid) && (command !== "postgres" || elsewhere.has(pid)));
  const busy = (100 * (after.busy - machineStart.busy)) / (after.total - machineStart.total);
  const otherBusyPct = (100 * foreignMs) / (after.total - machineStart.total);
  const { judgement, machine } = await judgeCase(sample, { otherBusyPct });
  const pass = result.checks.every((c) => c.ok);
  const outcome = verdictOf(pass, judgement);
  console.log(`\n${result.lines.join("\n")}`);
  for (const c of result.checks) console.log(`${c.ok ? "ok     " : judgement.judged ? "MISSED " : "missed "} ${c.name}: ${c.detail}`);
  console.log(`machine busy during the task: ${busy.toFixed(0)}% (other work ${otherBusyPct.toFixed(0)}%) => ${shout(outcome, judgement)}`);
  save(task.name, serverVersion, {
    title: task.title,
    backgroundBusyPct: round1(background),
    machineBusyPct: round1(busy),
    otherBusyPct: round1(otherBusyPct),
    speedReferenceMs: speed,
    data: scaled(task.data),
    scale,
    ...result.figures,
    checks: result.checks,
    machine,
    verdict: outcome,
    ...(judgement.judged ? {} : { notJudged: judgement.reason }),
  });
  return outcome;
};

/** The closing word of a case. */
const shout = (outcome: Verdict, judgement: Judgement) => (judgement.judged ? outcome.toUpperCase() : judgement.reason);

try {
  const {
    rows: [{ server_version: serverVersion }],
  } = await db.raw("show server_version");
  for (const benchCase of selected) {
    // a case the machine was too busy to judge runs again (after waiting for quiet), --busy-reruns times
    for (let attempt = 0; ; attempt++) {
      const outcome = benchCase.kind === "task" ? await benchTask(benchCase, serverVersion) : await benchList(benchCase, serverVersion);
      if (outcome !== "not judged") {
        failed ||= outcome === "fail";
        break;
      }
      if (attempt >= judging.reruns) {
        notJudged.push(benchCase.name);
        break;
      }
      console.log(`  ${benchCase.name} again: the machine was too busy to judge it`);
    }
  }
  if (notJudged.length) console.log(`\nnot judged (machine busy): ${notJudged.join(", ")}: run them again on a quiet machine`);
} finally {
  await db.destroy();
}
// 1: a budget missed on a machine quiet enough to judge; 2: nothing missed, but some case not judged
process.exitCode = failed ? 1 : notJudged.length ? 2 : 0;
