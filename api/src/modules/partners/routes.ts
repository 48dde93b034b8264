import { Router } from "express";
import { can } from "../../auth/authorize";
import { allowed } from "../../auth/enforcer";
import { type AppContext, serviceOf } from "../../context";
import { validateFields } from "../../crud/validate";
import { purchasePaymentMethods } from "../../entities/purchase-orders";
import { translate } from "../../http/errors";
import { actorOf, idOf } from "../../http/request";
import { PartnersService } from "./service";

const entry = {
  date: { type: "date", required: true, default: "today" },
  description: { type: "string", maxLength: 500 },
  debit: { type: "money", default: "0.00" },
  credit: { type: "money", default: "0.00" },
} as const;

const advance = {
  amount: { type: "money", required: true, min: 0.01 },
  date: { type: "date", required: true, default: "today" },
  payment_method: { type: "enum", values: purchasePaymentMethods, required: true },
  reference: { type: "string", maxLength: 60 },
} as const;

const reversal = { date: { type: "date", required: true, default: "today" } } as const;

/**
 * A partner's money and people: `GET/POST /partners/:id/ledger`, `POST /partners/:id/ledger/:entry/reverse`,
 * `POST /partners/:id/advance`, `POST /partners/:id/settle` and `GET /partners/:id/suggest`.
 */
export const partnersRouter = (ctx: AppContext) => {
  const partners = serviceOf(ctx, "partners", PartnersService);
  const router = Router();

  router.get("/partners/:id/ledger", can(ctx, "partners", "show"), async (req, res) => {
    res.json(await partners.ledger(idOf(req)));
  });

  router.post("/partners/:id/ledger", can(ctx, "partners", "ledger"), async (req, res) => {
    const id = idOf(req);
    const values = validateFields(entry, req.body ?? {}, partners.today());
    const result = await partners.post(id, values, actorOf(req));
    res.status(201).json({ message: translate(req, "saved"), ...result });
  });

  router.post("/partners/:id/ledger/:entry/reverse", can(ctx, "partners", "ledger"), async (req, res) => {
    const id = idOf(req);
    const entryId = idOf(req, "entry");
    const { date } = validateFields(reversal, req.body ?? {}, partners.today());
    const result = await partners.reverse(id, entryId, date, actorOf(req));
    res.status(201).json({ message: translate(req, "partners.messages.reversed"), ...result });
  });

  router.post("/partners/:id/advance", can(ctx, "partners", "advance"), async (req, res) => {
    const id = idOf(req);
    const values = validateFields(advance, req.body ?? {}, partners.today());
    const result = await partners.advance(id, values, actorOf(req));
    res.status(201).json({ message: translate(req, "partners.messages.advanceBooked", { amount: values.amount }), ...result });
  });

  router.post("/partners/:id/settle", can(ctx, "partners", "settle"), async (req, res) => {
    const partner = await partners.settle(idOf(req), actorOf(req));
    res.json({ message: translate(req, "partners.messages.settled"), partner });
  });

  router.get("/partners/:id/suggest", can(ctx, "partners", "show"), async (req, res) => {
    const suggested = await partners.suggest(idOf(req));
    // Roles that may only look employees up (SALES) get their names, not their designation or department.
    const readsEmployees = allowed(ctx.enforcer, req.session.user?.roles ?? [], "employees", "show");
    res.json(readsEmployees ? suggested : suggested.map((s) => ({ ...s, designation: null, department: null })));
  });

  return router;
};
