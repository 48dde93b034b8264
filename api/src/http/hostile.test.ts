import { Agent, request as httpRequest } from "node:http";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allows, type EntityDef, type FieldDef } from "../entities";
import { paramNames } from "../reports/params";
import { reports } from "../reports";
import { openTestApp } from "../test/harness";
import { type MountedRoute, mountedRoutes } from "../test/routes";
import { listenSignedIn, signedInAs } from "../test/session";

/**
 * Hostile input over every mounted route (the router's own list), as an ADMIN (who passes every
 * policy, so the input reaches validation and the services): odd values in every field of every
 * entity, in every module action's body, in every report parameter, list filter and path parameter,
 * odd bodies (deep nesting, wrong JSON types, garbage compressed bodies, a compression bomb), odd
 * headers, and broken uploads on every import. The bar: never a 5xx.
 *
 * To stay within about a minute on a 2-core machine the value shapes are sampled, not crossed in
 * full, rotating so that every shape meets every field type: every field of an entity gets two
 * half of the value shapes on create and a third on edit; a key a module action reports missing
 * gets half of them, the other common keys a sixth; a list's filter a third of the query shapes, a
 * page's query parameter a quarter (a sixth for a PDF or an image). Report parameters, path parameters, whole bodies, headers and
 * uploads get every shape.
 */
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let server: Awaited<ReturnType<typeof listenSignedIn>>;
const agent = new Agent({ keepAlive: true, maxSockets: 4 });
beforeAll(async () => {
  ctx = await openTestApp();
  const admin = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
  server = await listenSignedIn(ctx.app, admin.user.email);
});
afterAll(async () => {
  agent.destroy();
  server.close();
  await ctx.close();
});

const deep = (levels: number) => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: [value] };
  return value;
};

/** JSON nested `levels` deep, as text (JSON.stringify itself runs out of stack on it). */
const deepJson = (levels: number) => `${'{"a":['.repeat(levels)}1${"]}".repeat(levels)}`;

/** Values sent in JSON bodies (JSON.stringify writes a lone surrogate as \ud800: the server parses it back to one). */
const valueShapes: [string, unknown][] = [
  ["lone high surrogate", "\uD800"],
  ["lone low surrogate", "x\uDC00y"],
  ["RTL override", "\u202Eevil\u202C"],
  ["BOM", "\uFEFF12"],
  ["controls", "\u0001\u0007\u001B[31m\r\n\t\u007F"],
  ["NUL", "a\u0000b"],
  ["null", null],
  ["empty", ""],
  ["huge number", 1e308],
  ["negative huge number", -1e308],
  ["huge integer text", "99999999999999999999999999"],
  ["exponent text", "1e999"],
  ["tiny fraction", 1e-320],
  ["boolean", true],
  ["array", ["\uD800", null]],
  ["object", { "\uD800": "\u202E", __proto__x: 1 }],
  ["nested 40 deep", deep(40)],
  ["100k characters", "x".repeat(100_000)],
];

/** Values sent in a query string or a path, as raw (already encoded) text. */
const queryShapes: [string, string][] = [
  ["bad percent-encoding", "%FF"],
  ["lone percent", "%"],
  ["encoded lone surrogate", "%ED%A0%80"],
  ["overlong dot-dot-slash", "%C0%AE%C0%AE%2F"],
  ["encoded NUL", "a%00b"],
  ["RTL mark", "%E2%80%AE1"],
  ["BOM", "%EF%BB%BF1"],
  ["controls", "%01%1B%7F"],
  ["huge number", "99999999999999999999999999"],
  ["exponent", "1e999"],
  ["negative", "-1"],
  ["empty", ""],
];

const pathShapes: [string, string][] = [...queryShapes.filter(([, v]) => v !== ""), ["dot-dot", ".."], ["encoded slash", "a%2Fb"]];

/** 204 KB of gzip that inflates to 200 MB (the body limit is 1 MB: refused while inflating). */
const member = gzipSync(Buffer.alloc(1024 * 1024, " "), { level: 9 });
const gzipBomb = Buffer.concat(Array.from({ length: 200 }, () => member));

const headerShapes: [string, Record<string, string>, Buffer | string][] = [
  ["gzip garbage", { "Content-Type": "application/json", "Content-Encoding": "gzip" }, Buffer.from("\u001f\u008bnot gzip at all")],
  ["br garbage", { "Content-Type": "application/json", "Content-Encoding": "br" }, Buffer.from("definitely not brotli")],
  ["deflate garbage", { "Content-Type": "application/json", "Content-Encoding": "deflate" }, Buffer.from("nope")],
  ["unknown encoding", { "Content-Type": "application/json", "Content-Encoding": "zstd, x-hostile" }, Buffer.from("{}")],
  ["gzip of garbage JSON", { "Content-Type": "application/json", "Content-Encoding": "gzip" }, gzipSync('{"a":')],
  ["br of deep JSON", { "Content-Type": "application/json", "Content-Encoding": "br" }, brotliCompressSync(deepJson(10_000))],
  ["UTF-7 charset", { "Content-Type": "application/json; charset=utf-7" }, "{}"],
  ["unknown charset", { "Content-Type": "application/json; charset=x-hostile" }, "{}"],
  ["JSON with a BOM", { "Content-Type": "application/json" }, "\uFEFF{}"],
  ["invalid UTF-8", { "Content-Type": "application/json" }, Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d])],
  ["form body", { "Content-Type": "application/x-www-form-urlencoded" }, "a[b][c][d][e][f]=1&%FF=%ED%A0%80"],
  ["odd Accept-Language", { "Content-Type": "application/json", "Accept-Language": "zz-ZZ;q=abc, *;q=-1, \u00ff" }, "{}"],
  ["odd Accept-Encoding", { "Content-Type": "application/json", "Accept-Encoding": "br;q=nope, gzip;q=-1, *" }, "{}"],
];

/** Status counts per category, for the note (printed at the end), and every 5xx with what caused it. */
const tally = new Map<string, Map<number, number>>();
const serverErrors: string[] = [];

const send = (method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string) =>
  new Promise<number>((done, fail) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: Number(new URL(server.base).port),
        method,
        path,
        agent,
        headers: {
          Cookie: server.cookie,
          "X-CSRF-Token": server.csrfToken,
          ...(body === undefined ? {} : { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => done(res.statusCode ?? 0));
      },
    );
    req.on("error", fail);
    req.end(body);
  });

const attempt = async (category: string, label: string, method: string, path: string, headers?: Record<string, string>, body?: Buffer | string) => {
  const status = await send(method, path, headers, body);
  const counts = tally.get(category) ?? tally.set(category, new Map()).get(category)!;
  counts.set(status, (counts.get(status) ?? 0) + 1);
  if (status >= 500) serverErrors.push(`${status} ${method} ${path.slice(0, 120)} (${label})`);
};
const json = (value: unknown) => JSON.stringify(value);

/** Runs requests a few at a time (the database serves one at a time on PGlite; this keeps the socket work overlapping). */
const inBatches = async (jobs: (() => Promise<void>)[], size = 4) => {
  for (let i = 0; i < jobs.length; i += size) await Promise.all(jobs.slice(i, i + size).map((job) => job()));
};

/** A plausible value of a field, so one odd field at a time reaches past the others' validation. */
const plausible = (field: FieldDef, ids: Map<string, number>, n: number): unknown => {
  switch (field.type) {
    case "string":
    case "text":
    case "phone":
      return field.format === "month" ? "2026-01" : field.format === "time" ? "09:00" : field.format === "hkid" ? "A123456(3)" : `Hostile ${n}`;
    case "email":
      return `hostile-${n}@example.com`;
    case "money":
      return "1.00";
    case "number":
    case "integer":
      return Math.max(field.min ?? 1, 1);
    case "boolean":
      return true;
    case "date":
      return "2026-01-15";
    case "datetime":
      return "2026-01-15T09:00:00Z";
    case "enum":
      return field.multiple ? [field.values[0]] : field.values[0];
    case "ref":
      return ids.has(field.ref) ? (field.multiple ? [ids.get(field.ref)] : ids.get(field.ref)) : undefined;
    case "keyvalue":
      return [];
    case "json":
      return {};
    case "password":
      return "Hostile-password-2026";
    case "lines":
      return [Object.fromEntries(Object.entries(field.fields).flatMap(([name, f]) => (f.required ? [[name, plausible(f, ids, n)]] : [])))];
  }
};

const writable = (entity: EntityDef) => Object.entries(entity.fields).filter(([, f]) => !f.readOnly);
const baseBody = (entity: EntityDef, ids: Map<string, number>, n: number) => {
  const body: Record<string, unknown> = {};
  for (const [name, field] of writable(entity)) if (field.required || field.type === "password") body[name] = plausible(field, ids, n);
  if ("confirm_password" in entity.fields) body.confirm_password = body.password;
  return body;
};

let counter = 0;
/** Records made from plausible bodies (a few passes, so references find their targets): id per entity. */
const createBases = async () => {
  const ids = new Map<string, number>();
  const entities = ctx.context.registry.entities.filter((e) => allows(e, "create"));
  for (let pass = 0; pass < 3; pass++)
    for (const entity of entities) {
      if (ids.has(entity.name)) continue;
      const res = await fetch(`${server.base}/${entity.name}`, {
        method: "POST",
        headers: { Cookie: server.cookie, "X-CSRF-Token": server.csrfToken, "Content-Type": "application/json" },
        body: json(baseBody(entity, ids, ++counter)),
      });
      if (res.status === 201) ids.set(entity.name, ((await res.json()) as { id: number }).id);
    }
  return ids;
};

const fill = (route: MountedRoute, ids: Map<string, number>, resource = "products") => {
  const object = typeof route.policy?.object === "string" ? route.policy.object : resource;
  return route.path
    .replace(":resource", resource)
    .replace(":id", String(ids.get(object) ?? ids.get(resource) ?? 1))
    .replace(":name", "name")
    .replace(":month", "2026-01")
    .replace(":card", "sales")
    .replace(":entry", "1");
};

/** Keys a module action's body is tried with: what it reports missing for `{}`, and the names actions commonly take. */
const commonKeys = [
  "month",
  "status",
  "reason",
  "confirm",
  "amount",
  "date",
  "payment_method",
  "employee_id",
  "rate",
  "name",
  "label",
  "to",
  "type",
  "key",
  "fields",
  "order",
  "filters",
  "lines",
];

describe("hostile input over every mounted route", () => {
  it("never answers 5xx", async () => {
    const started = Date.now();
    const ids = await createBases();
    const routes = mountedRoutes(ctx.app).filter((r) => r.policy || r.signedIn);
    const { entities } = ctx.context.registry;
    const generic = (r: MountedRoute) => typeof r.policy?.object === "function";
    const jobs: (() => Promise<void>)[] = [];

    // 1. every field of every entity, on create (every shape) and on edit (a rotating third)
    for (const entity of entities) {
      const base = baseBody(entity, ids, 0);
      writable(entity).forEach(([name], f) => {
        valueShapes.forEach(([shape, value], s) => {
          if (allows(entity, "create") && (s + f) % 2 === 0)
            jobs.push(() =>
              attempt(
                "entity fields (create)",
                `${entity.name}.${name} ${shape}`,
                "POST",
                `/api/${entity.name}`,
                {},
                json({ ...base, [name]: value }),
              ),
            );
          if (allows(entity, "edit") && (s + f) % 3 === 0)
            jobs.push(() =>
              attempt(
                "entity fields (edit)",
                `${entity.name}.${name} ${shape}`,
                "PATCH",
                `/api/${entity.name}/${ids.get(entity.name) ?? 1}`,
                {},
                json({ [name]: value }),
              ),
            );
        });
      });
      // 2. list filters, sort, paging and search, and the export
      const params = [
        ...Object.keys(entity.fields).filter((n) => entity.fields[n].filterable),
        "q",
        "_start",
        "_end",
        "_sort",
        "_order",
        "deleted",
        "id",
      ];
      params.forEach((param, p) => {
        queryShapes.forEach(([shape, value], s) => {
          if ((s + p) % 3 === 0)
            jobs.push(() => attempt("list queries", `${entity.name} ${param} ${shape}`, "GET", `/api/${entity.name}?${param}=${value}`));
        });
      });
      for (const [shape, value] of queryShapes.slice(0, 4))
        jobs.push(() => attempt("list queries", `${entity.name} export ${shape}`, "GET", `/api/${entity.name}/export.csv?q=${value}&_sort=${value}`));
      // 3. whole bodies of the wrong kind
      for (const [shape, body] of [
        ["array", "[]"],
        ["string", '"x"'],
        ["null", "null"],
        ["number", "1e999"],
        ["10,000 deep", deepJson(10_000)],
      ] as const)
        if (allows(entity, "create")) jobs.push(() => attempt("whole bodies", `${entity.name} ${shape}`, "POST", `/api/${entity.name}`, {}, body));
    }

    // 4. every route: each path parameter with every odd shape
    for (const route of routes)
      for (const param of route.path.match(/:\w+/g) ?? [])
        for (const [shape, value] of pathShapes)
          jobs.push(() =>
            attempt(
              "path parameters",
              `${route.path} ${param} ${shape}`,
              route.method.toUpperCase(),
              fill({ ...route, path: route.path.replace(param, value) }, ids),
              {},
              route.method === "get" ? undefined : "{}",
            ),
          );

    // 5. module actions and pages (every route but the generic CRUD ones): bodies, keys, queries, headers
    for (const route of routes.filter((r) => !generic(r) || r.path.includes("/views"))) {
      const method = route.method.toUpperCase();
      const path = fill(route, ids);
      if (method === "GET") {
        const report = reports.find((r) => path.startsWith(`/api/reports/${r.name}`));
        const names = report
          ? paramNames(report.params)
          : ["month", "from", "to", "year", "rate", "section", "lang", "q", "_start", "_end", "_sort", "days"];
        const valid: Record<string, string> = { month: "2026-01", from: "2026-01-01", to: "2026-01-31", year: "2026", rate: "5" };
        names.forEach((name, n) => {
          queryShapes.forEach(([shape, value], s) => {
            // a document (PDF, QR image) costs tens of milliseconds: a sixth of the shapes there
            if (!report && (s + n) % (/\.(pdf|png|svg)$/.test(path) ? 6 : 4)) return;
            const query = Object.entries({ ...valid, [name]: value })
              .filter(([k]) => names.includes(k))
              .map(([k, v]) => `${k}=${v}`)
              .join("&");
            jobs.push(() => attempt(report ? "report parameters" : "page queries", `${name} ${shape}`, method, `${path}?${query}`));
          });
        });
        continue;
      }
      if (path === "/api/backups" && method === "POST") {
        jobs.push(() => attempt("action bodies", "backup", method, path, {}, "[]"));
        continue;
      }
      for (const [shape, body] of [
        ["array", "[]"],
        ["string", '"x"'],
        ["null", "null"],
        ["number", "1"],
        ["10,000 deep", deepJson(10_000)],
        ["empty object", "{}"],
      ] as const)
        jobs.push(() => attempt("action bodies", `${method} ${route.path} ${shape}`, method, path, {}, body));
      const probe = await fetch(`${server.base}${path.slice(4)}`, {
        method,
        headers: { Cookie: server.cookie, "X-CSRF-Token": server.csrfToken, "Content-Type": "application/json" },
        body: "{}",
      });
      const reported = Object.keys(((await probe.json().catch(() => ({}))) as { errors?: Record<string, string> }).errors ?? {});
      [...new Set([...reported, ...commonKeys])].forEach((key, k) => {
        valueShapes.forEach(([shape, value], s) => {
          if ((s + k) % (reported.includes(key) ? 2 : 6) === 0)
            jobs.push(() => attempt("action bodies", `${route.path} ${key} ${shape}`, method, path, {}, json({ [key]: value })));
        });
      });
      for (const [shape, headers, body] of headerShapes)
        jobs.push(() => attempt("headers and encodings", `${route.path} ${shape}`, method, path, headers, body));
    }

    // 6. compressed bodies and odd headers on every entity's create; the bomb on a few
    for (const entity of entities.filter((e) => allows(e, "create")))
      for (const [shape, headers, body] of headerShapes)
        jobs.push(() => attempt("headers and encodings", `${entity.name} ${shape}`, "POST", `/api/${entity.name}`, headers, body));
    for (const path of ["/api/customers", "/api/settings", "/api/products/views", "/api/customize/customers/layout"])
      jobs.push(() =>
        attempt(
          "compression bomb",
          path,
          path.includes("settings") ? "PATCH" : path.includes("layout") ? "PUT" : "POST",
          path,
          { "Content-Type": "application/json", "Content-Encoding": "gzip" },
          gzipBomb,
        ),
      );

    // 7. every import: broken multipart, compressed garbage, odd bytes in the CSV
    for (const entity of entities.filter((e) => e.importable)) {
      const url = `/api/${entity.name}/import`;
      const column = writable(entity)[0][0];
      const uploads: [string, Record<string, string>, Buffer | string][] = [
        ["multipart without a boundary", { "Content-Type": "multipart/form-data" }, "--x\r\n\r\nname\r\n"],
        ["multipart with an empty boundary", { "Content-Type": "multipart/form-data; boundary=" }, "--\r\n"],
        [
          "multipart cut short",
          { "Content-Type": "multipart/form-data; boundary=x" },
          `--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n${column}\r\n`,
        ],
        ["gzip garbage", { "Content-Type": "text/csv", "Content-Encoding": "gzip" }, "not gzip"],
        ["lone surrogate bytes", { "Content-Type": "text/csv" }, Buffer.concat([Buffer.from(`${column}\n`), Buffer.from([0xed, 0xa0, 0x80, 0x0a])])],
        ["RTL, BOM and controls", { "Content-Type": "text/csv" }, `\uFEFF${column}\n\u202E\u0001\u001B\n`],
        ["NUL in a cell", { "Content-Type": "text/csv" }, `${column}\na\u0000b\n`],
        ["UTF-16 claimed, odd length", { "Content-Type": "text/csv; charset=utf-16le" }, Buffer.from([0x61, 0x00, 0x62])],
        ["unknown charset", { "Content-Type": "text/csv; charset=x-hostile" }, `${column}\nx\n`],
      ];
      for (const [shape, headers, body] of uploads) jobs.push(() => attempt("uploads", `${entity.name} ${shape}`, "POST", url, headers, body));
    }

    await inBatches(jobs);
    const total = [...tally.values()].reduce((sum, counts) => sum + [...counts.values()].reduce((a, b) => a + b, 0), 0);
    const lines = [...tally].map(
      ([category, counts]) =>
        `${category}: ${[...counts.values()].reduce((a, b) => a + b, 0)} requests (${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${n} x ${status}`)
          .join(", ")})`,
    );
    console.log(
      `hostile input: ${total} requests in ${Math.round((Date.now() - started) / 1000)} s, ${serverErrors.length} x 5xx\n${lines.join("\n")}`,
    );
    expect(serverErrors.slice(0, 50)).toEqual([]);
    expect(total).toBeGreaterThan(7000);
    // still serving, and still writing
    expect((await fetch(`${server.base}/health`)).status).toBe(200);
  }, 240_000);
});
