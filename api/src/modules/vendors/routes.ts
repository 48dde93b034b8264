import { Router } from "express";
import { z } from "zod";
import { can } from "../../auth/authorize";
import { type AppContext, serviceOf } from "../../context";
import { defineRoute, entityRecord, messageAnswer, mount } from "../../http/contract";
import { translate } from "../../http/errors";
import { actorOf, idOf } from "../../http/request";
import { PurchaseOrdersService, VendorsService } from "./service";

/** The body of `POST /purchase-orders/:id/payments`: one payment, dated today unless given. */
const payment = {
  date: { type: "date", required: true, default: "today" },
  amount: { type: "money", required: true, min: 0.01 },
  transaction_id: { type: "string", maxLength: 100 },
  payment_method: { type: "string", maxLength: 40, choices: "payment-methods", required: true },
} as const;

export const vendorRoutes = {
  complete: defineRoute({
    method: "post",
    path: "/purchase-orders/:id/complete",
    summary: "Complete a purchase order: its stock comes in and its expense is booked, once",
    answer: messageAnswer.extend({ order: entityRecord("purchase-orders") }),
  }),
  pay: defineRoute({
    method: "post",
    path: "/purchase-orders/:id/payments",
    summary: "Record one payment of a purchase order, never beyond its total",
    body: payment,
    answer: messageAnswer.extend({ order: entityRecord("purchase-orders") }),
    status: 201,
  }),
  summary: defineRoute({
    method: "get",
    path: "/vendors/:id/purchase-summary",
    summary: "A vendor's purchase orders: how many, their total, paid and due",
    query: {},
    answer: z.object({ orders: z.number().int(), total: z.string(), paid: z.string(), due: z.string() }),
  }),
};

/**
 * `POST /purchase-orders/:id/complete` (stock in + the expense, once), `POST /purchase-orders/:id/payments`
 * (one payment, never beyond the total) and `GET /vendors/:id/purchase-summary` (paid and due totals).
 */
export const vendorsRouter = (ctx: AppContext) => {
  const orders = serviceOf(ctx, "purchase-orders", PurchaseOrdersService);
  const vendors = serviceOf(ctx, "vendors", VendorsService);
  const router = Router();
  const route = mount(router, () => orders.today());

  route(vendorRoutes.complete, can(ctx, "purchase-orders", "complete"), async (req) => {
    const order = await orders.complete(idOf(req), actorOf(req));
    return { message: translate(req, "purchase-orders.messages.completed", { number: order.number as string }), order };
  });

  route(vendorRoutes.pay, can(ctx, "purchase-orders", "pay"), async (req, _res, { body }) => {
    await ctx.modules.settings.paymentMethods.assert(ctx.db, body.payment_method);
    const order = await orders.pay(idOf(req), { ...body, transaction_id: body.transaction_id ?? null }, actorOf(req));
    return { message: translate(req, "saved"), order };
  });

  route(vendorRoutes.summary, can(ctx, "vendors", "show"), async (req) => {
    const id = idOf(req);
    await vendors.get(id);
    return orders.vendorSummary(id);
  });

  return router;
};
