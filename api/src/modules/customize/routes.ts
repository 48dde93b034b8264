import { Router } from "express";
import { can } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { actorOf } from "../../http/request";
import { addField, changeField, deleteField, reorderFields, restoreField } from "./fields";
import { arrangeList, customState, relabelField } from "./layout";

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
  const resource = (params: Record<string, unknown>) => String(params.resource);
  const name = (params: Record<string, unknown>) => String(params.name);
  const state = async (res: { json: (body: unknown) => void }, entity: string) => res.json(await customState(ctx, entity));

  router.get("/customize/:resource", can(ctx, "customize", "list"), async (req, res) => state(res, resource(req.params)));

  router.post("/customize/:resource/fields", can(ctx, "customize", "add-field"), async (req, res) => {
    await addField(ctx, resource(req.params), req.body, actorOf(req));
    res.status(201);
    await state(res, resource(req.params));
  });

  router.patch("/customize/:resource/fields/:name", can(ctx, "customize", "change-field"), async (req, res) => {
    await changeField(ctx, resource(req.params), name(req.params), req.body, actorOf(req));
    await state(res, resource(req.params));
  });

  router.delete("/customize/:resource/fields/:name", can(ctx, "customize", "delete-field"), async (req, res) => {
    await deleteField(ctx, resource(req.params), name(req.params), actorOf(req));
    await state(res, resource(req.params));
  });

  router.post("/customize/:resource/fields/:name/restore", can(ctx, "customize", "restore-field"), async (req, res) => {
    await restoreField(ctx, resource(req.params), name(req.params), actorOf(req));
    await state(res, resource(req.params));
  });

  router.put("/customize/:resource/order", can(ctx, "customize", "arrange"), async (req, res) => {
    await reorderFields(ctx, resource(req.params), req.body?.names, actorOf(req));
    await state(res, resource(req.params));
  });

  router.put("/customize/:resource/declared/:name", can(ctx, "customize", "relabel"), async (req, res) => {
    await relabelField(ctx, resource(req.params), name(req.params), req.body, actorOf(req));
    await state(res, resource(req.params));
  });

  router.put("/customize/:resource/layout", can(ctx, "customize", "arrange"), async (req, res) => {
    await arrangeList(ctx, resource(req.params), req.body, actorOf(req));
    await state(res, resource(req.params));
  });

  return router;
};
