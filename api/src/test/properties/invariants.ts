import type { Knex } from "knex";
import { expect } from "vitest";
import { fromCents, mulDiv, toCents } from "../../entities/money";

/**
 * What the books must say whatever happened to them (issue 22, "Invariants, tested as properties"),
 * each checked against the database with set-based SQL or a replay written here, never by asking the
 * code under test. Each answers the rows that break it (an empty list when it holds), so a failure
 * names them.
 */

const rowsOf = async (db: Knex, sql: string, bindings: readonly Knex.Value[] = []) => (await db.raw(sql, bindings)).rows as Record<string, unknown>[];

/** Salary expense booked for a month = the sum of that month's payroll rows marked paid; a record and its payroll row are paid together. */
export const salaryBooked = (db: Knex) =>
  rowsOf(
    db,
    `with booked as (
       select sp.month, sum(e.amount) as amount from expenses e join salary_payments sp on sp.id = e.reference_id
        where e.source = 'salary' and e.deleted_at is null group by sp.month),
     paid as (select month, sum(actual_amount) as amount from payrolls where status = 'paid' and deleted_at is null group by month)
     select coalesce(b.month, p.month) as month, coalesce(b.amount, 0)::numeric(14,2)::text as booked, coalesce(p.amount, 0)::numeric(14,2)::text as paid
       from booked b full join paid p on p.month = b.month
      where coalesce(b.amount, 0) <> coalesce(p.amount, 0)
     union all
     select s.month, s.status, p.status from salaries s join payrolls p on p.salary_id = s.id
      where s.deleted_at is null and p.deleted_at is null and (s.status = 'paid') <> (p.status = 'paid')
     union all
     select month, 'negative pay', actual_amount::text from payrolls where actual_amount < 0 or payable < 0`,
  );

/** A paid payroll row or salary record never changes: the rows first seen paid, compared with what they are now (`seen` grows). */
export const paidRowsChanged = async (db: Knex, seen: Map<string, string>) => {
  const changed: string[] = [];
  for (const table of ["payrolls", "salaries"]) {
    const rows = await rowsOf(db, `select id, row_to_json(t)::text as json from ${table} t where status = 'paid' order by id`);
    const now = new Map(rows.map((r) => [`${table}:${r.id}`, r.json as string]));
    for (const [key, json] of seen) if (key.startsWith(`${table}:`) && now.get(key) !== json) changed.push(`${key} was ${json}, now ${now.get(key)}`);
    for (const [key, json] of now) if (!seen.has(key)) seen.set(key, json);
  }
  return changed;
};

/** Stock on hand = the sum of the product's movements, never negative; value = the sum of the movements' costs, nothing left when nothing is on hand. */
export const stockLevels = (db: Knex) =>
  rowsOf(
    db,
    `with moved as (
       select product_id,
              sum(case type when 'sold' then -quantity else quantity end) as on_hand,
              sum(case type when 'sold' then -total_cost else total_cost end) as value,
              coalesce(sum(quantity) filter (where type = 'sold'), 0) as sold,
              coalesce(sum(quantity) filter (where type = 'return'), 0) as returned
         from stock_movements group by product_id)
     select l.product_id, l.on_hand, l.value::text, l.sold, l.returned, m.on_hand as moved_on_hand, m.value::text as moved_value, m.sold as moved_sold
       from stock_levels l left join moved m on m.product_id = l.product_id
      where l.on_hand <> coalesce(m.on_hand, 0) or l.value <> coalesce(m.value, 0) or l.sold <> coalesce(m.sold, 0)
         or l.returned <> coalesce(m.returned, 0) or l.on_hand < 0 or l.value < 0 or (l.on_hand = 0 and l.value <> 0)`,
  );

/**
 * The average cost, replayed from the ledger in the order the movements were booked (a product's
 * movements are booked under its level's row lock, so their ids follow that order): goods leave at
 * the average cost of what is on hand (all of the value with the last unit), arrive at their cost.
 */
export const averageCost = async (db: Knex) => {
  const movements = (await rowsOf(
    db,
    "select id, product_id, type, quantity, total_cost::text as total_cost from stock_movements order by product_id, id",
  )) as {
    id: number;
    product_id: number;
    type: string;
    quantity: number;
    total_cost: string;
  }[];
  const wrong: string[] = [];
  const levels = new Map<number, { onHand: number; value: bigint }>();
  for (const m of movements) {
    const level = levels.get(m.product_id) ?? { onHand: 0, value: 0n };
    levels.set(m.product_id, level);
    const change = (m.type === "sold" ? -1 : 1) * m.quantity;
    const given = toCents(m.total_cost);
    if (change < 0) {
      const expected = level.onHand + change === 0 ? level.value : mulDiv(level.value, BigInt(-change), BigInt(level.onHand));
      if ((given < 0n ? -given : given) !== expected) wrong.push(`movement ${m.id} left at ${m.total_cost}, the average says ${fromCents(expected)}`);
      level.value -= expected;
    } else level.value += given < 0n ? -given : given;
    level.onHand += change;
  }
  return wrong;
};

/** Every voucher's totals are its lines' sums; a posted one balances; a reversal mirrors its original. */
export const vouchersBalance = (db: Knex) =>
  rowsOf(
    db,
    `with lines as (select voucher_id, sum(debit) as debit, sum(credit) as credit from voucher_lines group by voucher_id)
     select v.id, v.number, v.status, v.total_debit::text, v.total_credit::text, l.debit::text as line_debit, l.credit::text as line_credit
       from vouchers v left join lines l on l.voucher_id = v.id
      where v.total_debit <> coalesce(l.debit, 0) or v.total_credit <> coalesce(l.credit, 0)
         or (v.status = 'posted' and v.total_debit <> v.total_credit)
     union all
     select r.id, r.number, 'reversal of ' || o.number, r.total_debit::text, r.total_credit::text, o.total_debit::text, o.total_credit::text
       from vouchers r join vouchers o on o.id = r.reversal_of
      where o.reversed_by is distinct from r.id or r.status <> 'posted' or o.status <> 'posted'
         or r.total_debit <> o.total_credit or r.total_credit <> o.total_debit`,
  );

/** The bank's per-day totals are the live transactions' sums; a period's closing balance = its opening + credits - debits. */
export const bankBalances = async (db: Knex, from: string, to: string) => {
  const days = await rowsOf(
    db,
    `with live as (select date, sum(credit) as credit, sum(debit) as debit from bank_transactions where deleted_at is null group by date)
     select coalesce(t.date, l.date)::text as day, t.credit::text, t.debit::text, l.credit::text as live_credit, l.debit::text as live_debit
       from bank_daily_totals t full join live l on l.date = t.date
      where coalesce(t.credit, 0) <> coalesce(l.credit, 0) or coalesce(t.debit, 0) <> coalesce(l.debit, 0)`,
  );
  const [scratch] = await rowsOf(
    db,
    `select coalesce(sum(credit - debit) filter (where date < ?::date), 0)::numeric(14,2)::text as opening,
            coalesce(sum(credit) filter (where date between ?::date and ?::date), 0)::numeric(14,2)::text as credit,
            coalesce(sum(debit) filter (where date between ?::date and ?::date), 0)::numeric(14,2)::text as debit,
            coalesce(sum(credit - debit) filter (where date <= ?::date), 0)::numeric(14,2)::text as closing
       from bank_transactions where deleted_at is null`,
    [from, from, to, from, to, to],
  );
  return { days, scratch };
};

/** A partner's balance = its ledger's credits less debits, its advance = its unreversed advances; an advance's income lives exactly while the advance does. */
export const partnerBalances = (db: Knex) =>
  rowsOf(
    db,
    `with ledger as (
       select l.partner_id, sum(l.credit - l.debit) as balance,
              coalesce(sum(l.credit) filter (where l.kind = 'advance' and not exists (select 1 from partner_ledger r where r.reverses_id = l.id)), 0) as advance
         from partner_ledger l group by l.partner_id)
     select p.id::text, p.balance::text, p.advance::text, l.balance::text as ledger_balance, l.advance::text as ledger_advance
       from partners p left join ledger l on l.partner_id = p.id
      where p.balance <> coalesce(l.balance, 0) or p.advance <> coalesce(l.advance, 0)
     union all
     select 'advance ' || a.id, a.credit::text, coalesce(i.amount, 0)::text, null, null
       from partner_ledger a
       left join (select reference_id, sum(amount) as amount from incomes where source = 'partner_advance' and deleted_at is null group by reference_id) i on i.reference_id = a.id
      where a.kind = 'advance'
        and coalesce(i.amount, 0) <> case when exists (select 1 from partner_ledger r where r.reverses_id = a.id) then 0 else a.credit end
     union all
     select 'reversal ' || r.id, r.debit::text, r.credit::text, o.credit::text, o.debit::text
       from partner_ledger r join partner_ledger o on o.id = r.reverses_id
      where r.debit <> o.credit or r.credit <> o.debit or r.partner_id <> o.partner_id`,
  );

/**
 * Postings: one live booking per (kind, source, reference); a reversal is the negated original, linked
 * both ways; a completed sales order has its total booked once as income (and a refunded one its
 * refund once as expense), a completed purchase order its total once as expense, and nothing else is booked for them.
 */
export const postings = (db: Knex) =>
  rowsOf(
    db,
    `with bookings as (
       select 'income' as kind, id, source, reference_id, amount, reversal_of, reversed_by, deleted_at from incomes
       union all
       select 'expense', id, source, reference_id, amount, reversal_of, reversed_by, deleted_at from expenses),
     net as (
       select kind, source, reference_id, sum(amount) as amount from bookings
        where reference_id is not null and deleted_at is null group by kind, source, reference_id)
     select kind, source, reference_id::text, count(*)::text as live, null as amount from bookings
      where reference_id is not null and source <> 'normal' and reversal_of is null and reversed_by is null and deleted_at is null
      group by kind, source, reference_id having count(*) > 1
     union all
     select r.kind, r.source, r.id::text, r.amount::text, o.amount::text from bookings r join bookings o on o.kind = r.kind and o.id = r.reversal_of
      where r.amount <> -o.amount or o.reversed_by is distinct from r.id or r.source <> o.source or r.reference_id is distinct from o.reference_id
     union all
     select 'order', o.status, o.number, o.total::text, coalesce(n.amount, 0)::text
       from orders o left join net n on n.kind = 'income' and n.source = 'sales_order' and n.reference_id = o.id
      where coalesce(n.amount, 0) <> case when o.status in ('completed', 'returning', 'refunded') then o.total else 0 end
     union all
     select 'refund', o.status, o.number, o.total::text, coalesce(n.amount, 0)::text
       from orders o left join net n on n.kind = 'expense' and n.source = 'refund' and n.reference_id = o.id
      where coalesce(n.amount, 0) <> case when o.status = 'refunded' then o.total else 0 end
     union all
     select 'service invoice', i.status, i.number, i.total::text, coalesce(n.amount, 0)::text
       from service_invoices i left join net n on n.kind = 'income' and n.source = 'service_invoice' and n.reference_id = i.id
      where coalesce(n.amount, 0) <> case when i.status in ('paid', 'closed') and i.deleted_at is null then i.total else 0 end
     union all
     select 'purchase', p.status, p.number, p.total::text, coalesce(n.amount, 0)::text
       from purchase_orders p left join net n on n.kind = 'expense' and n.source = 'purchase_order' and n.reference_id = p.id
      where coalesce(n.amount, 0) <> case when p.status = 'completed' then p.total else 0 end
     union all
     select 'purchase paid', p.status, p.number, p.paid::text, pay.amount::text
       from purchase_orders p left join (select purchase_order_id, sum(amount) as amount from purchase_order_payments group by purchase_order_id) pay
         on pay.purchase_order_id = p.id
      where p.paid <> coalesce(pay.amount, 0) or p.due <> p.total - p.paid or p.paid > p.total`,
  );

/**
 * What a month holds, as one string: the rows dated in it (incomes, expenses, bank transactions,
 * vouchers with their lines, partners' ledger entries, sales orders by order date, stock movements,
 * purchase orders, service invoices), with the figures and state that make its books, and what the
 * reports' accrual basis puts in it (orders completed and refunded, purchase orders received). Taken when the month closes; while it stays closed it must not change.
 * An order's or purchase order's status is not the month's: a status change writes today's (stock, money,
 * the accrual days), so an order of a closed month may move along; what it books is in today's month.
 */
export const periodFingerprint = async (db: Knex, month: string) => {
  const [row] = await rowsOf(
    db,
    `select md5(coalesce((select string_agg(concat_ws('|', id, date, amount, source, reference_id, deleted_at is null), ';' order by id) from incomes where to_char(date, 'YYYY-MM') = :month), '')) as incomes,
            md5(coalesce((select string_agg(concat_ws('|', id, date, amount, source, reference_id, deleted_at is null), ';' order by id) from expenses where to_char(date, 'YYYY-MM') = :month), '')) as expenses,
            md5(coalesce((select string_agg(concat_ws('|', id, date, debit, credit, deleted_at is null), ';' order by id) from bank_transactions where to_char(date, 'YYYY-MM') = :month), '')) as bank,
            md5(coalesce((select string_agg(concat_ws('|', v.id, v.number, v.date, v.status, v.total_debit, v.total_credit, v.deleted_at is null,
                            (select string_agg(concat_ws(',', l.account, l.debit, l.credit), '/' order by l.position) from voucher_lines l where l.voucher_id = v.id)), ';' order by v.id)
                          from vouchers v where to_char(v.date, 'YYYY-MM') = :month), '')) as vouchers,
            md5(coalesce((select string_agg(concat_ws('|', id, date, debit, credit), ';' order by id) from partner_ledger where to_char(date, 'YYYY-MM') = :month), '')) as partner_ledger,
            md5(coalesce((select string_agg(concat_ws('|', id, number, order_date, total, shipping_cost, deleted_at is null), ';' order by id) from orders where to_char(order_date, 'YYYY-MM') = :month), '')) as orders,
            md5(coalesce((select string_agg(concat_ws('|', id, product_id, type, quantity, total_cost), ';' order by id) from stock_movements where to_char(date, 'YYYY-MM') = :month), '')) as stock_movements,
            md5(coalesce((select string_agg(concat_ws('|', id, number, order_date, total, deleted_at is null), ';' order by id) from purchase_orders where to_char(order_date, 'YYYY-MM') = :month), '')) as purchase_orders,
            md5(coalesce((select string_agg(concat_ws('|', id, number, invoice_date, status, total, deleted_at is null), ';' order by id) from service_invoices where to_char(invoice_date, 'YYYY-MM') = :month), '')) as service_invoices,
            md5(coalesce((select string_agg(concat_ws('|', id, completed_on, total, shipping_cost, deleted_at is null), ';' order by id) from orders where to_char(completed_on, 'YYYY-MM') = :month), '')) as sales,
            md5(coalesce((select string_agg(concat_ws('|', id, refunded_on, total, shipping_cost, deleted_at is null), ';' order by id) from orders where to_char(refunded_on, 'YYYY-MM') = :month), '')) as refunds,
            md5(coalesce((select string_agg(concat_ws('|', id, received_on, total, deleted_at is null), ';' order by id) from purchase_orders where to_char(received_on, 'YYYY-MM') = :month), '')) as received`.replaceAll(
      ":month",
      "?",
    ),
    Array(12).fill(month),
  );
  return JSON.stringify(row);
};

/** The closed months whose rows changed after they closed, and months closed that the test did not see close. */
export const closedPeriodsChanged = async (db: Knex, closed: Map<string, string>) => {
  const changed: { month: string; was: unknown; now: unknown }[] = [];
  const months = ((await rowsOf(db, "select month from accounting_periods order by month")) as { month: string }[]).map((r) => r.month);
  for (const month of months) {
    const now = await periodFingerprint(db, month);
    const was = closed.get(month);
    if (was === undefined) closed.set(month, now);
    else if (was !== now) {
      const [before, after] = [JSON.parse(was), JSON.parse(now)];
      changed.push({ month, was: Object.keys(before).filter((k) => before[k] !== after[k]), now: null });
    }
  }
  for (const month of closed.keys()) if (!months.includes(month)) closed.delete(month);
  return changed;
};

/**
 * Whether a kind of document takes its number's year from its own date, so that the numbering
 * invariant checks that year and the run 1..n for it: all do since the numbering service (issue 22,
 * items 3 and 5; before it, service invoices and quotations took the year they were created in, sales
 * and purchase orders the database's current_date from a sequence that never restarted).
 */
export const numberYearFromDate = { SI: true, QT: true, SO: true, PO: true };

/**
 * Document numbers: vouchers, service invoices and quotations per type and year run 1..n with no gap
 * and no duplicate, a voucher's year its date's; sales and purchase order numbers are never given twice.
 */
export const numbering = async (db: Knex) => {
  const problems: string[] = [];
  const numbered = (await rowsOf(
    db,
    `select number, date::text as date from vouchers
     union all select number, case when ? then invoice_date::text else substr(number, 4, 4) end from service_invoices
     union all select number, case when ? then quotation_date::text else substr(number, 4, 4) end from quotations
     union all select number, order_date::text from orders where ?
     union all select number, order_date::text from purchase_orders where ?`,
    [numberYearFromDate.SI, numberYearFromDate.QT, numberYearFromDate.SO, numberYearFromDate.PO],
  )) as { number: string; date: string }[];
  const byKey = new Map<string, number[]>();
  for (const v of numbered) {
    const [prefix, year, n] = v.number.split("-");
    if (year !== v.date.slice(0, 4)) problems.push(`${v.number} is dated ${v.date}`);
    const key = `${prefix}-${year}`;
    byKey.set(key, [...(byKey.get(key) ?? []), Number(n)]);
  }
  for (const [key, numbers] of byKey) {
    const sorted = [...numbers].sort((a, b) => a - b);
    if (sorted.some((n, i) => n !== i + 1)) problems.push(`${key}: ${sorted.join(",")}`);
  }
  for (const table of ["orders", "purchase_orders"]) {
    const dupes = await rowsOf(db, `select number, count(*)::int as n from ${table} group by number having count(*) > 1`);
    for (const d of dupes) problems.push(`${table} ${d.number} x${d.n}`);
  }
  return problems;
};

/** Every invariant at once (the bank's over the months the sequences write in). */
export const expectBooksAgree = async (db: Knex, seen: { paid: Map<string, string>; closed: Map<string, string> }) => {
  expect({ salaryBooked: await salaryBooked(db) }).toEqual({ salaryBooked: [] });
  expect({ paidRowsChanged: await paidRowsChanged(db, seen.paid) }).toEqual({ paidRowsChanged: [] });
  expect({ stockLevels: await stockLevels(db) }).toEqual({ stockLevels: [] });
  expect({ averageCost: await averageCost(db) }).toEqual({ averageCost: [] });
  expect({ vouchersBalance: await vouchersBalance(db) }).toEqual({ vouchersBalance: [] });
  const bank = await bankBalances(db, "2026-10-01", "2026-12-31");
  expect({ bankDays: bank.days }).toEqual({ bankDays: [] });
  expect({ partnerBalances: await partnerBalances(db) }).toEqual({ partnerBalances: [] });
  expect({ postings: await postings(db) }).toEqual({ postings: [] });
  expect({ closedPeriodsChanged: await closedPeriodsChanged(db, seen.closed) }).toEqual({ closedPeriodsChanged: [] });
  expect({ numbering: await numbering(db) }).toEqual({ numbering: [] });
  return bank.scratch;
};

/**
 * A year's figures per month, from scratch, on the accrual basis the reports state (api/src/reports/figures.ts):
 * sales = goods (total less shipping) of orders completed in the month (completed_on) less those of
 * orders refunded in it (refunded_on); shipping the same way; cogs = the completed orders' 'sold'
 * movements' cost less the refunded orders' 'return' movements' cost, each on its order's day; incomes
 * other than sales orders', purchases, clerks' expenses and salary as booked, by date. Written here
 * from the base tables (orders, stock movements, incomes, expenses), never from the summaries the
 * reports read. `booked_sales` is the accounting lists' side: sales_order incomes less refund expenses.
 */
export const monthlyFromScratch = async (db: Knex, year: number) =>
  (await rowsOf(
    db,
    `with months as (select to_char(make_date(?, m, 1), 'YYYY-MM') as month from generate_series(1, 12) m),
     done as (
       select to_char(completed_on, 'YYYY-MM') as month, count(*) as orders, count(*) filter (where shipping_cost > 0) as shipped,
              sum(total - shipping_cost) as goods, sum(shipping_cost) as shipping
         from orders where deleted_at is null and completed_on is not null group by 1),
     back as (
       select to_char(refunded_on, 'YYYY-MM') as month, count(*) as refunds, sum(total - shipping_cost) as returns, sum(shipping_cost) as shipping
         from orders where deleted_at is null and refunded_on is not null group by 1),
     cost as (
       select to_char(case m.type when 'sold' then o.completed_on else o.refunded_on end, 'YYYY-MM') as month,
              sum(case m.type when 'sold' then m.total_cost else -m.total_cost end) as cogs
         from stock_movements m join orders o on o.id = m.order_id
        where o.deleted_at is null and m.type in ('sold', 'return') and (case m.type when 'sold' then o.completed_on else o.refunded_on end) is not null
        group by 1),
     received as (
       select to_char(received_on, 'YYYY-MM') as month, sum(total) as purchases from purchase_orders
        where deleted_at is null and received_on is not null group by 1),
     inc as (select to_char(date, 'YYYY-MM') as month, sum(amount) filter (where source <> 'sales_order') as incomes,
                    coalesce(sum(amount) filter (where source = 'sales_order'), 0) as sales_incomes
               from incomes where deleted_at is null group by 1),
     exp as (select to_char(date, 'YYYY-MM') as month,
                    sum(amount) filter (where source = 'purchase_order') as purchases,
                    sum(amount) filter (where source = 'normal') as expenses,
                    sum(amount) filter (where source = 'salary') as salary,
                    coalesce(sum(amount) filter (where source = 'refund'), 0) as refunds
               from expenses where deleted_at is null group by 1)
     select months.month,
            coalesce(done.orders, 0)::int as orders, coalesce(done.shipped, 0)::int as shipped,
            coalesce(done.goods, 0)::numeric(16,2)::text as gross, coalesce(back.returns, 0)::numeric(16,2)::text as returns,
            (coalesce(done.goods, 0) - coalesce(back.returns, 0))::numeric(16,2)::text as sales,
            coalesce(done.shipping, 0)::numeric(16,2)::text as shipped_cost,
            (coalesce(done.shipping, 0) - coalesce(back.shipping, 0))::numeric(16,2)::text as shipping,
            coalesce(cost.cogs, 0)::numeric(16,2)::text as cogs,
            coalesce(inc.incomes, 0)::numeric(16,2)::text as incomes, coalesce(exp.purchases, 0)::numeric(16,2)::text as purchases,
            coalesce(received.purchases, 0)::numeric(16,2)::text as received,
            coalesce(exp.expenses, 0)::numeric(16,2)::text as expenses, coalesce(exp.salary, 0)::numeric(16,2)::text as salary,
            (coalesce(inc.sales_incomes, 0) - coalesce(exp.refunds, 0))::numeric(16,2)::text as booked_sales
       from months left join done using (month) left join back using (month) left join cost using (month)
       left join received using (month) left join inc using (month) left join exp using (month)
      order by months.month`,
    [year],
  )) as {
    month: string;
    orders: number;
    shipped: number;
    gross: string;
    returns: string;
    sales: string;
    shipped_cost: string;
    shipping: string;
    cogs: string;
    incomes: string;
    purchases: string;
    received: string;
    expenses: string;
    salary: string;
    booked_sales: string;
  }[];

/** A month's tax lines from scratch (the tax run's rule, accrual basis): completed in it and not refunded by its end, and refunds in it of earlier months' orders, negative. */
export const taxFromScratch = async (db: Knex, month: string, rate: string) => {
  const [row] = await rowsOf(
    db,
    `with m as (select ?::date as first, (?::date + interval '1 month' - interval '1 day')::date as last)
     select count(*)::int as lines, coalesce(sum(sign * (total - shipping_cost)), 0)::numeric(16,2)::text as taxable,
            coalesce(sum(sign * round((total - shipping_cost) * ?::numeric / 100, 2)), 0)::numeric(16,2)::text as tax
       from (select 1 as sign, o.* from orders o, m
              where o.deleted_at is null and o.completed_on between m.first and m.last and (o.refunded_on is null or o.refunded_on > m.last)
             union all
             select -1, o.* from orders o, m
              where o.deleted_at is null and o.refunded_on between m.first and m.last and o.completed_on < m.first) t`,
    [`${month}-01`, `${month}-01`, rate],
  );
  return row as { lines: number; taxable: string; tax: string };
};

const cents = (value: unknown) => toCents(String(value ?? "0"));
const sumOf = (rows: Record<string, unknown>[], name: string) => fromCents(rows.reduce((sum, row) => sum + cents(row[name]), 0n));

type Section = { name: string; rows: Record<string, unknown>[]; totals: Record<string, unknown> };

/**
 * Every report that counts the books, as the API answers it, against the from-scratch figures (issue
 * 22: "every report's totals equal a from-scratch recomputation for the same period"): the summary,
 * income statement and closing (each month), the sales, profit and shipping-cost reports by month
 * and their other sections' totals, the purchase report's total, and the tax report of the months
 * the sequences write in; and the accounting lists' side of each month: revenue + shipping = the
 * sales_order incomes less the refund expenses, purchases = the received purchase orders' totals.
 * The rows a report leaves out are months with nothing.
 */
export const reportsFromScratch = async (
  get: (url: string) => Promise<{ status: number; body: unknown }>,
  db: Knex,
  year: number,
  taxMonths: readonly string[] = [],
) => {
  const scratch = await monthlyFromScratch(db, year);
  const report = async (url: string) => {
    const res = await get(`/api/reports/${url}`);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    const body = res.body as { basis: string; sections: Section[] };
    if (!body.basis) throw new Error(`${url}: no basis`);
    return (name: string) => body.sections.find((s) => s.name === name)!;
  };
  const yearly = `from=${year}-01-01&to=${year}-12-31`;
  const summary = (await report(`summary?year=${year}`))("by-month");
  const statement = (await report(`income-statement?year=${year}`))("by-month");
  const sales = await report(`sales?${yearly}`);
  const profit = await report(`profit?${yearly}`);
  const shipping = await report(`shipping-cost?${yearly}`);
  const purchase = await report(`purchase?${yearly}`);
  const problems: unknown[] = [];
  const compare = (what: string, got: Record<string, unknown> | undefined, want: Record<string, string | number>) => {
    const wrong = Object.entries(want).filter(([k, v]) => cents(got?.[k]) !== toCents(String(v)));
    if (wrong.length) problems.push({ what, got, want });
  };
  const c = (v: string) => cents(v);
  for (const m of scratch) {
    // the accounting lists' side: what the orders booked, and the received purchase orders' expenses
    compare(
      `accounting lists ${m.month}`,
      { sales: fromCents(c(m.sales) + c(m.shipping)), purchases: m.purchases },
      {
        sales: m.booked_sales,
        purchases: m.received,
      },
    );
    const net = fromCents(c(m.sales) + c(m.shipping) + c(m.incomes) - c(m.purchases) - c(m.expenses) - c(m.salary));
    compare(
      `summary ${m.month}`,
      summary.rows.find((r) => r.month === m.month),
      { sales: m.sales, shipping: m.shipping, purchases: m.purchases, incomes: m.incomes, expenses: m.expenses, salary: m.salary, net },
    );
    const gross = fromCents(c(m.sales) - c(m.cogs));
    const figures = {
      revenue: m.sales,
      cogs: m.cogs,
      gross_profit: gross,
      shipping: m.shipping,
      other_income: m.incomes,
      expenses: m.expenses,
      salary: m.salary,
      net_profit: fromCents(c(gross) + c(m.shipping) + c(m.incomes) - c(m.expenses) - c(m.salary)),
    };
    compare(
      `income-statement ${m.month}`,
      statement.rows.find((r) => r.month === m.month),
      figures,
    );
    if (taxMonths.includes(m.month)) {
      compare(`closing ${m.month}`, (await report(`closing?month=${m.month}`))("figures").rows[0], { ...figures, purchases: m.purchases });
      const tax = (await report(`tax?month=${m.month}&rate=7.5`))("orders");
      const want = await taxFromScratch(db, m.month, "7.5");
      compare(
        `tax ${m.month}`,
        { ...tax.totals, lines: String(tax.rows.length) },
        { taxable_amount: want.taxable, tax: want.tax, lines: want.lines },
      );
    }
    // a month a section leaves out has nothing
    const byMonth = (section: Section) => section.rows.find((r) => r.month === m.month) ?? {};
    compare(`sales ${m.month}`, byMonth(sales("by-month")), { orders: m.orders, gross: m.gross, returns: m.returns, net: m.sales });
    compare(`profit ${m.month}`, byMonth(profit("by-month")), { revenue: m.sales, cogs: m.cogs, profit: gross });
    compare(`shipping-cost ${m.month}`, byMonth(shipping("by-month")), { orders: m.orders, shipped: m.shipped, shipping_cost: m.shipped_cost });
  }
  const total = (name: keyof (typeof scratch)[number]) => sumOf(scratch as unknown as Record<string, unknown>[], name);
  compare("summary totals", summary.totals, {
    sales: total("sales"),
    shipping: total("shipping"),
    purchases: total("purchases"),
    salary: total("salary"),
  });
  compare("income-statement totals", statement.totals, { revenue: total("sales"), cogs: total("cogs"), other_income: total("incomes") });
  // every section of a report adds up to the same year
  for (const name of ["by-product", "by-customer", "by-salesperson", "by-month"])
    compare(`sales ${name} totals`, sales(name).totals, { gross: total("gross"), returns: total("returns"), net: total("sales") });
  for (const name of ["by-product", "by-month"])
    compare(`profit ${name} totals`, profit(name).totals, { revenue: total("sales"), cogs: total("cogs") });
  for (const name of ["by-month", "by-customer"])
    compare(`shipping-cost ${name} totals`, shipping(name).totals, { shipping_cost: total("shipped_cost") });
  compare("purchase totals", purchase("by-vendor").totals, { total: total("received") });
  compare("purchase by-product totals", purchase("by-product").totals, { amount: total("received") });
  return problems;
};
