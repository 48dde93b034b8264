import { type NextFunction, Router, type Request } from "express";
import { crudActions, type PolicyAction } from "../../../policies";
import { authorize } from "../auth/authorize";
import { readsPrivateFields } from "../auth/enforcer";
import { allows, type WriteOperation } from "../entities";
import { bulkAction } from "./bulk-actions";
import { ApiError, translate } from "../http/errors";
import { actorOf, idOf } from "../http/request";
import { requestedCharset } from "./encoding";
import { importCsv } from "./import";
import { exportColumns, sendCsv } from "./csv";
import { parseListQuery } from "./query";
import { refusePrivateInput, stripPrivate, withoutPrivate } from "./private";
import { csvUpload, drain } from "./upload";
import type { CrudService, Services } from "./service";
import type { Enforcer } from "casbin";
import { sendCompressedJson } from "../http/compressed-json";
import type { Knex } from "knex";
import { mount } from "../http/contract";
import { historyRoute, readHistory, type HistorySources } from "../history/read";
import { historySourcesOf } from "../history/sources";
import { mountAttachments } from "../attachments/routes";
import type { AppContext } from "../context";

declare module "express-serve-static-core" {
  interface Request {
    service?: CrudService;
  }
}

const serviceOf = (req: Request) => req.service!;
/** 405 for writes the declaration does not offer (e.g. the behaviour log is read-only). */
const offers = (operation: WriteOperation) => (req: Request, _res: unknown, next: NextFunction) =>
  next(allows(serviceOf(req).entity, operation) ? undefined : new ApiError(405, { key: "notAllowed" }));

const importable = (req: Request, _res: unknown, next: NextFunction) =>
  next(serviceOf(req).entity.importable ? undefined : new ApiError(405, { key: "notAllowed" }));

type Row = Record<string, unknown>;

/** One router serves every declared resource, as the REST contract in docs/ARCHITECTURE.md says. */
export const crudRouter = (ctx: AppContext) => {
  const { db, services, lookups, enforcer }: { db: Knex; services: Services; lookups: Services; enforcer: Enforcer } = ctx;
  const history: HistorySources = ctx.history ?? {};
  const router = Router();
  /** Each route enforces its policy action (or the first allowed of several) on the resource named in the URL. */
  const can = (...actions: [PolicyAction, ...PolicyAction[]]) => authorize(enforcer, (req) => String(req.params.resource), ...actions);

  router.param("resource", (req, _res, next, name: string) => {
    req.service = services.get(name);
    next(req.service ? undefined : ApiError.notFound());
  });

  /** The entity as this user may see it: without private fields unless one of their roles reads them. */
  const seen = (req: Request) => {
    const { entity } = serviceOf(req);
    return readsPrivateFields(enforcer, req.session.user?.roles ?? []) ? entity : withoutPrivate(entity);
  };
  const shown = <T extends Row>(req: Request, row: T): T => (seen(req) === serviceOf(req).entity ? row : stripPrivate(serviceOf(req).entity, row));
  const input = (req: Request) => {
    if (seen(req) !== serviceOf(req).entity) refusePrivateInput(serviceOf(req).entity, req.body);
    return req.body;
  };

  router.get("/:resource/export.csv", can("export"), async (req, res) => {
    const service = serviceOf(req);
    const entity = seen(req);
    const query = parseListQuery(entity, req.query, { paged: false });
    await sendCsv(res, `${entity.name}.csv`, exportColumns(entity), service.exportRows(query));
  });

  // many records at once: the gate lets in whoever may take any bulk action on the resource; the action
  // named in the body is then checked on its own permission (bulk-actions.ts)
  const bulkPolicies = [
    ...new Set(["edit", "delete", ...ctx.registry.entities.flatMap((e) => Object.values(e.bulk ?? {}).map((verb) => verb.policy))]),
  ];
  for (const entity of ctx.registry.entities)
    for (const [name, verb] of Object.entries(entity.bulk ?? {}))
      if (!(crudActions as readonly string[]).includes(verb.policy) && !(entity.actions ?? []).includes(verb.policy))
        throw new Error(`${entity.name}'s bulk verb "${name}" needs undeclared verb "${verb.policy}"`);
  router.post("/:resource/bulk", can(...(bulkPolicies as [PolicyAction, ...PolicyAction[]])), bulkAction(enforcer));

  router.post("/:resource/import", can("import"), offers("create"), importable, async (req, res) => {
    try {
      const charset = requestedCharset(req.query.charset, req.get("content-type"));
      const { imported, decoding } = await importCsv(serviceOf(req), csvUpload(req), actorOf(req), { charset });
      // What was assumed is said: the charset in the answer, and in the message unless plain UTF-8.
      const message =
        decoding.encoding === "utf8"
          ? translate(req, "imported", { count: imported })
          : translate(req, "importedAs", { count: imported, charset: decoding.charset });
      res.status(201).json({ message, imported, charset: decoding.charset, charset_from: decoding.from });
    } finally {
      drain(req);
    }
  });

  // Roles that may only look a resource up (e.g. SALES picking a salesperson) get its restricted view.
  router.get("/:resource", can("list", "lookup"), async (req, res) => {
    const lookup = req.granted === "lookup" ? lookups.get(serviceOf(req).entity.name) : undefined;
    if (req.granted === "lookup" && !lookup) throw new ApiError(403, { key: "forbidden" });
    const service = lookup ?? serviceOf(req);
    const entity = lookup ? service.entity : seen(req);
    const query = parseListQuery(entity, req.query, { system: !lookup });
    const { rows, total, estimated } = await service.list(query);
    res.set("X-Total-Count", String(total));
    if (estimated) res.set("X-Total-Count-Estimated", "true");
    sendCompressedJson(req, res, entity === service.entity || lookup ? rows : rows.map((row) => stripPrivate(service.entity, row)));
  });

  router.get("/:resource/:id", can("show"), async (req, res) => {
    res.json(shown(req, await serviceOf(req).get(idOf(req))));
  });

  router.post("/:resource", can("create"), offers("create"), async (req, res) => {
    res.status(201).json(shown(req, await serviceOf(req).create(input(req), actorOf(req))));
  });

  router.patch("/:resource/:id", can("edit"), offers("edit"), async (req, res) => {
    res.json(shown(req, await serviceOf(req).update(idOf(req), input(req), actorOf(req))));
  });

  router.delete("/:resource/:id", can("delete"), offers("delete"), async (req, res) => {
    res.json(shown(req, await serviceOf(req).remove(idOf(req), actorOf(req))));
  });

  router.post("/:resource/:id/restore", can("delete"), offers("delete"), async (req, res) => {
    res.json(shown(req, await serviceOf(req).restore(idOf(req), actorOf(req))));
  });

  // A record's history (live or in the trash), paged like a list: whoever may read the record may read it.
  mount(router)(historyRoute, can("show"), async (req, res, { query }) => {
    const { entity } = serviceOf(req);
    const id = idOf(req);
    if (!(await db(entity.table).where({ id }).first("id"))) throw ApiError.notFound();
    const readsPrivate = readsPrivateFields(enforcer, req.session.user?.roles ?? []);
    const { rows, total } = await readHistory(db, entity, id, {
      sources: historySourcesOf(entity, history[entity.name]),
      readsPrivate,
      start: query?._start ?? 0,
      end: query?._end ?? undefined,
    });
    res.set("X-Total-Count", String(total));
    return rows;
  });

  // Files attached to a record (attachments/routes.ts): read with `show`, attached and deleted with `edit`.
  mountAttachments(router, ctx, (action) => can(action), serviceOf);

  return router;
};
