import openapiTS, { astToString } from "openapi-typescript";
import type { App } from "../app";
import { modules } from "../modules";
import { fixtureDigestModule, fixtureModule } from "../test/fixture-module";
import { declaredRoutes, openApiDocument } from "./document";

type Stack = Parameters<typeof declaredRoutes>[0];

/** The document an ADMIN of a fresh instance receives: every route, no customisation. */
export const adminDocument = (app: App) =>
  openApiDocument({
    registry: app.context.registry,
    enforcer: app.context.enforcer,
    roles: ["ADMIN"],
    routes: declaredRoutes((app.app as unknown as { router: { stack: Stack } }).router.stack),
    version: "generated",
  });

const header = `/**
 * GENERATED from GET /api/openapi.json (an ADMIN's document of a fresh instance) by openapi-typescript:
 * \`npm run openapi:types\` writes it again; a test fails while it is stale. Do not edit.
 */

`;

type Document = ReturnType<typeof openApiDocument>;

/** The TypeScript types of a document (openapi-typescript), as committed; `only` keeps the paths and schemas of some names. */
export const typesOf = async (document: Document, only?: (name: string) => boolean) => {
  const filtered = only
    ? {
        ...document,
        paths: Object.fromEntries(Object.entries(document.paths).filter(([path]) => only(path.replace(/^\/api\//, "")))),
        components: {
          ...document.components,
          schemas: Object.fromEntries(Object.entries(document.components.schemas).filter(([name]) => name === "Error" || only(name))),
          parameters: Object.fromEntries(Object.entries(document.components.parameters).filter(([name]) => only(name))),
        },
      }
    : document;
  const ast = await openapiTS(filtered as never, { alphabetize: true });
  return header + astToString(ast);
};

/** Where the generated types live: the admin's client, and the fixture module's (its action typed end to end). */
export const typeFiles = {
  admin: new URL("../../../admin/src/api/schema.d.ts", import.meta.url),
  fixture: new URL("../test/fixture-module/schema.d.ts", import.meta.url),
};
export const withFixture = [...modules, fixtureModule, fixtureDigestModule];
export const isFixture = (name: string) => name.startsWith("fixture-");
