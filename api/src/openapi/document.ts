import { bulkLimit } from "../crud/bulk-actions";
import type { Enforcer } from "casbin";
import { z } from "zod";
import type { PolicyAction } from "../../../policies";
import type { PolicedHandler } from "../auth/authorize";
import { allowed, readsPrivateFields } from "../auth/enforcer";
import { lookupView } from "../crud/lookup";
import { withoutPrivate } from "../crud/private";
import { allows, type EntityDef, type FieldDef, type Registry } from "../entities";
import type { DeclaredHandler, RouteDef } from "../http/contract";
import { bodySchema, type JsonSchema, recordSchema, valueSchema } from "./schema";

/**
 * `GET /api/openapi.json`: the API as the requesting user may call it, in OpenAPI 3.1. Entity routes
 * come from the merged declarations (custom fields and custom resources included: read at each
 * request), module actions, pages' data and reports from the routes' own declarations (`defineRoute`,
 * found by walking the router), each kept only when one of the user's roles passes its policy.
 */

type Layer = {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle: { stack?: Layer[] };
};

export interface DeclaredRoute {
  def: RouteDef;
  policy?: PolicedHandler["policy"];
}

/** Every route of a router (and the routers under it) that carries a declaration. */
export const declaredRoutes = (stack: readonly Layer[]): DeclaredRoute[] =>
  stack.flatMap((layer) => {
    if (layer.route) {
      const handles = layer.route.stack.map((s) => s.handle as Partial<DeclaredHandler & PolicedHandler>);
      const declared = handles.find((h) => h.contract);
      return declared?.contract ? [{ def: declared.contract, policy: handles.find((h) => h.policy)?.policy }] : [];
    }
    return layer.handle.stack ? declaredRoutes(layer.handle.stack) : [];
  });

/** `/partners/:id/ledger/:entry` -> `/partners/{id}/ledger/{entry}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, "{$1}");
const idParams = new Set(["id", "entry", "attachment"]);

const errorRef = { $ref: "#/components/schemas/Error" };
const errorDescriptions: Record<number, string> = {
  400: "bad input: `errors` names each field with its message",
  401: "no session",
  403: "the role may not, or no CSRF token",
  404: "Not found",
  405: "the declaration does not offer it",
  409: "conflict",
  413: "too large",
  422: "business rule",
};
/** The error answers, once in components.responses, referenced by each operation. */
const errorResponses = Object.fromEntries(
  Object.entries(errorDescriptions).map(([code, description]) => [
    `Error${code}`,
    { description, content: { "application/json": { schema: errorRef } } },
  ]),
);
const errors = (codes: number[]) => Object.fromEntries(codes.map((code) => [String(code), { $ref: `#/components/responses/Error${code}` }]));

const operationId = (method: string, path: string) =>
  method +
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("");

const pathParameters = (path: string, entities: readonly string[]) =>
  [...path.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: idParams.has(name) ? { type: "integer", minimum: 1 } : name === "resource" ? { type: "string", enum: [...entities] } : { type: "string" },
  }));

const queryParameter = (name: string, field: FieldDef) => ({
  name,
  in: "query",
  ...(field.required && field.default === undefined ? { required: true } : {}),
  schema: valueSchema(field, "input"),
});

const answerSchema = (schema: z.ZodType): JsonSchema => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: "draft-2020-12", unrepresentable: "any", io: "output" }) as JsonSchema;
  return json;
};

/** The OpenAPI operation of a declared route. */
const declaredOperation = (def: RouteDef, entities: readonly string[]) => {
  const status = String(def.status ?? 200);
  const content = def.produces
    ? { [def.produces]: { schema: { type: "string", format: "binary" } } }
    : def.answer
      ? { "application/json": { schema: answerSchema(def.answer) } }
      : undefined;
  const requestBody = def.consumes
    ? {
        required: true,
        content: {
          [def.consumes]: {
            schema: def.consumes.startsWith("multipart/")
              ? { type: "object", properties: { file: { type: "string", format: "binary" } } }
              : { type: "string", format: "binary" },
          },
        },
      }
    : def.body
      ? { required: true, content: { "application/json": { schema: bodySchema(def.body, "create") } } }
      : undefined;
  const codes = [
    ...(def.body || def.query || def.consumes ? [400] : []),
    401,
    403,
    ...(/:(id|entry)\b/.test(def.path) ? [404] : []),
    409,
    ...(def.consumes ? [413] : []),
    422,
  ];
  return {
    operationId: operationId(def.method, def.path),
    summary: def.summary,
    ...(def.description ? { description: def.description } : {}),
    tags: [def.tag ?? def.path.split("/")[1].replace(/\..*$/, "")],
    parameters: [...pathParameters(def.path, entities), ...Object.entries(def.query ?? {}).map(([name, field]) => queryParameter(name, field))],
    ...(requestBody ? { requestBody } : {}),
    responses: { [status]: { description: def.summary, ...(content ? { content } : {}) }, ...errors(codes) },
  };
};

const listOperators = ["_like", "_gte", "_lte", "_ne"] as const;
const pageParameters = [
  { name: "_start", in: "query", schema: { type: "integer", minimum: 0 }, description: "first row (0-based)" },
  { name: "_end", in: "query", schema: { type: "integer", minimum: 1 }, description: "row after the last one; at most 1000 rows" },
];
const systemFilters: Record<string, FieldDef> = {
  id: { type: "integer", filterable: true },
  created_at: { type: "datetime", filterable: true },
  updated_at: { type: "datetime", filterable: true },
  created_by: { type: "ref", ref: "users", filterable: true },
  updated_by: { type: "ref", ref: "users", filterable: true },
};

/** The query of a list or an export: paging, sort, search, the trash, and each filterable field with its operators. */
const listParameters = (entity: EntityDef, paged: boolean, system: boolean) => {
  const filterable = Object.entries({ ...(system ? systemFilters : { id: systemFilters.id }), ...entity.fields }).filter(
    ([name, field]) => name === "id" || (field.filterable && field.type !== "lines" && field.type !== "password"),
  );
  const sortable = ["id", ...Object.entries(entity.fields).flatMap(([name, field]) => (field.sortable ? [name] : []))];
  return [
    ...(paged ? pageParameters : []),
    { name: "_sort", in: "query", schema: { type: "string" }, description: `comma-separated fields among: ${sortable.join(", ")}` },
    { name: "_order", in: "query", schema: { type: "string" }, description: "comma-separated asc|desc, one per _sort field" },
    { name: "q", in: "query", schema: { type: "string" }, description: "search in the searchable fields and the labels of references" },
    ...(system ? [{ name: "deleted", in: "query", schema: { type: "boolean" }, description: "the trash" }] : []),
    ...filterable.flatMap(([name, field]) => {
      const { title: _title, description: _description, ...one } = valueSchema({ ...field, multiple: false } as FieldDef, "input");
      return [
        { name, in: "query", schema: { anyOf: [one, { type: "array", items: one }] }, description: name === "id" ? "several: getMany" : undefined },
        ...listOperators.map((op) => ({ name: `${name}${op}`, in: "query", schema: op === "_like" ? { type: "string" } : one })),
      ].map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)));
    }),
  ];
};

/** The generic routes of one entity that these roles may call (docs/ARCHITECTURE.md, the REST contract). */
const entityPaths = (entity: EntityDef, can: (object: string, action: PolicyAction) => boolean, readsPrivate: boolean) => {
  const name = entity.name;
  const mayShow = can(name, "show");
  const seen = readsPrivate && mayShow ? entity : withoutPrivate(entity);
  const view = can(name, "list") ? seen : can(name, "lookup") ? lookupView(entity) : undefined;
  const ref = (suffix = "") => ({ $ref: `#/components/schemas/${name}${suffix}` });
  const json = (schema: unknown) => ({ "application/json": { schema } });
  const idParameter = { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
  const one = (summary: string, codes: number[]) => ({ "200": { description: summary, content: json(ref()) }, ...errors(codes) });
  const paths: Record<string, Record<string, unknown>> = {};
  // the filters a list and its export share, once in components.parameters
  const parameters: Record<string, unknown> = {};
  const filters = (can(name, "export") || view === seen ? listParameters(seen, false, true) : []).map((parameter) => {
    const key = `${name}.${parameter.name}`;
    parameters[key] = parameter;
    return { $ref: `#/components/parameters/${key}` };
  });
  const at = (path: string, method: string, operation: Record<string, unknown>) => {
    paths[path] ??= {};
    paths[path][method] = { operationId: operationId(method, path.replace(/[{}]/g, "")), tags: [name], ...operation };
  };
  const base = `/api/${name}`;
  if (can(name, "export"))
    at(`${base}/export.csv`, "get", {
      summary: `Export ${name} as CSV (the list's filters)`,
      parameters: filters,
      responses: { "200": { description: "CSV", content: { "text/csv": { schema: { type: "string" } } } }, ...errors([400, 401, 403]) },
    });
  if (can(name, "import") && allows(entity, "create") && entity.importable)
    at(`${base}/import`, "post", {
      summary: `Import ${name} from CSV (all or nothing)`,
      parameters: [{ name: "charset", in: "query", schema: { type: "string" } }],
      requestBody: {
        required: true,
        content: {
          "text/csv": { schema: { type: "string" } },
          "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" } } } },
        },
      },
      responses: {
        "201": {
          description: "imported",
          content: json({
            type: "object",
            properties: { message: { type: "string" }, imported: { type: "integer" }, charset: { type: "string" }, charset_from: { type: "string" } },
            required: ["message", "imported"],
          }),
        },
        ...errors([400, 401, 403, 405, 409, 413]),
      },
    });
  if (view)
    at(base, "get", {
      summary: view === seen ? `List ${name}` : `Look ${name} up (id and label only)`,
      parameters: view === seen ? [...pageParameters, ...filters] : listParameters(view, true, false),
      responses: {
        "200": {
          description: "one page of records",
          headers: {
            "X-Total-Count": { schema: { type: "integer" }, description: "rows matching the filters" },
            "X-Total-Count-Estimated": { schema: { type: "string", enum: ["true"] }, description: "the count is an estimate" },
          },
          content: json({ type: "array", items: view === seen ? ref() : ref("Lookup") }),
        },
        ...errors([400, 401, 403]),
      },
    });
  if (can(name, "create") && allows(entity, "create"))
    at(base, "post", {
      summary: `Create one of ${name}`,
      requestBody: { required: true, content: json(ref("Create")) },
      responses: { "201": { description: "created", content: json(ref()) }, ...errors([400, 401, 403, 405, 409, 422]) },
    });
  if (mayShow) at(`${base}/{id}`, "get", { summary: `One of ${name}`, parameters: [idParameter], responses: one("the record", [401, 403, 404]) });
  if (can(name, "edit") && allows(entity, "edit"))
    at(`${base}/{id}`, "patch", {
      summary: `Change one of ${name}`,
      parameters: [idParameter],
      requestBody: { required: true, content: json(ref("Patch")) },
      responses: one("the record as saved", [400, 401, 403, 404, 405, 409, 422]),
    });
  if (can(name, "delete") && allows(entity, "delete")) {
    at(`${base}/{id}`, "delete", {
      summary: `Move one of ${name} to the trash`,
      parameters: [idParameter],
      responses: one("the record", [401, 403, 404, 405, 409]),
    });
    at(`${base}/{id}/restore`, "post", {
      summary: `Restore one of ${name} from the trash (within 48 hours)`,
      parameters: [idParameter],
      responses: one("the record", [401, 403, 404, 405, 409]),
    });
  }
  // many records at once (crud/bulk-actions.ts): the actions these roles may take on this entity
  const bulkActions = [
    ...(can(name, "delete") && allows(entity, "delete") ? ["delete", "restore"] : []),
    ...(can(name, "edit") && allows(entity, "edit") ? ["set"] : []),
    ...Object.entries(entity.bulk ?? {}).flatMap(([verb, { policy }]) => (can(name, policy) ? [verb] : [])),
  ];
  if (bulkActions.length)
    at(`${base}/bulk`, "post", {
      summary: `Act on many of ${name} (at most ${bulkLimit}), each record as one at a time; the answer per record`,
      requestBody: {
        required: true,
        content: json({
          type: "object",
          properties: {
            action: { type: "string", enum: bulkActions },
            ids: { type: "array", items: { type: "integer", minimum: 1 }, maxItems: bulkLimit },
            filter: { type: "object", description: "the list's query parameters (every matching record)", additionalProperties: true },
            values: { type: "object", description: "set: the fields and their values; a verb: its input", additionalProperties: true },
          },
          required: ["action"],
        }),
      },
      responses: {
        "200": {
          description: "what happened to each record (application/x-ndjson streams it as it goes)",
          content: json({
            type: "object",
            properties: {
              action: { type: "string" },
              count: { type: "integer" },
              done: { type: "integer" },
              refused: { type: "integer" },
              message: { type: "string" },
              results: {
                type: "array",
                items: {
                  type: "object",
                  properties: {
                    id: { type: "integer" },
                    status: { type: "string", enum: ["done", "refused"] },
                    message: { type: "string" },
                    errors: { type: "object", additionalProperties: { type: "string" } },
                  },
                  required: ["id", "status"],
                },
              },
            },
            required: ["action", "count", "done", "refused", "message", "results"],
          }),
        },
        ...errors([400, 401, 403, 405]),
      },
    });
  const schemas: Record<string, JsonSchema> = {};
  if (view || mayShow) schemas[name] = recordSchema(seen);
  if (view && view !== seen) schemas[`${name}Lookup`] = recordSchema(view);
  if (paths[base]?.post) schemas[`${name}Create`] = bodySchema(seen.fields, "create");
  if (paths[`${base}/{id}`]?.patch) schemas[`${name}Patch`] = bodySchema(seen.fields, "patch");
  return { paths, schemas, parameters };
};

/**
 * An answer's entity record (`entityRecord("partners")` in a route's answer) becomes a reference to
 * that entity's schema, as these roles see it (a plain object where they may not read it).
 */
const linkEntities = <T>(node: T, schemas: Record<string, JsonSchema>): T => {
  if (Array.isArray(node)) return node.map((item) => linkEntities(item, schemas)) as T;
  if (typeof node !== "object" || node === null) return node;
  const entity = (node as Record<string, unknown>)["x-entity"];
  if (typeof entity === "string") return (schemas[entity] ? { $ref: `#/components/schemas/${entity}` } : { type: "object" }) as T;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, linkEntities(value, schemas)])) as T;
};

export interface DocumentInput {
  registry: Registry;
  enforcer: Enforcer;
  /** The requesting user's roles. */
  roles: readonly string[];
  /** The routes mounted with a declaration (`declaredRoutes` of the API's router). */
  routes: readonly DeclaredRoute[];
  version: string;
}

/** The OpenAPI 3.1 document for these roles. */
export const openApiDocument = ({ registry, enforcer, roles, routes, version }: DocumentInput) => {
  const can = (object: string, action: PolicyAction) => allowed(enforcer, roles, object, action);
  const readsPrivate = readsPrivateFields(enforcer, roles);
  const entityNames = registry.entities.map((e) => e.name);
  const paths: Record<string, Record<string, unknown>> = {};
  const parameters: Record<string, unknown> = {};
  const schemas: Record<string, JsonSchema> = {
    Error: {
      type: "object",
      properties: { message: { type: "string" }, errors: { type: "object", additionalProperties: { type: "string" } } },
      required: ["message"],
    },
  };
  for (const entity of registry.entities) {
    const part = entityPaths(entity, can, readsPrivate);
    Object.assign(schemas, part.schemas);
    Object.assign(parameters, part.parameters);
    for (const [path, operations] of Object.entries(part.paths)) paths[path] = { ...paths[path], ...operations };
  }
  for (const { def, policy } of routes) {
    if (policy) {
      const objects = typeof policy.object === "string" ? [policy.object] : entityNames;
      if (!objects.some((object) => policy.actions.some((action) => can(object, action)))) continue;
    }
    const path = `/api${openApiPath(def.path)}`;
    paths[path] = { ...paths[path], [def.method]: declaredOperation(def, entityNames) };
  }
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "ERP&CRM System API",
      version,
      description:
        "The REST API of the ERP&CRM System, as the signed-in user's roles may call it. A session cookie authenticates " +
        "(`POST /api/auth/callback/credentials`); every write carries the `X-CSRF-Token` header (`GET /api/auth/csrf`). " +
        "Errors answer `{ message, errors }` in the request's language (Accept-Language).",
    },
    servers: [{ url: "/" }],
    paths: linkEntities(Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))), schemas),
    components: {
      schemas,
      responses: errorResponses,
      parameters,
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "erp.sid" },
        csrf: { type: "apiKey", in: "header", name: "X-CSRF-Token" },
      },
    },
    security: [{ session: [], csrf: [] }],
  };
};
