import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import { type NumberSeries, numberOnWrite } from "../../crud/numbering";
import { CrudService, type Row } from "../../crud/service";
import { fromCents, sumCents, toCents } from "../../entities/money";
import { ApiError, msg } from "../../http/errors";
import type { Movement } from "../stock";

type Values = Record<string, unknown>;

/** Purchase orders, numbered per year (PO-2026-00001) in the module's `purchase_order_numbers` counters. */
export const purchaseOrderNumbers: NumberSeries = { table: "purchase_order_numbers", kind: "PO", prefix: "PO", digits: 5 };
type Item = { product_id: number; quantity: number; unit_cost: string; amount?: string };
type Payment = { date: string; amount: string; transaction_id?: string | null; payment_method: string };

/** A payment as one comparable string: a completed order's payments may be added to, never changed. */
const paymentKey = (p: Payment) => [String(p.date).slice(0, 10), fromCents(toCents(p.amount)), p.transaction_id ?? "", p.payment_method].join("|");

/** The remaining due named in an overpayment refusal (never below zero). */
const overpaid = (total: bigint, paid: bigint) =>
  new ApiError(422, msg("purchase-orders.messages.overpaid", { due: fromCents(total > paid ? total - paid : 0n) }));

/** Vendors: one with purchase orders cannot be deleted (409 naming how many). */
export class VendorsService extends CrudService {
  protected override async beforeRemove(trx: Knex.Transaction, id: number) {
    const { count } = (await trx("purchase_orders").where({ vendor_id: id }).whereNull("deleted_at").count({ count: "*" }).first()) as {
      count: string | number;
    };
    if (Number(count) > 0) throw new ApiError(409, msg("vendors.messages.hasPurchaseOrders", { count: Number(count) }));
  }
}

/**
 * Purchase orders: a readable number; item amounts, the total, paid and due computed in cents;
 * payments never exceed the total. Completing books the items into stock at their unit cost and one
 * `purchase_order` expense of the total, under the order's row lock, exactly once.
 */
export class PurchaseOrdersService extends CrudService {
  protected override async prepare(trx: Knex.Transaction, values: Values, id?: number): Promise<Values> {
    const columns: Values = { ...values };
    let total = 0n;
    let paid = 0n;
    let stored: Payment[] = [];
    if (id !== undefined) {
      const current = await trx("purchase_orders").where({ id }).first("status", "total", "paid");
      total = toCents(current.total);
      paid = toCents(current.paid);
      if (current.status !== "pending") {
        if (Object.keys(values).some((name) => name !== "payments")) throw new ApiError(409, msg("purchase-orders.messages.locked"));
        stored = await trx("purchase_order_payments").where({ purchase_order_id: id }).orderBy("position").select("*");
      }
    }
    // numbered in the year of its date; a pending order moved to another year is renumbered in that year's series
    const number = await numberOnWrite(trx, purchaseOrderNumbers, { table: "purchase_orders", dateField: "order_date", values, id });
    if (number) columns.number = number;
    if (values.items) {
      const items = (values.items as Item[]).map((item) => ({
        ...item,
        amount: fromCents(toCents(item.unit_cost) * BigInt(item.quantity)),
      }));
      columns.items = items;
      total = sumCents(items.map((item) => toCents(item.amount)));
      columns.total = fromCents(total);
    }
    if (values.payments) {
      const payments = values.payments as Payment[];
      if (stored.length) {
        // a completed order: every payment already recorded stays as it was
        const given = payments.map(paymentKey);
        for (const key of stored.map(paymentKey)) {
          const at = given.indexOf(key);
          if (at < 0) throw new ApiError(409, msg("purchase-orders.messages.paymentsKept"));
          given.splice(at, 1);
        }
      }
      const before = paid;
      paid = sumCents(payments.map((p) => toCents(p.amount)));
      if (paid > total) throw overpaid(total, before);
      columns.paid = fromCents(paid);
    } else if (paid > total) throw overpaid(total, paid);
    if (values.items || values.payments || id === undefined) columns.due = fromCents(total - paid);
    return columns;
  }

  protected override async beforeRemove(trx: Knex.Transaction, id: number) {
    const { status } = await trx("purchase_orders").where({ id }).first("status");
    if (status !== "pending") throw new ApiError(409, msg("purchase-orders.messages.notDeletable"));
  }

  /** Records one payment under the order's lock: 422 naming the remaining due when it would exceed the total. */
  async pay(id: number, payment: Payment, actor: Actor): Promise<Row> {
    return runAction(this.db, actor, { action: "pay", target: this.entity.name, targetId: id, entity: this.entity }, async (trx) => {
      const order = await trx("purchase_orders").where({ id }).whereNull("deleted_at").first("total", "paid").forUpdate();
      if (!order) throw ApiError.notFound();
      const total = toCents(order.total);
      const paid = toCents(order.paid) + toCents(payment.amount);
      if (paid > total) throw overpaid(total, toCents(order.paid));
      const { rows } = await trx.raw("select coalesce(max(position) + 1, 0) as position from purchase_order_payments where purchase_order_id = ?", [
        id,
      ]);
      await trx("purchase_order_payments").insert({ ...payment, purchase_order_id: id, position: rows[0].position });
      await trx("purchase_orders")
        .where({ id })
        .update({ paid: fromCents(paid), due: fromCents(total - paid), updated_at: trx.fn.now(), updated_by: actor.userId });
      return this.get(id, { trx });
    });
  }

  /**
   * Completes a pending order in one transaction: the order row locked (a second call, or one
   * running at the same time, waits here and then answers 409), every item into stock as an `in`
   * movement at its unit cost, and one `purchase_order` expense of the total.
   */
  async complete(id: number, actor: Actor): Promise<Row> {
    return runAction(this.db, actor, { action: "complete", target: this.entity.name, targetId: id, entity: this.entity }, async (trx) => {
      const order = await trx("purchase_orders as o")
        .join("vendors as v", "v.id", "o.vendor_id")
        .where("o.id", id)
        .whereNull("o.deleted_at")
        .forUpdate("o")
        .first("o.id", "o.number", "o.status", "o.total", "v.company_name as vendor");
      if (!order) throw ApiError.notFound();
      if (order.status !== "pending") throw new ApiError(409, msg("purchase-orders.messages.alreadyCompleted", { number: order.number }));
      // the goods come in, the purchase is booked and received_on set today (the reports' accrual basis):
      // today's month must be open; the order's own month is not written
      await this.assertPeriodOpen(trx, this.today());

      const items = (await trx("purchase_order_items")
        .where({ purchase_order_id: id })
        .orderBy("position")
        .select("product_id", "quantity", "unit_cost")) as Item[];
      const movements: Movement[] = items.map((item) => ({
        product_id: item.product_id,
        type: "in",
        quantity: item.quantity,
        unit_cost: item.unit_cost,
        reference: order.number,
        partner: String(order.vendor).slice(0, 200),
      }));
      await this.ctx.modules.stock.ledger.bookMovements(trx, movements, actor.userId);
      if (toCents(order.total) > 0n)
        await this.ctx.modules.accounting.posting.bookExpense(trx, actor, {
          date: this.today(),
          amount: fromCents(toCents(order.total)),
          source: "purchase_order",
          reference: order.number,
          reference_id: order.id,
          usage: `${order.number} ${order.vendor}`.slice(0, 200),
          description: null,
        });
      await trx("purchase_orders")
        .where({ id })
        .update({ status: "completed", completed_at: trx.fn.now(), received_on: this.today(), updated_at: trx.fn.now(), updated_by: actor.userId });
      return this.get(id, { trx });
    });
  }

  /** A vendor's purchase orders with their paid and due totals (its show page). */
  async vendorSummary(vendorId: number) {
    const row = await this.db("purchase_orders")
      .where({ vendor_id: vendorId })
      .whereNull("deleted_at")
      .first(
        this.db.raw("count(*)::int as orders"),
        this.db.raw("coalesce(sum(total), 0) as total"),
        this.db.raw("coalesce(sum(paid), 0) as paid"),
        this.db.raw("coalesce(sum(due), 0) as due"),
      );
    return {
      orders: row.orders as number,
      total: fromCents(toCents(row.total)),
      paid: fromCents(toCents(row.paid)),
      due: fromCents(toCents(row.due)),
    };
  }
}
