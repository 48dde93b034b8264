import { Router } from "express";
import { defineRoute, mount } from "../../http/contract";
import type { Knex } from "knex";
import { runAction } from "../../actions/run";
import { authorize } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { validateFields } from "../../crud/validate";
import { type EntityDef, isColumn } from "../../entities";
import { ApiError, msg } from "../../http/errors";
import { actorOf, idOf } from "../../http/request";

/**
 * Each user's saved views of a list (columns, filters, sort), one of them maybe the default:
 * `GET|POST /api/<resource>/views`, `PATCH|DELETE /api/<resource>/views/:id`, for whoever may list
 * the resource, on their own views only. Filters are kept as the admin's list filters
 * (`{field, operator, value}`); fields are checked against the resource as it is customised now.
 */

export const viewFields = {
  name: { type: "string", maxLength: 100 },
  columns: { type: "json" },
  filters: { type: "json" },
  sort: { type: "json" },
  is_default: { type: "boolean" },
} as const;

const operators = ["eq", "ne", "contains", "gte", "lte"];
const systemSortable = ["id", "created_at", "updated_at"];
const isScalar = (v: unknown) => ["string", "number", "boolean"].includes(typeof v);

type View = { name?: string; columns?: unknown; filters?: unknown; sort?: unknown; is_default?: boolean | null };

/** The body of a view, checked against the entity's fields: unknown names are refused like unknown filters. */
const parseView = (entity: EntityDef, body: unknown, creating: boolean): View => {
  const input = validateFields(viewFields, body ?? {});
  if (creating && !input.name) throw ApiError.invalid({ name: msg("required") });
  const known = (name: unknown) =>
    typeof name === "string" && (name in entity.fields || (entity.timestamps as readonly string[] | undefined)?.includes(name));
  const { columns, filters, sort } = input as View;
  if (columns !== undefined && columns !== null) {
    if (!Array.isArray(columns) || columns.length > 100 || columns.some((c) => !known(c) || !isColumn(entity.fields[c] ?? { type: "datetime" })))
      throw ApiError.invalid({ columns: msg("invalidValue") });
  }
  if (filters !== undefined && filters !== null) {
    const valid =
      Array.isArray(filters) &&
      filters.length <= 50 &&
      filters.every(
        (f) =>
          typeof f === "object" &&
          f !== null &&
          (f.field === "q" || (known(f.field) && (entity.fields[f.field]?.filterable ?? true))) &&
          operators.includes(f.operator) &&
          (isScalar(f.value) ||
            f.value === null ||
            (Array.isArray(f.value) && f.value.length <= 100 && f.value.every((v: unknown) => isScalar(v) || v === null))),
      );
    if (!valid) throw ApiError.invalid({ filters: msg("invalidValue") });
  }
  if (sort !== undefined && sort !== null) {
    const valid =
      Array.isArray(sort) &&
      sort.length <= 5 &&
      sort.every(
        (s) =>
          typeof s === "object" &&
          s !== null &&
          (entity.fields[s.field]?.sortable || systemSortable.includes(s.field)) &&
          ["asc", "desc"].includes(s.order),
      );
    if (!valid) throw ApiError.invalid({ sort: msg("invalidValue") });
  }
  return { ...input, name: input.name ?? undefined };
};

const row = (view: View) => ({
  ...(view.name !== undefined ? { name: view.name } : {}),
  ...(view.columns !== undefined ? { columns: view.columns === null ? null : JSON.stringify(view.columns) } : {}),
  ...(view.filters !== undefined ? { filters: view.filters === null ? null : JSON.stringify(view.filters) } : {}),
  ...(view.sort !== undefined ? { sort: view.sort === null ? null : JSON.stringify(view.sort) } : {}),
  ...(view.is_default !== undefined && view.is_default !== null ? { is_default: view.is_default } : {}),
});

const columns = ["id", "entity", "name", "columns", "filters", "sort", "is_default", "created_at", "updated_at"];

/** Name taken (case-insensitive), among the user's views of this entity. */
const checkName = async (trx: Knex.Transaction, userId: number, entity: string, name: string | undefined, id?: number) => {
  if (!name) return;
  const taken = await trx("saved_views")
    .where({ user_id: userId, entity })
    .whereRaw("lower(name) = lower(?)", [name])
    .modify((q) => (id ? q.whereNot({ id }) : q))
    .first("id");
  if (taken) throw new ApiError(409, msg("duplicate"), { name: msg("duplicate") });
};

export const viewsRouter = (ctx: AppContext) => {
  const router = Router();
  const route = mount(router);
  // a user's own views of a list they may see
  const canList = authorize(ctx.enforcer, (req) => String(req.params.resource), "list");
  const entityOf = (name: string) => {
    const entity = ctx.registry.entityByName.get(name);
    if (!entity) throw ApiError.notFound();
    return entity;
  };
  const userOf = (req: { session: { user?: { id: number } } }) => req.session.user!.id;

  route(
    defineRoute({ method: "get", path: "/:resource/views", summary: "The user's saved views of a list", tag: "views", query: {} }),
    canList,
    async (req, res) => {
      const entity = entityOf(req.params.resource as string);
      res.json(
        await ctx
          .db("saved_views")
          .where({ user_id: userOf(req), entity: entity.name })
          .orderBy("name")
          .select(columns),
      );
    },
  );

  route(
    defineRoute({
      method: "post",
      path: "/:resource/views",
      summary: "Save a view of a list",
      tag: "views",
      body: viewFields,
      bodyCheckedBy: "handler",
      status: 201,
    }),
    canList,
    async (req, res) => {
      const entity = entityOf(req.params.resource as string);
      const view = parseView(entity, req.body, true);
      const user = userOf(req);
      const created = await runAction(
        ctx.db,
        actorOf(req),
        { action: "create", target: "saved-views", targetId: (r: { id: number }) => r.id },
        async (trx) => {
          await checkName(trx, user, entity.name, view.name);
          if (view.is_default) await trx("saved_views").where({ user_id: user, entity: entity.name, is_default: true }).update({ is_default: false });
          const [inserted] = await trx("saved_views")
            .insert({ ...row(view), user_id: user, entity: entity.name })
            .returning(columns);
          return inserted as { id: number };
        },
      );
      res.status(201).json(created);
    },
  );

  route(
    defineRoute({
      method: "patch",
      path: "/:resource/views/:id",
      summary: "Change a saved view",
      tag: "views",
      body: viewFields,
      bodyCheckedBy: "handler",
    }),
    canList,
    async (req, res) => {
      const entity = entityOf(req.params.resource as string);
      const id = idOf(req);
      const view = parseView(entity, req.body, false);
      const user = userOf(req);
      const updated = await runAction(ctx.db, actorOf(req), { action: "update", target: "saved-views", targetId: id }, async (trx) => {
        const mine = await trx("saved_views").where({ id, user_id: user, entity: entity.name }).forUpdate().first("id");
        if (!mine) throw ApiError.notFound();
        await checkName(trx, user, entity.name, view.name, id);
        if (view.is_default)
          await trx("saved_views").where({ user_id: user, entity: entity.name, is_default: true }).whereNot({ id }).update({ is_default: false });
        const [changed] = await trx("saved_views")
          .where({ id })
          .update({ ...row(view), updated_at: trx.fn.now() })
          .returning(columns);
        return changed;
      });
      res.json(updated);
    },
  );

  route(defineRoute({ method: "delete", path: "/:resource/views/:id", summary: "Delete a saved view", tag: "views" }), canList, async (req, res) => {
    const entity = entityOf(req.params.resource as string);
    const id = idOf(req);
    await runAction(ctx.db, actorOf(req), { action: "delete", target: "saved-views", targetId: id }, async (trx) => {
      const deleted = await trx("saved_views")
        .where({ id, user_id: userOf(req), entity: entity.name })
        .delete()
        .returning("id");
      if (!deleted.length) throw ApiError.notFound();
    });
    res.json({ id });
  });

  return router;
};
