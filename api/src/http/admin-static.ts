import type { RequestHandler } from "express";
import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

/**
 * The built admin on the wire: each file as the browser best takes it, brotli (`.br`) or gzip
 * (`.gz`) written next to it by the build (admin/vite.config.ts), else as is. Hashed files under
 * /assets/ never change: cached for a year, immutable. Everything else (index.html, reached by
 * every client route) is `no-cache`: revalidated with its ETag, so a new build is seen at once.
 */

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

interface Variant {
  path: string;
  size: number;
}
interface File {
  type: string;
  etag: string;
  immutable: boolean;
  /** identity, and br / gzip where the build wrote them. */
  variants: Partial<Record<"identity" | "br" | "gzip", Variant>>;
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));

/** Every file of the build by URL path, read once at start (a new build means a new server). */
const catalogue = (dist: string) => {
  const files = new Map<string, File>();
  for (const path of walk(dist)) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const url = `/${relative(dist, path).split(sep).join("/")}`;
    const { size, mtimeMs } = statSync(path);
    const variants: File["variants"] = { identity: { path, size } };
    for (const [coding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const)
      if (existsSync(path + suffix)) variants[coding] = { path: path + suffix, size: statSync(path + suffix).size };
    files.set(url, {
      type: types[extname(path)] ?? "application/octet-stream",
      etag: `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
      immutable: url.startsWith("/assets/"),
      variants,
    });
  }
  return files;
};

/** The codings a request accepts (`q=0` refuses one). */
const accepted = (header: string | undefined) => {
  const codings = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) codings.add(name);
  }
  return codings;
};

const send = (file: File, req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => {
  const codings = accepted(req.get("accept-encoding"));
  const coding = (["br", "gzip"] as const).find((c) => file.variants[c] && (codings.has(c) || codings.has("*"))) ?? "identity";
  const variant = file.variants[coding]!;
  res.set({
    "Content-Type": file.type,
    "Cache-Control": file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
    ETag: coding === "identity" ? file.etag : file.etag.replace(/"$/, `-${coding}"`),
    Vary: "Accept-Encoding",
  });
  if (req.fresh) return void res.status(304).end();
  if (coding !== "identity") res.set("Content-Encoding", coding);
  res.set("Content-Length", String(variant.size));
  if (req.method === "HEAD") return void res.end();
  createReadStream(variant.path)
    .on("error", () => res.destroy())
    .pipe(res);
};

/** Serves the build's files, and index.html for every other GET (the admin's client routes). */
export const adminStatic = (dist: string): RequestHandler => {
  const files = catalogue(dist);
  const index = files.get("/index.html")!;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (file && req.path !== "/index.html") return send(file, req, res);
    // a missing hashed asset is a 404, not the page (a stale tab asking for an old chunk)
    if (req.path.startsWith("/assets/")) return next();
    send(index, req, res);
  };
};
