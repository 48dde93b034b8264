import type { Enforcer } from "casbin";
import { Router } from "express";
import { z } from "zod";
import { authorize } from "../../auth/authorize";
import { orderStatuses } from "../../entities";
import { actorOf, idOf } from "../../crud/router";
import { ApiError, msg, translate } from "../../http/errors";
import { languageOf, translatorFor } from "../../i18n";
import type { OrdersService } from "./service";

const statusChange = z.strictObject({
  status: z.enum(orderStatuses, { error: (issue) => (issue.input === undefined || issue.input === "" ? "required" : "invalidChoice") }),
  reason: z.string({ error: "invalidValue" }).trim().max(2000, "tooLong").nullish(),
});

/** The order workflow: `POST /orders/:id/status {status, reason}` and `GET /orders/:id/history`. */
export const ordersRouter = (orders: OrdersService, enforcer: Enforcer) => {
  const router = Router();

  router.post("/orders/:id/status", authorize(enforcer, "orders", "edit"), async (req, res) => {
    const id = idOf(req);
    const parsed = statusChange.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? "status");
      const params: Record<string, string | number> =
        issue.message === "invalidChoice" ? { values: orderStatuses.join(", ") } : issue.message === "tooLong" ? { max: 2000 } : {};
      throw ApiError.invalid({ [field]: msg(issue.message, params) });
    }
    const change = await orders.changeStatus(id, parsed.data.status, parsed.data.reason || null, actorOf(req));
    const t = translatorFor(languageOf(req.get("accept-language")));
    const status = t(`orders.values.status.${change.to}`, { defaultValue: change.to });
    const message = change.emailed
      ? translate(req, "statusUpdated", { status, email: change.emailed })
      : translate(req, "statusUpdatedNoEmail", { status });
    res.json({ message, order: change.order, emailed: change.emailed });
  });

  router.get("/orders/:id/history", authorize(enforcer, "orders", "show"), async (req, res) => {
    res.json(await orders.history(idOf(req)));
  });

  return router;
};
