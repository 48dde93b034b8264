import type { Knex } from "knex";
import type { PostingService as Posting } from ".";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../../actions/actor";
import { ApiError } from "../../http/errors";
import { openTestApp } from "../../test/harness";
import { signedInAs } from "../../test/session";
import { closePeriod, reopenPeriod } from "./periods";
import { bookExpense, bookIncome, type IncomeEntry } from "./posting";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let accountant: Awaited<ReturnType<typeof signedInAs>>;
let hr: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await openTestApp();
  accountant = await signedInAs(ctx.app, ctx.db, ["ACCOUNTING"]);
  hr = await signedInAs(ctx.app, ctx.db, ["HR"]);
});
afterAll(() => ctx.close());

let nextReference = 1000;
const income = (overrides: Partial<IncomeEntry> = {}): IncomeEntry => {
  const referenceId = ++nextReference;
  return {
    date: "2026-11-10",
    amount: "120.50",
    source: "sales_order",
    reference: `SO-2026-${referenceId}`,
    reference_id: referenceId,
    ...overrides,
  };
};
/** As other modules call it (`ctx.modules.accounting.posting`): a reversal without a date is dated the company's today. */
const reverseBooking: Posting["reverseBooking"] = (...args) => ctx.context.modules.accounting.posting.reverseBooking(...args);
const inTrx = <T>(work: (trx: Knex.Transaction) => Promise<T>) => ctx.db.transaction(work);
/** The error a refused call threw, as the client would see its status and message key. */
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, body, fields } = error as ApiError;
  return { status, key: body.key, fields: Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, m.key])) };
};
const rowsOf = (table: string, source: string, referenceId: number) =>
  ctx.db(table).where({ source, reference_id: referenceId }).orderBy("id").select("id", "amount", "reversal_of", "reversed_by", "date");

describe("posting service", () => {
  it("books an income once per (source, reference_id): the second call returns the first booking", async () => {
    const entry = income({ customer_id: null, payment_method: "paypal", description: "Order completed" });
    const first = await inTrx((trx) => bookIncome(trx, systemActor, entry));
    const second = await inTrx((trx) => bookIncome(trx, systemActor, { ...entry, amount: "999.00" }));
    expect(second.id).toBe(first.id);
    const rows = await rowsOf("incomes", "sales_order", entry.reference_id);
    expect(rows).toEqual([{ id: first.id, amount: "120.50", reversal_of: null, reversed_by: null, date: "2026-11-10" }]);
  });

  it("books once under 10 concurrent calls for the same reference", async () => {
    const entry = income();
    const results = await Promise.all(Array.from({ length: 10 }, () => inTrx((trx) => bookIncome(trx, systemActor, entry))));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await rowsOf("incomes", "sales_order", entry.reference_id)).toHaveLength(1);
  });

  it("keeps kinds and sources apart: the same reference_id books an income, a refund and a salary", async () => {
    const entry = income();
    const a = await inTrx((trx) => bookIncome(trx, systemActor, entry));
    const b = await inTrx((trx) => bookExpense(trx, systemActor, { ...entry, amount: "20.00", source: "refund", usage: "Refund of an order" }));
    const c = await inTrx((trx) => bookExpense(trx, systemActor, { ...entry, amount: "30.00", source: "salary", usage: "Salary" }));
    expect(new Set([a.id, b.id]).size).toBe(2);
    expect(b.id).not.toBe(c.id);
  });

  it("reverses with a negated counter-row linked both ways, once; the reference can then be booked afresh", async () => {
    const entry = income({ amount: "75.25" });
    const booked = await inTrx((trx) => bookIncome(trx, systemActor, entry));
    const reversal = await inTrx((trx) =>
      reverseBooking(trx, systemActor, { kind: "income", source: "sales_order", reference_id: entry.reference_id, date: "2026-11-12" }),
    );
    expect(reversal).not.toBeNull();
    expect(
      await inTrx((trx) => reverseBooking(trx, systemActor, { kind: "income", source: "sales_order", reference_id: entry.reference_id })),
    ).toBeNull();
    expect(await rowsOf("incomes", "sales_order", entry.reference_id)).toEqual([
      { id: booked.id, amount: "75.25", reversal_of: null, reversed_by: reversal!.id, date: "2026-11-10" },
      { id: reversal!.id, amount: "-75.25", reversal_of: booked.id, reversed_by: null, date: "2026-11-12" },
    ]);
    const rebooked = await inTrx((trx) => bookIncome(trx, systemActor, { ...entry, amount: "70.00" }));
    expect([booked.id, reversal!.id]).not.toContain(rebooked.id);
    const [{ net }] = await ctx.db("incomes").where({ source: "sales_order", reference_id: entry.reference_id }).sum({ net: "amount" });
    expect(net).toBe("70.00");
  });

  it("reversing what was never booked returns null and writes nothing", async () => {
    expect(await inTrx((trx) => reverseBooking(trx, systemActor, { kind: "expense", source: "salary", reference_id: 987654 }))).toBeNull();
    expect(await rowsOf("expenses", "salary", 987654)).toEqual([]);
  });

  it.each([
    ["a zero amount", { amount: "0.00" }, "amount", "incomes.messages.amountPositive"],
    ["a negative amount", { amount: "-5.00" }, "amount", "negative"],
    ["three decimals", { amount: "1.005" }, "amount", "invalidMoney"],
    ["an unknown source", { source: "lottery" }, "source", "incomes.messages.unknownSource"],
    // the clerks' source: a system posting keyed (normal, id) would share its key space with hand-entered rows
    ["the clerks' source normal", { source: "normal" }, "source", "incomes.messages.unknownSource"],
    ["a bad date", { date: "10/11/2026" }, "date", "invalidDate"],
    ["no reference id", { reference_id: 0 }, "reference_id", "invalidValue"],
  ])("refuses %s with 400 naming the field, and writes nothing", async (_name, overrides, field, key) => {
    const entry = income(overrides as Partial<IncomeEntry>);
    const before = await ctx.db("incomes").count({ n: "*" }).first();
    expect(await refusal(inTrx((trx) => bookIncome(trx, systemActor, entry)))).toEqual({ status: 400, key, fields: { [field]: key } });
    expect(await ctx.db("incomes").count({ n: "*" }).first()).toEqual(before);
  });

  it("refuses an expense without a usage", async () => {
    const entry = { ...income(), source: "purchase_order" as const, usage: " " };
    expect((await refusal(inTrx((trx) => bookExpense(trx, systemActor, entry)))).fields).toEqual({ usage: "required" });
  });

  it("answers 409 'This period is closed' for a booking or reversal dated in a closed month; an existing booking is still found", async () => {
    const booked = income({ date: "2025-03-31" });
    await inTrx((trx) => bookIncome(trx, systemActor, booked));
    await inTrx((trx) => closePeriod(trx, "2025-03", systemActor));
    try {
      const fresh = income({ date: "2025-03-01" });
      expect(await refusal(inTrx((trx) => bookIncome(trx, systemActor, fresh)))).toMatchObject({ status: 409, key: "periodClosed" });
      expect(await rowsOf("incomes", "sales_order", fresh.reference_id)).toEqual([]);
      // retried after the close: the booking it made is returned, nothing new is written
      expect((await inTrx((trx) => bookIncome(trx, systemActor, booked))).id).toBeGreaterThan(0);
      const reversal = inTrx((trx) =>
        reverseBooking(trx, systemActor, { kind: "income", source: "sales_order", reference_id: booked.reference_id, date: "2025-03-31" }),
      );
      expect(await refusal(reversal)).toMatchObject({ status: 409, key: "periodClosed" });
      expect((await rowsOf("incomes", "sales_order", booked.reference_id)).map((r) => r.reversed_by)).toEqual([null]);
      // reversed in the next (open) month instead
      expect(
        await inTrx((trx) =>
          reverseBooking(trx, systemActor, { kind: "income", source: "sales_order", reference_id: booked.reference_id, date: "2025-04-01" }),
        ),
      ).not.toBeNull();
    } finally {
      await inTrx((trx) => reopenPeriod(trx, "2025-03"));
    }
    expect((await inTrx((trx) => bookIncome(trx, systemActor, income({ date: "2025-03-01" })))).id).toBeGreaterThan(0);
  });

  it("a refusal inside the caller's transaction leaves the caller's other writes undone too", async () => {
    const entry = income();
    await inTrx((trx) => closePeriod(trx, "2024-01", systemActor));
    const work = inTrx(async (trx) => {
      await bookIncome(trx, systemActor, entry);
      await bookExpense(trx, systemActor, { ...entry, date: "2024-01-15", source: "refund", usage: "Refund" });
    });
    expect((await refusal(work)).key).toBe("periodClosed");
    expect(await rowsOf("incomes", "sales_order", entry.reference_id)).toEqual([]);
  });
});

describe("incomes and expenses through the API", () => {
  it("a clerk enters, edits and deletes a normal income; the source is always normal", async () => {
    const created = await accountant.agent
      .post("/api/incomes")
      .send({ date: "2026-11-03", amount: "300", reference: "Cash sale", payment_method: "cash" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ amount: "300.00", source: "normal", reference_id: null });
    const edited = await accountant.agent.patch(`/api/incomes/${created.body.id}`).send({ amount: "310.10" });
    expect(edited.status).toBe(200);
    expect(edited.body.amount).toBe("310.10");
    expect((await accountant.agent.delete(`/api/incomes/${created.body.id}`)).status).toBe(200);
  });

  it.each([
    ["zero", "0", "Amount must be greater than zero"],
    ["negative", "-1.00", "Value cannot be negative"],
  ])("refuses a %s amount with a per-field message", async (_name, amount, message) => {
    const res = await accountant.agent.post("/api/expenses").send({ date: "2026-11-03", amount, usage: "Stationery" });
    expect(res.status).toBe(400);
    expect(res.body.errors.amount).toBe(message);
  });

  it("refuses to edit or delete a system-booked row with 409, and writes nothing", async () => {
    const entry = income({ amount: "50.00" });
    const { id } = await inTrx((trx) => bookIncome(trx, systemActor, entry));
    const patch = await accountant.agent.patch(`/api/incomes/${id}`).send({ amount: "1.00" });
    expect(patch.status).toBe(409);
    expect(patch.body.message).toMatch(/booked by another module/);
    expect((await accountant.agent.delete(`/api/incomes/${id}`)).status).toBe(409);
    expect((await accountant.agent.get(`/api/incomes/${id}`)).body).toMatchObject({ amount: "50.00", source: "sales_order" });
    const expense = await inTrx((trx) => bookExpense(trx, systemActor, { ...entry, source: "salary", usage: "Salary" }));
    expect((await accountant.agent.patch(`/api/expenses/${expense.id}`).send({ usage: "x" })).status).toBe(409);
  });

  it("refuses entries dated in a closed period (create, edit into, edit out of, delete)", async () => {
    const open = await accountant.agent.post("/api/expenses").send({ date: "2023-06-30", amount: "10.00", usage: "Taxi" });
    expect(open.status).toBe(201);
    await inTrx((trx) => closePeriod(trx, "2023-06", systemActor));
    try {
      const created = await accountant.agent.post("/api/expenses").send({ date: "2023-06-01", amount: "10.00", usage: "Taxi" });
      expect(created.status).toBe(409);
      expect(created.body.message).toBe("This period is closed");
      expect((await accountant.agent.patch(`/api/expenses/${open.body.id}`).send({ date: "2023-07-01" })).status).toBe(409);
      expect((await accountant.agent.delete(`/api/expenses/${open.body.id}`)).status).toBe(409);
      const other = await accountant.agent.post("/api/expenses").send({ date: "2023-07-01", amount: "10.00", usage: "Taxi" });
      const moved = await accountant.agent.patch(`/api/expenses/${other.body.id}`).set("Accept-Language", "zh-HK").send({ date: "2023-06-15" });
      expect(moved.status).toBe(409);
      expect(moved.body.message).toBe("此期間已結賬");
    } finally {
      await inTrx((trx) => reopenPeriod(trx, "2023-06"));
    }
  });

  it("HR may not read or write accounting", async () => {
    expect((await hr.agent.get("/api/incomes")).status).toBe(403);
    expect((await hr.agent.post("/api/expenses").send({ date: "2026-11-03", amount: "1.00", usage: "x" })).status).toBe(403);
  });
});
