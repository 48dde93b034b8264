import { dateIn } from "../../clock";
import { serviceOf } from "../../context";
import { type DemoContext, demoText } from "../module";
import { runTax } from "./taxes";
import { VouchersService } from "./vouchers";

/** A date `days` before the company's today. */
const daysAgo = (ctx: DemoContext, days: number) => dateIn(new Date(ctx.clock.now().getTime() - days * 86_400_000), ctx.config.timeZone);

/**
 * A few weeks of hand-entered incomes and expenses, a bank statement, a posted and a draft voucher
 * and last month's tax run (the demo orders' own incomes come from the orders module's walk).
 */
export const seedAccountingDemo = async (ctx: DemoContext) => {
  const { db, actor } = ctx;
  const stamp = { created_by: actor.userId, updated_by: actor.userId };
  await db("incomes").insert([
    {
      date: daysAgo(ctx, 2),
      amount: "1800.00",
      reference: "Consulting Nov",
      payment_method: "bank_transfer",
      description: "Workshop for Central Legal Partners",
      ...stamp,
    },
    { date: daysAgo(ctx, 12), amount: "420.50", reference: "Cash sale", payment_method: "cash", description: "Walk-in sale", ...stamp },
    { date: daysAgo(ctx, 35), amount: "2600.00", reference: "Consulting Oct", payment_method: "bank_transfer", ...stamp },
  ]);
  await db("expenses").insert([
    {
      date: daysAgo(ctx, 1),
      amount: "12500.00",
      usage: "Office rent",
      paid_by: "Accounts",
      payment_method: "bank_transfer",
      transaction_id: "HSBC-77120",
      ...stamp,
    },
    { date: daysAgo(ctx, 6), amount: "389.90", usage: "Stationery and printer paper", paid_by: "Tai Man", payment_method: "cash", ...stamp },
    {
      date: daysAgo(ctx, 20),
      amount: "1250.00",
      usage: demoText(ctx, { en: "Electricity (CLP)", zh_Hant: "電費（中電）" }),
      paid_by: "Accounts",
      payment_method: "bank_transfer",
      ...stamp,
    },
    {
      date: daysAgo(ctx, 33),
      amount: "12500.00",
      usage: "Office rent",
      paid_by: "Accounts",
      payment_method: "bank_transfer",
      transaction_id: "HSBC-76544",
      ...stamp,
    },
  ]);
  await db("bank_transactions").insert([
    {
      date: daysAgo(ctx, 40),
      holder_name: "ERP Demo Ltd",
      transaction_number: "DEMO-0001",
      credit: "50000.00",
      description: "Opening deposit",
      ...stamp,
    },
    {
      date: daysAgo(ctx, 33),
      holder_name: "Wan Chai Properties",
      transaction_number: "DEMO-0002",
      debit: "12500.00",
      description: "Office rent",
      ...stamp,
    },
    {
      date: daysAgo(ctx, 30),
      holder_name: "Central Legal Partners",
      transaction_number: "DEMO-0003",
      credit: "2600.00",
      description: "Consulting Oct",
      ...stamp,
    },
    { date: daysAgo(ctx, 20), holder_name: "CLP Power", transaction_number: "DEMO-0004", debit: "1250.00", description: "Electricity", ...stamp },
    {
      date: daysAgo(ctx, 2),
      holder_name: "Central Legal Partners",
      transaction_number: "DEMO-0005",
      credit: "1800.00",
      description: "Consulting Nov",
      ...stamp,
    },
    {
      date: daysAgo(ctx, 1),
      holder_name: "Wan Chai Properties",
      transaction_number: "DEMO-0006",
      debit: "12500.00",
      description: "Office rent",
      ...stamp,
    },
  ]);
  const vouchers = serviceOf(ctx, "vouchers", VouchersService);
  const rent = await vouchers.create(
    {
      type: "debit",
      date: daysAgo(ctx, 1),
      subject: "Office rent",
      lines: [
        { category: "expenses", account: "Rent", debit: "12500.00" },
        { category: "assets", account: "Bank", credit: "12500.00" },
      ],
    },
    actor,
  );
  await vouchers.post(rent.id, actor);
  await vouchers.create(
    {
      type: "journal",
      date: daysAgo(ctx, 0),
      subject: "Accrued consulting income",
      lines: [
        { category: "assets", account: "Accounts receivable", debit: "1800.00" },
        { category: "revenue", account: "Consulting", credit: "1800.00" },
      ],
    },
    actor,
  );
  const lastMonth = daysAgo(ctx, 31).slice(0, 7);
  await runTax(db, ctx.config, ctx.registry.entityByName.get("taxes")!, lastMonth, 5, actor);
};
