import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/**
 * npx tsx bench/profile-summary.ts <dir|file.cpuprofile> [top=25]
 * Where a server's CPU went, from the V8 profile `npm run bench -- --profile DIR` wrote: self time
 * by package (or by our own source file) and the hottest functions.
 */
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [target = "tmp/bench-profiles", topArg = "25"] = process.argv.slice(2);
const files = statSync(target).isDirectory()
  ? readdirSync(target, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".cpuprofile"))
      .map((f) => join(target, f))
  : [target];
const top = Number(topArg);
const root = resolve(import.meta.dirname, "..");

const area = (url: string) => {
  if (!url) return "(V8 / native)";
  const path = url.replace(/^file:\/\//, "");
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (path.startsWith("node:")) return path;
  return relative(root, path);
};

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self].filter(([id]) => byId.get(id)?.callFrame.functionName === "(idle)").reduce((a, [, t]) => a + t, 0);
  const busy = total - idle;
  const sum = (key: (n: Node) => string) => {
    const out = new Map<string, number>();
    for (const [id, t] of self) {
      const node = byId.get(id)!;
      if (node.callFrame.functionName === "(idle)") continue;
      out.set(key(node), (out.get(key(node)) ?? 0) + t);
    }
    return [...out].sort((a, b) => b[1] - a[1]).slice(0, top);
  };
  const pct = (t: number) => `${((100 * t) / busy).toFixed(1).padStart(5)}%`;
  console.log(`\n${relative(process.cwd(), file)}: ${(busy / 1e6).toFixed(2)} s busy of ${(total / 1e6).toFixed(2)} s`);
  console.log("  self time by package / file:");
  for (const [name, t] of sum((n) => area(n.callFrame.url))) console.log(`  ${pct(t)}  ${name}`);
  console.log("  hottest functions:");
  for (const [name, t] of sum((n) => `${n.callFrame.functionName || "(anonymous)"}  ${area(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`))
    console.log(`  ${pct(t)}  ${name}`);
}
