import { Router } from "express";
import { can } from "../../auth/authorize";
import { type AppContext, serviceOf } from "../../context";
import { validateFields } from "../../crud/validate";
import { orderStatuses } from "../../entities";
import { translate } from "../../http/errors";
import { actorOf, idOf } from "../../http/request";
import { languageOf, translatorFor } from "../../i18n";
import { OrdersService } from "./service";

/** The body of a status change, checked by the entities' validator. */
const statusChange = {
  status: { type: "enum", values: orderStatuses, required: true },
  reason: { type: "text", maxLength: 2000 },
} as const;

/** The order workflow: `POST /orders/:id/status {status, reason}` and `GET /orders/:id/history`. */
export const ordersRouter = (ctx: AppContext) => {
  const orders = serviceOf(ctx, "orders", OrdersService);
  const router = Router();

  router.post("/orders/:id/status", can(ctx, "orders", "edit"), async (req, res) => {
    const id = idOf(req);
    const { status, reason } = validateFields(statusChange, req.body ?? {});
    const change = await orders.changeStatus(id, status, reason || null, actorOf(req));
    const t = translatorFor(languageOf(req.get("accept-language")));
    const label = t(`orders.values.status.${change.to}`, { defaultValue: change.to });
    const message = change.emailed
      ? translate(req, "statusUpdated", { status: label, email: change.emailed })
      : translate(req, "statusUpdatedNoEmail", { status: label });
    res.json({ message, order: change.order, emailed: change.emailed });
  });

  router.get("/orders/:id/history", can(ctx, "orders", "show"), async (req, res) => {
    res.json(await orders.history(idOf(req)));
  });

  return router;
};
