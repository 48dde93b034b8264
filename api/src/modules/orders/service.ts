import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import { type NumberSeries, numberOnWrite } from "../../crud/numbering";
import { CrudService, type Row } from "../../crud/service";
import { orderTransitions, type OrderStatus } from "../../entities";
import { fromCents, sumCents, toCents } from "../../entities/money";
import { ApiError, msg } from "../../http/errors";
import { translatorFor } from "../../i18n";
import type { Movement } from "../stock";
import { type Notified, queueStatusNotices } from "./notify";

type Values = Record<string, unknown>;

/** Sales orders, numbered per year (SO-2026-000001) in the module's `order_numbers` counters. */
export const orderNumbers: NumberSeries = { table: "order_numbers", kind: "SO", prefix: "SO", digits: 6 };
type Line = { product_id: number; quantity: number; price?: string; amount?: string };

/** Fields that may still change once an order has left `pending`. */
const alwaysEditable = new Set(["reason", "expiration"]);

export interface StatusChange extends Notified {
  order: Row;
  from: OrderStatus;
  to: OrderStatus;
}

/**
 * Orders: a readable number; unit prices copied from the products when lines are added (a product
 * kept on the order keeps its price); amounts and the total computed in cents. The status moves
 * only through the workflow, moving stock, recording history and telling the customer (e-mail, SMS,
 * in their language) through the outbox, all in the transaction of the change.
 */
export class OrdersService extends CrudService {
  protected override async prepare(trx: Knex.Transaction, values: Values, id?: number): Promise<Values> {
    const columns = { ...values };
    if (id !== undefined) {
      const { status } = await trx("orders").where({ id }).first("status");
      if (status !== "pending" && Object.keys(values).some((name) => !alwaysEditable.has(name))) throw new ApiError(409, msg("orderLocked"));
    }
    // numbered in the year of its date; a pending order moved to another year is renumbered in that year's series
    const number = await numberOnWrite(trx, orderNumbers, { table: "orders", dateField: "order_date", values, id });
    if (number) columns.number = number;
    if (values.lines) Object.assign(columns, await this.priced(trx, values.lines as Line[], id));
    if (values.lines || values.shipping_cost !== undefined) Object.assign(columns, await this.withShipping(trx, columns, id));
    return columns;
  }

  /** The total is the lines' amounts plus the shipping cost (a blanked shipping cost is 0). */
  private async withShipping(trx: Knex.Transaction, columns: Values, id?: number) {
    const current = id === undefined ? undefined : await trx("orders").where({ id }).first("shipping_cost");
    const shipping = columns.shipping_cost !== undefined ? toCents((columns.shipping_cost as string | null) ?? "0") : toCents(current?.shipping_cost);
    const lines =
      columns.total !== undefined
        ? toCents(columns.total as string)
        : toCents((await trx("order_lines").where({ order_id: id }).sum({ total: "amount" }).first())?.total ?? "0");
    return { shipping_cost: fromCents(shipping), total: fromCents(lines + shipping) };
  }

  /** Lines with price and amount, and the order total; a product already on the order keeps its price. */
  private async priced(trx: Knex.Transaction, lines: Line[], id?: number) {
    const ids = [...new Set(lines.map((line) => line.product_id))];
    const current = new Map<number, string>(
      (await trx("products").whereIn("id", ids).select("id", "price")).map((p: { id: number; price: string }) => [p.id, p.price]),
    );
    if (id !== undefined) {
      const kept = await trx("order_lines").where({ order_id: id }).whereIn("product_id", ids).select("product_id", "price");
      for (const line of kept as { product_id: number; price: string }[]) current.set(line.product_id, line.price);
    }
    const priced = lines.map((line) => {
      const price = toCents(current.get(line.product_id));
      return { ...line, price: fromCents(price), amount: fromCents(price * BigInt(line.quantity)) };
    });
    return { lines: priced, total: fromCents(sumCents(priced.map((line) => toCents(line.amount)))) };
  }

  /** The history starts with the order: created as pending. */
  protected override async afterCreate(trx: Knex.Transaction, id: number, actor: Actor) {
    await trx("order_status_history").insert({ order_id: id, from_status: null, to_status: "pending", user_id: actor.userId });
  }

  protected override async beforeRemove(trx: Knex.Transaction, id: number) {
    const { status } = await trx("orders").where({ id }).first("status");
    if (status !== "pending" && status !== "cancelled") throw new ApiError(409, msg("orderNotDeletable"));
  }

  /** The list's bulk move (`bulk.status` in the declaration): each order through the same change as one. */
  override async runVerb(verb: string, id: number, values: Record<string, unknown>, actor: Actor): Promise<unknown> {
    if (verb !== "status") return super.runVerb(verb, id, values, actor);
    return this.changeStatus(id, values.status as OrderStatus, (values.reason as string | null | undefined) || null, actor);
  }

  /**
   * Moves an order along the workflow in one transaction: the order row locked, the move checked
   * (409), stock taken or given back under the level locks (422 when short), the history line, the
   * behaviour log and the customer's notices queued. They are sent after the commit.
   */
  async changeStatus(id: number, to: OrderStatus, reason: string | null, actor: Actor): Promise<StatusChange> {
    // the history line is the module's own (order_status_history, with the reason: a history source of the module)
    const record = { action: "status", target: "orders", targetId: id, entity: this.entity, history: false } as const;
    const change = await runAction(this.db, actor, record, async (trx) => {
      const order = await trx("orders")
        .where({ id })
        .whereNull("deleted_at")
        .first("id", "number", "status", "customer_id", "total", "payment_method", "completed_on")
        .forUpdate();
      if (!order) throw ApiError.notFound();
      const from = order.status as OrderStatus;
      if (!(orderTransitions[from] as readonly string[]).includes(to)) throw new ApiError(409, msg("illegalTransition", { from, to }));
      // Everything a status change writes is dated today (the stock it moves, the money it books, and on
      // the reports' accrual basis the sale and its cost of goods at a first completion and the refund),
      // so today's month must be open, money or not (an order of 0.00 books none). The order's own month
      // is not written: an order of a closed month may still be shipped, completed or refunded.
      await this.assertPeriodOpen(trx, this.today());

      await this.moveStock(trx, order, from, to, actor);
      await this.book(trx, order, to, actor);
      await trx("orders")
        .where({ id })
        .update({
          status: to,
          updated_at: trx.fn.now(),
          updated_by: actor.userId,
          // the days it enters the books (reports' accrual basis): first completion, refund
          ...(to === "completed"
            ? { completed_at: trx.raw("coalesce(completed_at, now())"), completed_on: trx.raw("coalesce(completed_on, ?::date)", [this.today()]) }
            : {}),
          ...(to === "refunded" ? { refunded_on: this.today() } : {}),
        });
      await trx("order_status_history").insert({ order_id: id, from_status: from, to_status: to, reason, user_id: actor.userId });

      const notified = await queueStatusNotices(this.ctx, trx, order, to, reason);
      return { order: await this.get(id, { trx }), from, to, ...notified };
    });
    if (change.emailed || change.texted) this.ctx.mailer.kick();
    return change;
  }

  /**
   * Money through the posting service, in the change's transaction: completed books the order's total
   * as a sales_order income, refunded books it as a refund expense. Both are idempotent on the order,
   * so completed again after a return books nothing new.
   */
  private async book(
    trx: Knex.Transaction,
    order: { id: number; number: string; customer_id: number; total: string; payment_method: string },
    to: OrderStatus,
    actor: Actor,
  ) {
    if (toCents(order.total) <= 0n) return;
    const entry = { date: this.today(), amount: order.total, reference: order.number, reference_id: order.id, payment_method: order.payment_method };
    const { posting } = this.ctx.modules.accounting;
    if (to === "completed") await posting.bookIncome(trx, actor, { ...entry, source: "sales_order", customer_id: order.customer_id });
    if (to === "refunded")
      await posting.bookExpense(trx, actor, {
        ...entry,
        source: "refund",
        usage: translatorFor("en")("expenses.messages.refundUsage", { number: order.number }),
      });
  }

  /** processing takes the stock; cancelling from processing reverses that; refunded books the goods back in. */
  private async moveStock(trx: Knex.Transaction, order: { id: number; number: string }, from: OrderStatus, to: OrderStatus, actor: Actor) {
    const reference = order.number;
    if (to === "processing") {
      const lines = (await trx("order_lines").where({ order_id: order.id }).orderBy("position").select("product_id", "quantity")) as Line[];
      const movements: Movement[] = lines.map((line) => ({ ...line, type: "sold", order_id: order.id, reference }));
      await this.ctx.modules.stock.ledger.bookMovements(trx, movements, actor.userId);
    } else if ((from === "processing" && to === "cancelled") || to === "refunded") {
      // Back at the cost the goods left with: the negated sale, or a return of what was sold.
      const sold = (await trx("stock_movements")
        .where({ order_id: order.id, type: "sold" })
        .groupBy("product_id")
        .havingRaw("sum(quantity) > 0")
        .select("product_id", trx.raw("sum(quantity)::int as quantity"), trx.raw("sum(total_cost) as total_cost"))) as {
        product_id: number;
        quantity: number;
        total_cost: string;
      }[];
      const movements: Movement[] = sold.map((line) => ({
        product_id: line.product_id,
        type: to === "cancelled" ? "sold" : "return",
        quantity: to === "cancelled" ? -line.quantity : line.quantity,
        total_cost: line.total_cost,
        order_id: order.id,
        reference,
        ...(to === "refunded" ? { return_type: "refund" } : {}),
      }));
      await this.ctx.modules.stock.ledger.bookMovements(trx, movements, actor.userId);
    }
  }
}
