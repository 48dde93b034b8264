import { Router } from "express";
import { defineRoute, mount } from "../../http/contract";
import { can } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { actorOf } from "../../http/request";
import { addFields, changeFields } from "./definition";
import { addField, changeField, deleteField, reorderFields, restoreField } from "./fields";
import { arranging, arrangeList, customState, relabelField, relabelling } from "./layout";

/**
 * The customize page's API (ADMIN: the settings group), per resource; each change answers with the
 * resource's customisation as it now is (what `GET /api/customize/<resource>` gives):
 *   GET    /customize/:resource                          custom fields (hidden and deleted too), declared fields' changes, layout
 *   POST   /customize/:resource/fields                   add a custom field            (add-field)
 *   PATCH  /customize/:resource/fields/:name             change, hide, move one        (change-field)
 *   DELETE /customize/:resource/fields/:name             to the trash for 48 hours     (delete-field)
 *   POST   /customize/:resource/fields/:name/restore     back from the trash           (restore-field)
 *   PUT    /customize/:resource/order {names}            the custom fields' order      (arrange)
 *   PUT    /customize/:resource/declared/:name           a declared field's labels, required (relabel)
 *   PUT    /customize/:resource/layout                   the list's columns, sort, page size (arrange)
 */
export const customizeRouter = (ctx: AppContext) => {
  const router = Router();
  const route = mount(router);
  const resource = (params: Record<string, unknown>) => String(params.resource);
  const name = (params: Record<string, unknown>) => String(params.name);
  const state = async (res: { json: (body: unknown) => void }, entity: string) => res.json(await customState(ctx, entity));

  route(
    defineRoute({
      method: "get",
      path: "/customize/:resource",
      summary: "A resource's customisation: custom fields (hidden and trashed too), declared fields' changes, list layout",
    }),
    can(ctx, "customize", "list"),
    async (req, res) => state(res, resource(req.params)),
  );

  route(
    defineRoute({
      method: "post",
      path: "/customize/:resource/fields",
      summary: "Add a custom field",
      body: addFields,
      bodyCheckedBy: "handler",
      status: 201,
    }),
    can(ctx, "customize", "add-field"),
    async (req, res) => {
      await addField(ctx, resource(req.params), req.body, actorOf(req));
      res.status(201);
      await state(res, resource(req.params));
    },
  );

  route(
    defineRoute({
      method: "patch",
      path: "/customize/:resource/fields/:name",
      summary: "Change, hide or move a custom field",
      body: changeFields,
      bodyCheckedBy: "handler",
    }),
    can(ctx, "customize", "change-field"),
    async (req, res) => {
      await changeField(ctx, resource(req.params), name(req.params), req.body, actorOf(req));
      await state(res, resource(req.params));
    },
  );

  route(
    defineRoute({ method: "delete", path: "/customize/:resource/fields/:name", summary: "Move a custom field to the trash for 48 hours" }),
    can(ctx, "customize", "delete-field"),
    async (req, res) => {
      await deleteField(ctx, resource(req.params), name(req.params), actorOf(req));
      await state(res, resource(req.params));
    },
  );

  route(
    defineRoute({ method: "post", path: "/customize/:resource/fields/:name/restore", summary: "Restore a custom field from the trash" }),
    can(ctx, "customize", "restore-field"),
    async (req, res) => {
      await restoreField(ctx, resource(req.params), name(req.params), actorOf(req));
      await state(res, resource(req.params));
    },
  );

  route(
    defineRoute({
      method: "put",
      path: "/customize/:resource/order",
      summary: "The custom fields' order",
      body: { names: { type: "json", required: true } },
      bodyCheckedBy: "handler",
    }),
    can(ctx, "customize", "arrange"),
    async (req, res) => {
      await reorderFields(ctx, resource(req.params), req.body?.names, actorOf(req));
      await state(res, resource(req.params));
    },
  );

  route(
    defineRoute({
      method: "put",
      path: "/customize/:resource/declared/:name",
      summary: "A declared field's labels and whether it is required",
      body: relabelling,
      bodyCheckedBy: "handler",
    }),
    can(ctx, "customize", "relabel"),
    async (req, res) => {
      await relabelField(ctx, resource(req.params), name(req.params), req.body, actorOf(req));
      await state(res, resource(req.params));
    },
  );

  route(
    defineRoute({
      method: "put",
      path: "/customize/:resource/layout",
      summary: "The list's columns, sort and page size",
      body: arranging,
      bodyCheckedBy: "handler",
    }),
    can(ctx, "customize", "arrange"),
    async (req, res) => {
      await arrangeList(ctx, resource(req.params), req.body, actorOf(req));
      await state(res, resource(req.params));
    },
  );

  return router;
};
