import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "./logger";

/** What a proxy's X-Request-Id may be to be kept: short, and nothing a log line or a header could be bent with. */
const saneRequestId = /^[A-Za-z0-9._:+=/-]{1,64}$/;

/**
 * The request's id: the `X-Request-Id` a proxy (or a client) set when it is sane, else a new UUID;
 * answered in `X-Request-Id`, carried by every log line of the request and written into the behaviour
 * log (`request_id`, through the actor: http/request.ts actorOf).
 */
export const requestIdOf = (req: IncomingMessage, res: ServerResponse): string => {
  const given = req.headers["x-request-id"];
  const id = typeof given === "string" && saneRequestId.test(given) ? given : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
};

/**
 * The route template of a request (`/api/orders/:id/status`, `/api/:resource/:id` with the resource
 * named: `/api/orders/:id`), never its raw URL: a bounded set, for metric labels and log lines.
 * Everything under /api is mounted at /api (auth at /api/auth); the generic router's `:resource` is
 * named only when it is a resource the app serves (req.service), so an unknown name adds no label.
 * "unmatched": no route took it (a 404, a refusal before the routes: 401, 403 CSRF); "static": the admin's files.
 */
export const routeOf = (req: Request): string => {
  const path = req.route?.path;
  if (typeof path !== "string") return req.originalUrl.startsWith("/api") ? "unmatched" : "static";
  // the mount path is gone once an error left the routers (they restore baseUrl): read it off the URL then
  const base = req.baseUrl || (req.originalUrl.startsWith("/api/auth/") ? "/api/auth" : req.originalUrl.startsWith("/api/") ? "/api" : "");
  const template = base + path;
  const resource = req.service?.entity.name;
  return resource && template.includes(":resource") ? template.replace(":resource", resource) : template;
};

/** The path without its query string (a search's words stay out of the log). */
const pathOf = (req: IncomingMessage) => {
  const url = (req as Request).originalUrl ?? req.url ?? "";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
};

const lineOf = (req: IncomingMessage, res: ServerResponse, responseTime: number) => ({
  method: req.method,
  route: routeOf(req as Request),
  path: pathOf(req),
  status: res.statusCode,
  ms: responseTime,
  userId: (req as Request).session?.user?.id ?? null,
});

/**
 * One line per request when its answer is sent (pino-http): the request id, method, route template,
 * path, status, duration (ms) and the signed-in user's id; never headers, cookies, the query string or
 * a body. 5xx at level error (with the error), the rest at info. `req.log` is the request's logger
 * (its lines carry `reqId`).
 */
export const requestLogging = (logger: Logger) =>
  pinoHttp({
    logger,
    genReqId: requestIdOf,
    // the request's child logger (req.log, and the line when the answer ends) binds the request as
    // `reqId` and serializes it to its id alone (a child of the app's logger per request: a child of
    // a child, as quietReqLogger makes, cost 3-8x as much here)
    customAttributeKeys: { req: "reqId" },
    serializers: { req: (req: { id: unknown }) => req.id },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessObject: (req, res, val: { responseTime: number }) => lineOf(req, res, val.responseTime),
    customErrorObject: (req, res, error, val: { responseTime: number }) => ({ ...lineOf(req, res, val.responseTime), err: error }),
    customSuccessMessage: (req, res, responseTime) => `${req.method} ${pathOf(req)} ${res.statusCode} ${responseTime} ms`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
  });
