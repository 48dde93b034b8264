import type { RequestHandler } from "express";
import { ApiError, msg } from "./errors";

/** How deep a JSON body may nest: a saved view's filters or a layout need a handful of levels. */
export const maxJsonDepth = 32;

/** Whether `value` nests deeper than `max` levels of objects and arrays (walked with a stack of its own, never recursion). */
export const nestsDeeperThan = (value: unknown, max: number): boolean => {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== "object" || node === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
  }
  return false;
};

/** 400 for a JSON body nested deeper than `maxJsonDepth` (10,000 levels in a saved view reached the validators and the database). */
export const jsonDepthLimit: RequestHandler = (req, _res, next) =>
  next(nestsDeeperThan(req.body, maxJsonDepth) ? new ApiError(400, msg("tooDeep", { max: maxJsonDepth })) : undefined);
