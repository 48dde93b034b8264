import { Router } from "express";
import { z } from "zod";
import { can } from "../../auth/authorize";
import { type AppContext, serviceOf } from "../../context";
import { sendCsv } from "../../crud/csv";
import { validateFields } from "../../crud/validate";
import { ApiError, translate } from "../../http/errors";
import { defineRoute, entityRecord, mount } from "../../http/contract";
import { actorOf, idOf } from "../../http/request";
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

const message = z.string();
const monthAnswer = z.object({ message, month: z.string() });
/** `:month` of a period's close and reopen, checked like a body's month. */
const monthPath = (path: string, summary: string) =>
  defineRoute({
    method: "post",
    path,
    summary,
    answer: monthAnswer,
    description: "`month`: YYYY-MM; a bad one answers 400 with the catalogue's message.",
  });

export const accountingRoutes = {
  post: defineRoute({ method: "post", path: "/vouchers/:id/post", summary: "Post a voucher (its lines balance)", answer: entityRecord("vouchers") }),
  reverse: defineRoute({
    method: "post",
    path: "/vouchers/:id/reverse",
    summary: "Reverse a posted voucher with its mirror image, dated today unless given",
    body: reversal,
    answer: entityRecord("vouchers"),
    status: 201,
  }),
  taxRun: defineRoute({
    method: "post",
    path: "/taxes/run",
    summary: "Run a month's tax on the orders at a rate",
    body: taxRun,
    answer: z.object({ message, run: entityRecord("taxes") }),
  }),
  taxLinesCsv: defineRoute({ method: "get", path: "/taxes/:id/lines.csv", summary: "A tax run's lines as CSV", query: {}, produces: "text/csv" }),
  taxLines: defineRoute({
    method: "get",
    path: "/taxes/:id/lines",
    summary: "A tax run's lines, one per order (total in X-Total-Count)",
    query: { _start: { type: "integer", min: 0 }, _end: { type: "integer", min: 0 } },
    answer: z.array(z.object({ id: z.number().int(), order_id: z.number().int() }).catchall(z.unknown())),
  }),
  balance: defineRoute({
    method: "get",
    path: "/bank-transactions/balance",
    summary: "The bank's balance over a period: opening, in, out, closing",
    query: period,
    produces: "application/json",
  }),
  home: defineRoute({
    method: "get",
    path: "/accounting-home",
    summary: "The accounting home page's figures for a month",
    query: homeQuery,
    produces: "application/json",
  }),
  periods: defineRoute({
    method: "get",
    path: "/accounting-home/periods",
    summary: "The closed months",
    query: {},
    produces: "application/json",
  }),
  close: monthPath("/accounting-home/periods/:month/close", "Close a month: nothing dated in it may change"),
  reopen: monthPath("/accounting-home/periods/:month/reopen", "Reopen a closed month"),
};

/**
 * Accounting's actions: voucher post and reverse, the tax run and its lines (list, CSV), the bank's
 * period balance, the home page's figures, and closing or reopening a month.
 */
export const accountingRouter = (ctx: AppContext) => {
  const router = Router();
  const route = mount(router);
  const vouchers = () => serviceOf(ctx, "vouchers", VouchersService);

  route(accountingRoutes.post, can(ctx, "vouchers", "post"), async (req) => vouchers().post(idOf(req), actorOf(req)));

  route(accountingRoutes.reverse, can(ctx, "vouchers", "reverse"), async (req, _res, { body: { date } }) =>
    vouchers().reverse(idOf(req), actorOf(req), date ?? undefined),
  );

  route(accountingRoutes.taxRun, can(ctx, "taxes", "run"), async (req, _res, { body: { month, rate } }) => {
    const entity = ctx.registry.entityByName.get("taxes")!;
    const run = await runTax(ctx.db, ctx.config, entity, month, rate, actorOf(req));
    return { message: translate(req, "taxes.messages.done", { month, count: run.orders }), run };
  });

  route(accountingRoutes.taxLinesCsv, can(ctx, "taxes", "export"), async (req, res) => {
    const tax = await taxOf(ctx.db, idOf(req));
    await sendCsv(res, `tax-${tax.month}.csv`, [...taxLineColumns], taxLinesOf(ctx.db, tax.id));
  });

  route(accountingRoutes.taxLines, can(ctx, "taxes", "show"), async (req, res) => {
    const tax = await taxOf(ctx.db, idOf(req));
    const { offset, limit } = pageOf(req.query);
    res.set("X-Total-Count", String(tax.orders));
    return (await taxLinesPage(ctx.db, tax.id, offset, limit)) as { id: number; order_id: number }[];
  });

  route(accountingRoutes.balance, can(ctx, "bank-transactions", "list"), async (_req, res, { query: { from, to } }) => {
    if (from > to) throw ApiError.invalid({ to: { key: "selectPeriod" } });
    res.json(await periodBalance(ctx.db, from, to));
  });

  route(accountingRoutes.home, can(ctx, "accounting-home", "list"), async (_req, res, { query: { month } }) => {
    res.json(await accountingSummary(ctx, month ?? undefined));
  });

  route(accountingRoutes.periods, can(ctx, "accounting-home", "list"), async (_req, res) => {
    res.json(await closedPeriods(ctx.db));
  });

  route(accountingRoutes.close, can(ctx, "accounting-home", "close"), async (req) => {
    const { month } = validateFields(monthParam, req.params);
    await runAction(ctx.db, actorOf(req), { action: "close", target: "accounting-home" }, (trx) => closePeriod(trx, month, actorOf(req)));
    return { message: translate(req, "accounting-home.messages.closed", { month }), month };
  });

  route(accountingRoutes.reopen, can(ctx, "accounting-home", "reopen"), async (req) => {
    const { month } = validateFields(monthParam, req.params);
    await runAction(ctx.db, actorOf(req), { action: "reopen", target: "accounting-home" }, (trx) => reopenPeriod(trx, month));
    return { message: translate(req, "accounting-home.messages.reopened", { month }), month };
  });

  return router;
};
