import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import { CrudService, type Row } from "../../crud/service";
import { voucherPrefixes, type VoucherType } from "../../entities/vouchers";
import { fromCents, sumCents, toCents } from "../../entities/money";
import { ApiError, type Message, msg } from "../../http/errors";
import { type NumberSeries, numberOnWrite, takeNumber } from "../../crud/numbering";
import { assertPeriodOpen } from "./periods";

type Values = Record<string, unknown>;
type Line = { category: string; account: string; debit?: string | null; credit?: string | null };

/** The vouchers of a type, numbered per year (CT-2026-0001) in the `voucher_numbers` counters (crud/numbering.ts: gapless under the counter's row lock). */
export const voucherNumbers = (type: VoucherType): NumberSeries => ({
  table: "voucher_numbers",
  kindColumn: "type",
  kind: type,
  prefix: voucherPrefixes[type],
  digits: 4,
});

/** Each line is a debit or a credit, never both or neither (per-field errors); amounts as two-decimal strings. */
const checkedLines = (lines: Line[]) => {
  const errors: Record<string, Message> = {};
  const clean = lines.map((line, i) => {
    const [debit, credit] = [toCents(line.debit ?? "0"), toCents(line.credit ?? "0")];
    if (debit > 0n === credit > 0n) {
      const message = msg(debit > 0n ? "vouchers.messages.lineBothSides" : "vouchers.messages.lineOneSide");
      errors[`lines.${i}.debit`] = message;
      errors[`lines.${i}.credit`] = message;
    }
    return { ...line, debit: fromCents(debit), credit: fromCents(credit) };
  });
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
  return {
    lines: clean,
    total_debit: fromCents(sumCents(clean.map((l) => toCents(l.debit)))),
    total_credit: fromCents(sumCents(clean.map((l) => toCents(l.credit)))),
  };
};

/**
 * Vouchers: numbered per type and year on create; a draft may change; posting checks the balance
 * (422 with the difference) and makes it final; a posted voucher is reversed, never edited or deleted.
 */
export class VouchersService extends CrudService {
  protected override async prepare(trx: Knex.Transaction, values: Values, id?: number): Promise<Values> {
    const columns: Values = { ...values };
    if (id === undefined) {
      columns.number = await takeNumber(trx, voucherNumbers(values.type as VoucherType), values.date as string);
      columns.status = "draft";
    } else {
      const current = await trx("vouchers").where({ id }).first("status", "type", "date");
      if (current.status === "posted") throw new ApiError(409, msg("vouchers.messages.posted"));
      if (values.type !== undefined && values.type !== current.type) throw ApiError.invalid({ type: msg("vouchers.messages.typeFixed") });
      // a draft moved to another year is renumbered in that year's series
      const number = await numberOnWrite(trx, voucherNumbers(current.type), { table: "vouchers", dateField: "date", values, id });
      if (number) columns.number = number;
    }
    if (values.lines) Object.assign(columns, checkedLines(values.lines as Line[]));
    return columns;
  }

  protected override async beforeRemove(trx: Knex.Transaction, id: number) {
    const current = await trx("vouchers").where({ id }).first("status");
    if (current.status === "posted") throw new ApiError(409, msg("vouchers.messages.posted"));
  }

  /** Posts a draft: total debit must equal total credit (422 with the difference), else nothing changes. */
  async post(id: number, actor: Actor): Promise<Row> {
    return runAction(this.db, actor, { action: "post", target: "vouchers", targetId: id, entity: this.entity }, async (trx) => {
      const voucher = await trx("vouchers").where({ id }).whereNull("deleted_at").first("id", "status", "date").forUpdate();
      if (!voucher) throw ApiError.notFound();
      if (voucher.status === "posted") throw new ApiError(409, msg("vouchers.messages.alreadyPosted"));
      const totals = await trx("voucher_lines")
        .where({ voucher_id: id })
        .first(trx.raw("coalesce(sum(debit), 0) as debit, coalesce(sum(credit), 0) as credit"));
      const difference = toCents(totals.debit) - toCents(totals.credit);
      if (difference !== 0n) {
        const shown = fromCents(difference < 0n ? -difference : difference);
        throw new ApiError(
          422,
          msg("vouchers.messages.unbalanced", { difference: shown }),
          {},
          { difference: shown, total_debit: totals.debit, total_credit: totals.credit },
        );
      }
      await this.assertRecordPeriodOpen(trx, id);
      await trx("vouchers").where({ id }).update({ status: "posted", posted_at: trx.fn.now(), updated_at: trx.fn.now(), updated_by: actor.userId });
      return this.get(id, { trx });
    });
  }

  /**
   * Reverses a posted voucher: a new posted voucher of the same type dated `date` (default today),
   * its lines' sides swapped, linked both ways. Once only.
   */
  async reverse(id: number, actor: Actor, date = this.today()): Promise<Row> {
    return runAction(this.db, actor, { action: "reverse", target: "vouchers", targetId: id, entity: this.entity }, async (trx) => {
      const voucher = await trx("vouchers").where({ id }).whereNull("deleted_at").first("*").forUpdate();
      if (!voucher) throw ApiError.notFound();
      if (voucher.status !== "posted") throw new ApiError(409, msg("vouchers.messages.notPosted"));
      if (voucher.reversed_by) throw new ApiError(409, msg("vouchers.messages.alreadyReversed"));
      await assertPeriodOpen(trx, date);
      const number = await takeNumber(trx, voucherNumbers(voucher.type), date);
      const [{ id: reversalId }] = await trx("vouchers")
        .insert({
          number,
          type: voucher.type,
          date,
          subject: voucher.subject,
          total_debit: voucher.total_credit,
          total_credit: voucher.total_debit,
          status: "posted",
          posted_at: trx.fn.now(),
          reversal_of: id,
          created_by: actor.userId,
          updated_by: actor.userId,
        })
        .returning("id");
      await trx.raw(
        `insert into voucher_lines (voucher_id, position, category, account, debit, credit)
         select ?, position, category, account, credit, debit from voucher_lines where voucher_id = ? order by position`,
        [reversalId, id],
      );
      await trx("vouchers").where({ id }).update({ reversed_by: reversalId, updated_at: trx.fn.now(), updated_by: actor.userId });
      return this.get(reversalId, { trx });
    });
  }
}
