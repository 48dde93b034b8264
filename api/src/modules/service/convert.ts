import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import { type AppContext, serviceOf } from "../../context";
import { fromCents, sumCents, toCents } from "../../entities/money";
import quotations from "../../entities/quotations";
import { ApiError, msg } from "../../http/errors";
import { quotationLocked, QuotationsService } from "./quotations";

interface QuotedLine {
  item_type: "service_plan" | "service_unit" | "product";
  service_plan_id: number | null;
  service_unit_id: number | null;
  product_id: number | null;
  quantity: number;
  price: string;
  subtotal: string;
}

/** The quoted prices on the lines of what a conversion made (positions as created), and its total. */
const keepQuotedPrices = async (
  trx: Knex.Transaction,
  target: { table: string; lines: string; foreignKey: string; amount: string },
  id: number,
  quoted: QuotedLine[],
) => {
  for (const [position, line] of quoted.entries())
    await trx(target.lines)
      .where({ [target.foreignKey]: id, position })
      .update({ price: line.price, [target.amount]: line.subtotal });
  await trx(target.table)
    .where({ id })
    .update({ total: fromCents(sumCents(quoted.map((l) => toCents(l.subtotal)))) });
};

export interface Conversion {
  quotation: Record<string, unknown>;
  order_id: number | null;
  service_invoice_id: number | null;
}

/**
 * Converts an accepted quotation in one transaction: its product lines become a pending sales order,
 * its plan and unit lines a draft service invoice (at the quoted prices), both linked back to it, and
 * the quotation becomes converted and links to them. The quotation's row lock makes a second or
 * concurrent call wait and then answer 409, creating nothing.
 */
export const convertQuotation = (ctx: AppContext, id: number, actor: Actor, paymentMethod: string): Promise<Conversion> =>
  runAction(ctx.db, actor, { action: "convert", target: "quotations", targetId: id, entity: quotations }, async (trx) => {
    const inner = ctx.within(trx);
    const service = serviceOf(inner, "quotations", QuotationsService);
    const quotation = await service.lockRow(trx, id);
    if (quotation.status === "converted") throw quotationLocked("converted");
    if (quotation.status !== "accepted") throw new ApiError(409, msg("quotations.messages.acceptedOnly"));
    const lines = (await trx("quotation_lines")
      .where({ quotation_id: id })
      .orderBy("position")
      .select("item_type", "service_plan_id", "service_unit_id", "product_id", "quantity", "price", "subtotal")) as QuotedLine[];
    const today = service.today();
    const products = lines.filter((l) => l.item_type === "product");
    const services = lines.filter((l) => l.item_type !== "product");

    let orderId: number | null = null;
    if (products.length) {
      const order = await inner.services.get("orders")!.create(
        {
          customer_id: quotation.customer_id,
          order_date: today,
          payment_method: paymentMethod,
          lines: products.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
        },
        actor,
      );
      orderId = order.id;
      await keepQuotedPrices(trx, { table: "orders", lines: "order_lines", foreignKey: "order_id", amount: "amount" }, orderId, products);
      await trx("orders").where({ id: orderId }).update({ quotation_id: id });
    }
    let invoiceId: number | null = null;
    if (services.length) {
      const invoice = await inner.services.get("service-invoices")!.create(
        {
          customer_id: quotation.customer_id,
          invoice_date: today,
          remarks: quotation.number,
          lines: services.map(({ item_type, service_plan_id, service_unit_id, quantity }) => ({
            item_type,
            service_plan_id,
            service_unit_id,
            quantity,
          })),
        },
        actor,
      );
      invoiceId = invoice.id;
      await keepQuotedPrices(
        trx,
        { table: "service_invoices", lines: "service_invoice_lines", foreignKey: "service_invoice_id", amount: "subtotal" },
        invoiceId,
        services,
      );
      await trx("service_invoices").where({ id: invoiceId }).update({ quotation_id: id });
    }
    await trx("quotations")
      .where({ id })
      .update({ status: "converted", order_id: orderId, service_invoice_id: invoiceId, updated_at: trx.fn.now(), updated_by: actor.userId });
    return { quotation: await service.get(id, { trx }), order_id: orderId, service_invoice_id: invoiceId };
  });
