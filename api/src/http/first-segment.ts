import type { NextFunction, Request, Response, Router } from "express";

/** What a router's stack holds, as far as this file reads it (the router package's Layer). */
interface Layer {
  route?: { path: unknown };
  handle: { stack?: Layer[] };
  slash?: boolean;
}

const plainWord = /^[A-Za-z0-9._-]+$/;
const plainParameter = /^:[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Where a route path's first plain word is, and the word: "/orders/:id/status" -> [1, "orders"],
 * "/:resource/views/:id" -> [2, "views"], "/:resource/:id/notes" -> [3, "notes"]; undefined when a
 * pattern, an optional or a wildcard comes first, or the path is only parameters ("/:resource").
 */
const firstWord = (path: unknown): [number, string] | undefined => {
  if (typeof path !== "string") return undefined;
  const segments = path.split("/");
  for (let position = 1; position < segments.length; position++) {
    const segment = segments[position];
    if (plainWord.test(segment)) return [position, segment.toLowerCase()];
    if (!plainParameter.test(segment)) return undefined;
  }
  return undefined;
};

/** For each position, the words a route has there first (see `firstWord`). */
type Words = Map<number, Set<string>>;

/**
 * The words a stack's routes can be told apart by, or undefined when something in it may answer any
 * path: a path of parameters or patterns only, a middleware, a router mounted under a path.
 */
const wordsOf = (stack: readonly Layer[], into: Words = new Map()): Words | undefined => {
  for (const layer of stack) {
    if (layer.route) {
      const word = firstWord(layer.route.path);
      if (!word) return undefined;
      const [position, text] = word;
      if (!into.has(position)) into.set(position, new Set());
      into.get(position)!.add(text);
    } else if (layer.handle.stack && layer.slash) {
      if (!wordsOf(layer.handle.stack, into)) return undefined;
    } else return undefined;
  }
  return into;
};

/** The path's segment at `position` (1 = the first after the leading slash), lower-cased; "" past the end. */
const segmentAt = (path: string, position: number) => {
  let start = 1;
  for (let at = 1; at < position; at++) {
    const slash = path.indexOf("/", start);
    if (slash === -1) return "";
    start = slash + 1;
  }
  const end = path.indexOf("/", start);
  return (end === -1 ? path.slice(start) : path.slice(start, end)).toLowerCase();
};

/**
 * A router entered only by requests that one of its routes could match: each route is known by its
 * first plain word and where it stands ("/orders/:id/status" by "orders" first, "/:resource/views"
 * by "views" second). Each module's router is mounted at the API's root, so a request used to walk
 * every module's routes (~140 layers for a list) before the generic router; now it skips a module
 * at a Set lookup or two. A router with a route of parameters only (or a middleware) is returned as it
 * is. The wrapper keeps the router's stack, which the OpenAPI reference reads.
 */
export const enteredByFirstSegment = (router: Router) => {
  const words = wordsOf((router as unknown as { stack: Layer[] }).stack);
  if (!words) return router;
  const positions = [...words];
  const entered = (req: Request, res: Response, next: NextFunction) => {
    const path = req.path;
    for (const [position, known] of positions) if (known.has(segmentAt(path, position))) return router(req, res, next);
    next();
  };
  return Object.assign(entered, { stack: (router as unknown as { stack: Layer[] }).stack });
};
