import { Router } from "express";
import { can } from "../../auth/authorize";
import { type AppContext, serviceOf } from "../../context";
import { sendCsv } from "../../crud/csv";
import { validateFields } from "../../crud/validate";
import { ApiError, translate } from "../../http/errors";
import { actorOf, idOf, noFilters } from "../../http/request";
import { runAction } from "../../actions/run";
import { periodBalance } from "./bank";
import { accountingSummary } from "./home";
import { closedPeriods, closePeriod, reopenPeriod } from "./periods";
import { runTax, taxLineColumns, taxLinesOf, taxLinesPage, taxOf } from "./taxes";
import { VouchersService } from "./vouchers";

const taxRun = {
  month: { type: "string", format: "month", required: true, requiredMessage: "yearMonthTaxRate" },
  rate: { type: "number", min: 0, max: 100, required: true, requiredMessage: "yearMonthTaxRate" },
} as const;
const period = {
  from: { type: "date", required: true, requiredMessage: "selectPeriod" },
  to: { type: "date", required: true, requiredMessage: "selectPeriod" },
} as const;
const reversal = { date: { type: "date" } } as const;
const monthParam = { month: { type: "string", format: "month", required: true, requiredMessage: "selectMonth" } } as const;
const homeQuery = { month: { type: "string", format: "month" } } as const;

/** Paging of a sub-list (`_start`, `_end`), at most 1000 rows a page. */
const pageOf = (query: Record<string, unknown>) => {
  const start = Number(query._start ?? 0);
  const end = Number(query._end ?? start + 20);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end - start > 1000) throw ApiError.badRequest("badPaging");
  return { offset: start, limit: end - start };
};

/**
 * Accounting's actions: voucher post and reverse, the tax run and its lines (list, CSV), the bank's
 * period balance, the home page's figures, and closing or reopening a month.
 */
export const accountingRouter = (ctx: AppContext) => {
  const router = Router();
  const vouchers = () => serviceOf(ctx, "vouchers", VouchersService);

  router.post("/vouchers/:id/post", can(ctx, "vouchers", "post"), async (req, res) => {
    res.json(await vouchers().post(idOf(req), actorOf(req)));
  });

  router.post("/vouchers/:id/reverse", can(ctx, "vouchers", "reverse"), async (req, res) => {
    const { date } = validateFields(reversal, req.body ?? {});
    res.status(201).json(await vouchers().reverse(idOf(req), actorOf(req), date ?? undefined));
  });

  router.post("/taxes/run", can(ctx, "taxes", "run"), async (req, res) => {
    const { month, rate } = validateFields(taxRun, req.body ?? {});
    const entity = ctx.registry.entityByName.get("taxes")!;
    const run = await runTax(ctx.db, ctx.config, entity, month, rate, actorOf(req));
    res.json({ message: translate(req, "taxes.messages.done", { month, count: run.orders }), run });
  });

  router.get("/taxes/:id/lines.csv", can(ctx, "taxes", "export"), async (req, res) => {
    const tax = await taxOf(ctx.db, idOf(req));
    await sendCsv(res, `tax-${tax.month}.csv`, [...taxLineColumns], taxLinesOf(ctx.db, tax.id));
  });

  router.get("/taxes/:id/lines", can(ctx, "taxes", "show"), async (req, res) => {
    const tax = await taxOf(ctx.db, idOf(req));
    const { offset, limit } = pageOf(req.query);
    res.set("X-Total-Count", String(tax.orders));
    res.json(await taxLinesPage(ctx.db, tax.id, offset, limit));
  });

  router.get("/bank-transactions/balance", can(ctx, "bank-transactions", "list"), async (req, res) => {
    const { from, to } = validateFields(period, req.query);
    if (from > to) throw ApiError.invalid({ to: { key: "selectPeriod" } });
    res.json(await periodBalance(ctx.db, from, to));
  });

  router.get("/accounting-home", can(ctx, "accounting-home", "list"), async (req, res) => {
    const { month } = validateFields(homeQuery, req.query);
    res.json(await accountingSummary(ctx, month ?? undefined));
  });

  router.get("/accounting-home/periods", can(ctx, "accounting-home", "list"), noFilters(), async (_req, res) => {
    res.json(await closedPeriods(ctx.db));
  });

  router.post("/accounting-home/periods/:month/close", can(ctx, "accounting-home", "close"), async (req, res) => {
    const { month } = validateFields(monthParam, req.params);
    await runAction(ctx.db, actorOf(req), { action: "close", target: "accounting-home" }, (trx) => closePeriod(trx, month, actorOf(req)));
    res.json({ message: translate(req, "accounting-home.messages.closed", { month }), month });
  });

  router.post("/accounting-home/periods/:month/reopen", can(ctx, "accounting-home", "reopen"), async (req, res) => {
    const { month } = validateFields(monthParam, req.params);
    await runAction(ctx.db, actorOf(req), { action: "reopen", target: "accounting-home" }, (trx) => reopenPeriod(trx, month));
    res.json({ message: translate(req, "accounting-home.messages.reopened", { month }), month });
  });

  return router;
};
