import type { NextFunction, Request, Response, Router } from "express";

/** What a router's stack holds, as far as this file reads it (the router package's Layer). */
interface Layer {
  route?: { path: unknown };
  handle: { stack?: Layer[] };
  slash?: boolean;
}

/** A route path's first segment when it is a plain word ("/orders/:id/status" -> "orders"), else undefined. */
const literalFirst = (path: unknown) => {
  if (typeof path !== "string") return undefined;
  const first = path.split("/")[1] ?? "";
  return /^[A-Za-z0-9._-]+$/.test(first) ? first.toLowerCase() : undefined;
};

/**
 * The first path segments a stack's routes can match, or undefined when something in it may answer
 * any path: a parameter or a pattern first, a middleware, a router mounted under a path.
 */
const firstSegments = (stack: readonly Layer[], into = new Set<string>()): Set<string> | undefined => {
  for (const layer of stack) {
    if (layer.route) {
      const first = literalFirst(layer.route.path);
      if (first === undefined) return undefined;
      into.add(first);
    } else if (layer.handle.stack && layer.slash) {
      if (!firstSegments(layer.handle.stack, into)) return undefined;
    } else return undefined;
  }
  return into;
};

/**
 * A router entered only by requests whose first path segment one of its routes begins with. Each
 * module's router is mounted at the API's root, so a request used to walk every module's routes
 * (~140 layers for a list) before the generic router; now it skips a module at one Set lookup.
 * A router whose routes do not all begin with a plain word is returned as it is. The wrapper keeps
 * the router's stack, which the OpenAPI reference reads.
 */
export const enteredByFirstSegment = (router: Router) => {
  const segments = firstSegments((router as unknown as { stack: Layer[] }).stack);
  if (!segments) return router;
  const entered = (req: Request, res: Response, next: NextFunction) => {
    const path = req.path;
    const end = path.indexOf("/", 1);
    const first = (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
    if (segments.has(first)) router(req, res, next);
    else next();
  };
  return Object.assign(entered, { stack: (router as unknown as { stack: Layer[] }).stack });
};
