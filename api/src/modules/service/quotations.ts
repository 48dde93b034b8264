import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import { CrudService, type Row } from "../../crud/service";
import { quotationTransitions, type QuotationStatus } from "../../entities/quotations";
import { ApiError, msg } from "../../http/errors";
import { type ItemLine, priceLines } from "./lines";
import { numberOnWrite } from "../../crud/numbering";
import { quotationNumbers } from "./numbering";

type Values = Record<string, unknown>;

export interface QuotationRow {
  id: number;
  number: string;
  status: QuotationStatus;
  customer_id: number;
  valid_until: string | null;
}

/** The refusal of a change to a quotation that is no longer a draft. */
export const quotationLocked = (status: QuotationStatus) =>
  new ApiError(409, status === "converted" ? msg("quotations.messages.converted") : msg("quotations.messages.draftOnly"));

/**
 * Quotations: a gapless number per year, lines of products, plans and units priced from them when
 * added, the total in cents. Only drafts change; the status moves through the workflow under the
 * row's lock (expired only after valid_until; converted only through the conversion).
 */
export class QuotationsService extends CrudService {
  protected override async prepare(trx: Knex.Transaction, values: Values, id?: number): Promise<Values> {
    const columns = { ...values };
    if (id !== undefined) {
      const { status } = await trx("quotations").where({ id }).first("status");
      if (status !== "draft") throw quotationLocked(status);
    }
    if (values.lines)
      Object.assign(
        columns,
        await priceLines(
          trx,
          values.lines as ItemLine[],
          id === undefined ? undefined : { table: "quotation_lines", foreignKey: "quotation_id", id },
        ),
      );
    // numbered in the year of its date; a draft moved to another year is renumbered in that year's series
    const number = await numberOnWrite(trx, quotationNumbers, { table: "quotations", dateField: "quotation_date", values, id });
    if (number) columns.number = number;
    return columns;
  }

  protected override async beforeRemove(trx: Knex.Transaction, id: number) {
    const { status } = await trx("quotations").where({ id }).first("status");
    if (status === "converted") throw quotationLocked(status);
  }

  /** The quotation's row, locked for the rest of the transaction; 404 when there is none. */
  async lockRow(trx: Knex.Transaction, id: number): Promise<QuotationRow> {
    const row = (await trx("quotations")
      .where({ id })
      .whereNull("deleted_at")
      .first("id", "number", "status", "customer_id", trx.raw("to_char(valid_until, 'YYYY-MM-DD') as valid_until"))
      .forUpdate()) as QuotationRow | undefined;
    if (!row) throw ApiError.notFound();
    return row;
  }

  /** Checks a move (409 when the workflow forbids it, or an expiry before valid_until has passed). */
  checkMove(quotation: QuotationRow, to: QuotationStatus) {
    const from = quotation.status;
    if (from === "converted") throw quotationLocked(from);
    if (to === "converted") throw new ApiError(409, msg("quotations.messages.convertOnly"));
    if (!(quotationTransitions[from] as readonly string[]).includes(to))
      throw new ApiError(409, msg("quotations.messages.illegalTransition", { from, to }));
    if (to === "expired" && !(quotation.valid_until && quotation.valid_until < this.today()))
      throw new ApiError(409, msg("quotations.messages.notExpired", { date: quotation.valid_until ?? "-" }));
  }

  /** Moves a quotation along the workflow in one transaction, the row locked. */
  async changeStatus(id: number, to: QuotationStatus, actor: Actor): Promise<Row> {
    return runAction(this.db, actor, { action: "status", target: "quotations", targetId: id, entity: this.entity }, async (trx) => {
      this.checkMove(await this.lockRow(trx, id), to);
      await trx("quotations").where({ id }).update({ status: to, updated_at: trx.fn.now(), updated_by: actor.userId });
      return this.get(id, { trx });
    });
  }

  /** Sent quotations whose valid_until has passed become expired (the daily job): one statement. */
  async expireDue(): Promise<number> {
    const rows = await this.db("quotations")
      .where({ status: "sent" })
      .whereNull("deleted_at")
      .where("valid_until", "<", this.today())
      .update({ status: "expired", updated_at: this.db.fn.now() })
      .returning("id");
    return rows.length;
  }
}
