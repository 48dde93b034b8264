import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import type { Row } from "../../crud/service";
import { ApiError } from "../../http/errors";
import type { Config } from "../../config";
import type { EntityDef } from "../../entities";
import { taxLinesSql } from "../../reports/tax";

export interface TaxRun {
  id: number;
  month: string;
  rate: string;
  orders: number;
  order_amount: string;
  taxable_amount: string;
  tax_amount: string;
}

/**
 * Runs the tax of a month at a rate, set-based, on the accrual basis (the tax report's lines,
 * api/src/reports/tax.ts): one line per sales order completed in the month (the company's day),
 * taxable = total less shipping cost, tax rounded half-up to the cent per line; an order refunded in
 * the month that completed earlier is a negative line (the earlier month's run never changes); the
 * run's totals sum the lines. A month run again replaces its lines.
 */
export const runTax = (db: Knex, _config: Config, entity: EntityDef, month: string, rate: number, actor: Actor): Promise<TaxRun> =>
  runAction(db, actor, { action: "run", target: "taxes", targetId: (run: TaxRun) => run.id, entity }, async (trx) => {
    const {
      rows: [{ id }],
    } = await trx.raw(
      `insert into taxes as t (month, rate, run_at, created_by, updated_by) values (?, ?, now(), ?, ?)
       on conflict (month) where deleted_at is null
       do update set rate = excluded.rate, run_at = now(), updated_at = now(), updated_by = excluded.updated_by
       returning id`,
      [month, rate, actor.userId, actor.userId],
    );
    await trx("tax_lines").where({ tax_id: id }).delete();
    const [y, m] = month.split("-").map(Number);
    const to = `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
    await trx.raw(
      `insert into tax_lines (tax_id, order_id, order_number, order_amount, shipping_cost, taxable_amount, tax_rate, tax_amount)
       select :id, l.order_id, l.number, l.order_amount, l.shipping_cost, l.taxable_amount, l.rate, l.tax from (${taxLinesSql}) l`,
      { id, from: `${month}-01`, to, rate },
    );
    const {
      rows: [run],
    } = await trx.raw(
      `update taxes t
          set orders = s.orders, order_amount = s.order_amount, taxable_amount = s.taxable_amount, tax_amount = s.tax_amount
         from (select count(*)::int as orders, coalesce(sum(order_amount), 0) as order_amount,
                      coalesce(sum(taxable_amount), 0) as taxable_amount, coalesce(sum(tax_amount), 0) as tax_amount
                 from tax_lines where tax_id = ?) s
        where t.id = ?
        returning t.id, t.month, t.rate::text as rate, t.orders, t.order_amount, t.taxable_amount, t.tax_amount`,
      [id, id],
    );
    return run as TaxRun;
  });

/** The columns of a run's lines (list and CSV). */
export const taxLineColumns = ["order_number", "order_amount", "shipping_cost", "taxable_amount", "tax_rate", "tax_amount"] as const;

/** A live tax run (404 otherwise). */
export const taxOf = async (db: Knex, id: number) => {
  const tax = await db("taxes").where({ id }).whereNull("deleted_at").first("id", "month", "orders");
  if (!tax) throw ApiError.notFound();
  return tax as { id: number; month: string; orders: number };
};

/** A page of a run's lines, in order number order. */
export const taxLinesPage = (db: Knex, taxId: number, offset: number, limit: number): Promise<Row[]> =>
  db("tax_lines")
    .where({ tax_id: taxId })
    .orderBy("order_id")
    .offset(offset)
    .limit(limit)
    .select("id", "order_id", ...taxLineColumns);

/** Every line of a run for an export, read in batches by key (no offset scan, never the whole run in memory). */
export async function* taxLinesOf(db: Knex, taxId: number, batch = 5000): AsyncGenerator<Row> {
  for (let after = 0; ; ) {
    const page = (await db("tax_lines")
      .where({ tax_id: taxId })
      .where("order_id", ">", after)
      .orderBy("order_id")
      .limit(batch)
      .select("order_id", ...taxLineColumns)) as Row[];
    yield* page;
    if (page.length < batch) return;
    after = page[page.length - 1].order_id as number;
  }
}

/** The tax an order's sale was run at (a live run's line for its completion, not a refund's), or undefined while none. */
export interface OrderTax {
  rate: string;
  amount: string;
}

/** The rate and tax of an order's sale in the latest live tax run that counted it: what its invoice states as included. */
export const orderTax = async (db: Knex, orderId: number): Promise<OrderTax | undefined> => {
  const row = await db("tax_lines as l")
    .join("taxes as t", "t.id", "l.tax_id")
    .where("l.order_id", orderId)
    .whereNull("t.deleted_at")
    .where("l.tax_amount", ">", 0)
    .orderBy("t.run_at", "desc")
    .first(db.raw("l.tax_rate::text as rate"), "l.tax_amount as amount");
  return row as OrderTax | undefined;
};
