import { Router } from "express";
import { z } from "zod";
import { can } from "../../auth/authorize";
import { allowed } from "../../auth/enforcer";
import { type AppContext, serviceOf } from "../../context";
import { defineRoute, entityRecord, messageAnswer, mount } from "../../http/contract";
import { translate } from "../../http/errors";
import { actorOf, idOf } from "../../http/request";
import { PartnersService } from "./service";

const money = z.string();

/** One line of a partner's ledger, with the running balance after it. */
export const ledgerEntry = z.object({
  id: z.number().int(),
  date: z.string(),
  description: z.string().nullable(),
  debit: money,
  credit: money,
  kind: z.enum(["manual", "advance", "reversal"]),
  reverses_id: z.number().int().nullable(),
  reversed_by: z.number().int().nullable(),
  created_at: z.string(),
  balance: money,
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** An employee whose designation or department matches the partner's skills. */
export const suggestion = z.object({
  id: z.number().int(),
  name: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  matched: z.array(z.string()),
  score: z.number().int(),
  engaged: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestion>;

/** What a ledger write answers: the message, the entry's id and the partner as it stands. */
const booked = messageAnswer.extend({ id: z.number().int(), partner: entityRecord("partners") });

export const partnerRoutes = {
  ledger: defineRoute({
    method: "get",
    path: "/partners/:id/ledger",
    summary: "A partner's ledger, oldest first, each entry with the running balance",
    query: {},
    answer: z.array(ledgerEntry),
  }),
  post: defineRoute({
    method: "post",
    path: "/partners/:id/ledger",
    summary: "Add a ledger entry: exactly one of debit and credit",
    body: {
      date: { type: "date", required: true, default: "today" },
      description: { type: "string", maxLength: 500 },
      debit: { type: "money", default: "0.00" },
      credit: { type: "money", default: "0.00" },
    },
    answer: booked,
    status: 201,
  }),
  reverse: defineRoute({
    method: "post",
    path: "/partners/:id/ledger/:entry/reverse",
    summary: "Reverse a ledger entry once with its mirror image (an advance's income too)",
    body: { date: { type: "date", required: true, default: "today" } },
    answer: booked,
    status: 201,
  }),
  advance: defineRoute({
    method: "post",
    path: "/partners/:id/advance",
    summary: "Record an advance received: a ledger credit and a partner_advance income",
    body: {
      amount: { type: "money", required: true, min: 0.01 },
      date: { type: "date", required: true, default: "today" },
      payment_method: { type: "string", maxLength: 40, choices: "payment-methods", required: true },
      reference: { type: "string", maxLength: 60 },
    },
    answer: booked,
    status: 201,
  }),
  settle: defineRoute({
    method: "post",
    path: "/partners/:id/settle",
    summary: "Settle a partner whose ledger balances to zero",
    answer: messageAnswer.extend({ partner: entityRecord("partners") }),
  }),
  suggest: defineRoute({
    method: "get",
    path: "/partners/:id/suggest",
    summary: "Active employees matching the partner's skills, most matches first",
    query: {},
    answer: z.array(suggestion),
  }),
};

/**
 * A partner's money and people: `GET/POST /partners/:id/ledger`, `POST /partners/:id/ledger/:entry/reverse`,
 * `POST /partners/:id/advance`, `POST /partners/:id/settle` and `GET /partners/:id/suggest`.
 */
export const partnersRouter = (ctx: AppContext) => {
  const partners = serviceOf(ctx, "partners", PartnersService);
  const router = Router();
  const route = mount(router, () => partners.today());

  route(partnerRoutes.ledger, can(ctx, "partners", "show"), (req) => partners.ledger(idOf(req)));

  route(partnerRoutes.post, can(ctx, "partners", "ledger"), async (req, _res, { body }) => {
    const result = await partners.post(idOf(req), body, actorOf(req));
    return { message: translate(req, "saved"), ...result };
  });

  route(partnerRoutes.reverse, can(ctx, "partners", "ledger"), async (req, _res, { body }) => {
    const result = await partners.reverse(idOf(req), idOf(req, "entry"), body.date, actorOf(req));
    return { message: translate(req, "partners.messages.reversed"), ...result };
  });

  route(partnerRoutes.advance, can(ctx, "partners", "advance"), async (req, _res, { body }) => {
    await ctx.modules.settings.paymentMethods.assert(ctx.db, body.payment_method);
    const result = await partners.advance(idOf(req), body, actorOf(req));
    return { message: translate(req, "partners.messages.advanceBooked", { amount: body.amount }), ...result };
  });

  route(partnerRoutes.settle, can(ctx, "partners", "settle"), async (req) => {
    const partner = await partners.settle(idOf(req), actorOf(req));
    return { message: translate(req, "partners.messages.settled"), partner };
  });

  route(partnerRoutes.suggest, can(ctx, "partners", "show"), async (req) => {
    const suggested = await partners.suggest(idOf(req));
    // Roles that may only look employees up (SALES) get their names, not their designation or department.
    const readsEmployees = allowed(ctx.enforcer, req.session.user?.roles ?? [], "employees", "show");
    return readsEmployees ? suggested : suggested.map((s) => ({ ...s, designation: null, department: null }));
  });

  return router;
};
