import { Router } from "express";
import { can } from "../../auth/authorize";
import { type AppContext, serviceOf } from "../../context";
import { validateFields } from "../../crud/validate";
import { purchasePaymentMethods } from "../../entities/purchase-orders";
import { translate } from "../../http/errors";
import { actorOf, idOf } from "../../http/request";
import { PurchaseOrdersService, VendorsService } from "./service";

/** The body of `POST /purchase-orders/:id/payments`: one payment, dated today unless given. */
const payment = {
  date: { type: "date", required: true, default: "today" },
  amount: { type: "money", required: true, min: 0.01 },
  transaction_id: { type: "string", maxLength: 100 },
  payment_method: { type: "enum", values: purchasePaymentMethods, required: true },
} as const;

/**
 * `POST /purchase-orders/:id/complete` (stock in + the expense, once), `POST /purchase-orders/:id/payments`
 * (one payment, never beyond the total) and `GET /vendors/:id/purchase-summary` (paid and due totals).
 */
export const vendorsRouter = (ctx: AppContext) => {
  const orders = serviceOf(ctx, "purchase-orders", PurchaseOrdersService);
  const vendors = serviceOf(ctx, "vendors", VendorsService);
  const router = Router();

  router.post("/purchase-orders/:id/complete", can(ctx, "purchase-orders", "complete"), async (req, res) => {
    const order = await orders.complete(idOf(req), actorOf(req));
    res.json({ message: translate(req, "purchase-orders.messages.completed", { number: order.number as string }), order });
  });

  router.post("/purchase-orders/:id/payments", can(ctx, "purchase-orders", "pay"), async (req, res) => {
    const id = idOf(req);
    const values = validateFields(payment, req.body ?? {}, orders.today());
    const order = await orders.pay(id, { ...values, transaction_id: values.transaction_id ?? null }, actorOf(req));
    res.status(201).json({ message: translate(req, "saved"), order });
  });

  router.get("/vendors/:id/purchase-summary", can(ctx, "vendors", "show"), async (req, res) => {
    const id = idOf(req);
    await vendors.get(id);
    res.json(await orders.vendorSummary(id));
  });

  return router;
};
