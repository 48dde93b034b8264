import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import { CrudService, type Row } from "../../crud/service";
import { serviceInvoiceTransitions, type ServiceInvoiceStatus } from "../../entities/service-invoices";
import { ApiError, msg } from "../../http/errors";
import { type ItemLine, priceLines } from "./lines";
import { numberOnWrite } from "../../crud/numbering";
import { serviceInvoiceNumbers } from "./numbering";

type Values = Record<string, unknown>;

/** Statuses whose invoice can no longer change at all (409 naming the status). */
const locked = new Set<ServiceInvoiceStatus>(["paid", "closed"]);

/** The refusal of a change to an invoice that is not a draft. */
export const notEditable = (status: ServiceInvoiceStatus, number: string) =>
  new ApiError(409, locked.has(status) ? msg("service-invoices.messages.locked", { number, status }) : msg("service-invoices.messages.draftOnly"));

export interface InvoiceRow {
  id: number;
  number: string;
  status: ServiceInvoiceStatus;
  customer_id: number;
  total: string;
  invoice_date: string;
}

/**
 * Service invoices: a gapless number per year, prices copied from the plans, units and products
 * when lines are added, the total in cents, at least one service plan line. Only drafts change;
 * paid and closed invoices are locked. The status moves through the workflow under the row's lock.
 */
export class ServiceInvoicesService extends CrudService {
  protected override async prepare(trx: Knex.Transaction, values: Values, id?: number): Promise<Values> {
    const columns = { ...values };
    if (id !== undefined) {
      const current = await trx("service_invoices").where({ id }).first("status", "number");
      if (current.status !== "draft") throw notEditable(current.status, current.number);
    }
    if (values.lines) {
      const lines = values.lines as ItemLine[];
      if (!lines.some((line) => line.item_type === "service_plan")) throw ApiError.invalid({ lines: msg("servicePlanRequired") }, 422);
      Object.assign(
        columns,
        await priceLines(trx, lines, id === undefined ? undefined : { table: "service_invoice_lines", foreignKey: "service_invoice_id", id }),
      );
    }
    // numbered in the year of its date; a draft moved to another year is renumbered in that year's series
    const number = await numberOnWrite(trx, serviceInvoiceNumbers, { table: "service_invoices", dateField: "invoice_date", values, id });
    if (number) columns.number = number;
    return columns;
  }

  protected override async beforeRemove(trx: Knex.Transaction, id: number) {
    const { status, number } = await trx("service_invoices").where({ id }).first("status", "number");
    if (locked.has(status)) throw notEditable(status, number);
    if (status !== "draft") throw new ApiError(409, msg("service-invoices.messages.notDeletable"));
  }

  /**
   * Moves an invoice along the workflow in one transaction: the row locked, the move checked (409),
   * paid sets is_paid and books the income (once: only an issued invoice becomes paid, under the
   * lock), closed stamps the closing date.
   */
  async changeStatus(id: number, to: ServiceInvoiceStatus, actor: Actor, db: Knex = this.db): Promise<Row> {
    return runAction(db, actor, { action: "status", target: "service-invoices", targetId: id, entity: this.entity }, async (trx) => {
      const invoice = (await trx("service_invoices")
        .where({ id })
        .whereNull("deleted_at")
        .first("id", "number", "status", "customer_id", "total", trx.raw("to_char(invoice_date, 'YYYY-MM-DD') as invoice_date"))
        .forUpdate()) as InvoiceRow | undefined;
      if (!invoice) throw ApiError.notFound();
      const from = invoice.status;
      if (!(serviceInvoiceTransitions[from] as readonly string[]).includes(to)) {
        if (locked.has(from)) throw notEditable(from, invoice.number);
        throw new ApiError(409, msg("service-invoices.messages.illegalTransition", { from, to }));
      }
      await this.assertRecordPeriodOpen(trx, id);
      const today = this.today();
      // accrual basis: the revenue is the invoice date's (its month is open: checked above), whenever it is paid
      if (to === "paid") await this.bookIncome(trx, actor, invoice, invoice.invoice_date);
      await trx("service_invoices")
        .where({ id })
        .update({
          status: to,
          is_paid: to === "paid" || to === "closed",
          ...(to === "closed" ? { closing_date: today } : {}),
          updated_at: trx.fn.now(),
          updated_by: actor.userId,
        });
      return this.get(id, { trx });
    });
  }

  /**
   * The income a paid invoice books through the accounting posting service, in the payment's
   * transaction: source `service_invoice`, reference = the invoice number, reference_id = the invoice's id,
   * dated the invoice's date (the reports' accrual basis: the revenue of the day invoiced, not of the day
   * paid). Booked once: only an issued invoice becomes paid (under its row
   * lock), and the posting service is idempotent on (source, reference_id) besides. A closed period
   * refuses the payment (409) and nothing changes.
   */
  private bookIncome(trx: Knex.Transaction, actor: Actor, invoice: InvoiceRow, date: string) {
    return this.ctx.modules.accounting.posting.bookIncome(trx, actor, {
      date,
      amount: invoice.total,
      source: "service_invoice",
      reference: invoice.number,
      reference_id: invoice.id,
      customer_id: invoice.customer_id,
      description: invoice.number,
    });
  }
}
