import { type Request, type Response, Router } from "express";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { signedInRoute } from "../auth/authorize";
import type { AppContext } from "../context";
import { defineRoute, mount } from "../http/contract";
import { declaredRoutes, openApiDocument } from "./document";

type Stack = Parameters<typeof declaredRoutes>[0];

const signedIn = signedInRoute((_req, _res, next) => next());

/** The renderer's one file (Scalar's standalone bundle), read once when first asked for. */
let renderer: string | undefined;
const rendererScript = () =>
  (renderer ??= readFileSync(join(dirname(createRequire(import.meta.url).resolve("@scalar/api-reference")), "browser", "standalone.js"), "utf8"));

/**
 * The reference page loads Scalar from this server and lets it do what it needs here only: the
 * admin's pages keep the policy of http/headers.ts. Scalar evaluates code it builds at run time
 * (`'unsafe-eval'`, refused everywhere else), writes its styles inline and draws its icons from
 * data: URLs; nothing leaves the site (no CDN, no fonts or telemetry from elsewhere).
 */
export const docsPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ERP&amp;CRM System API</title>
</head>
<body>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='{"withDefaultFonts":false,"hideClientButton":true,"telemetry":false,"agent":{"disabled":true}}'></script>
<script src="/api/docs/scalar.js"></script>
</body>
</html>
`;

/**
 * `GET /api/openapi.json` (the document for the user's roles, from the routes mounted on `api`: read
 * at each request, so custom fields and resources show at once) and `GET /api/docs`, its reference.
 */
export const openApiRoutes = (ctx: AppContext, stack: () => readonly unknown[]) => {
  const router = Router();
  const route = mount(router);
  route(
    defineRoute({
      method: "get",
      path: "/openapi.json",
      summary: "This document: the API as the user's roles may call it (OpenAPI 3.1)",
      tag: "meta",
      produces: "application/json",
    }),
    signedIn,
    async (req: Request, res: Response) => {
      res.json(
        openApiDocument({
          registry: ctx.registry,
          enforcer: ctx.enforcer,
          roles: req.session.user?.roles ?? [],
          routes: declaredRoutes(stack() as Stack),
          version: String(ctx.customisations.version),
        }),
      );
    },
  );
  route(
    defineRoute({
      method: "get",
      path: "/docs",
      summary: "The API's reference, rendered from /api/openapi.json",
      tag: "meta",
      produces: "text/html",
    }),
    signedIn,
    async (_req, res) => {
      res.set("Content-Security-Policy", docsPolicy).type("html").send(page);
    },
  );
  route(
    defineRoute({ method: "get", path: "/docs/scalar.js", summary: "The reference's renderer (Scalar)", tag: "meta", produces: "text/javascript" }),
    signedIn,
    async (_req, res) => {
      res.type("text/javascript").set("Cache-Control", "private, max-age=86400").send(rendererScript());
    },
  );
  return router;
};
