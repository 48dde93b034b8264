import type { Request, Response } from "express";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
const threshold = 2048;

/**
 * `res.json` for a large answer fetched once per page load (the registry, ~10 KB of JSON: ~2 KB in
 * brotli), compressed for a browser that accepts it. Lists stay uncompressed: their pages are small
 * and the hot path pays no compression CPU (bench/ guards it).
 */
export const sendCompressedJson = (req: Request, res: Response, value: unknown) => {
  const json = JSON.stringify(value);
  const accepts = (req.get("accept-encoding") ?? "").toLowerCase();
  if (json.length < threshold || !/\b(br|gzip)\b/.test(accepts)) return void res.json(value);
  const br = /\bbr\b/.test(accepts);
  const body = br
    ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } })
    : gzipSync(json, { level: 6 });
  res.set({ "Content-Type": "application/json; charset=utf-8", "Content-Encoding": br ? "br" : "gzip", Vary: "Accept-Encoding" });
  res.send(body);
};
