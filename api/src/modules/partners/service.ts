import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import { CrudService, type Row } from "../../crud/service";
import { fromCents, toCents } from "../../entities/money";
import { ApiError, msg } from "../../http/errors";
import type { LedgerEntry, Suggestion } from "./routes";

type Values = Record<string, unknown>;
type Engagement = { employee_id: number; role?: string | null; from_date?: string | null; to_date?: string | null };

export interface LedgerEntryInput {
  date: string;
  description?: string | null;
  debit?: string | null;
  credit?: string | null;
}
export interface AdvanceInput {
  amount: string;
  date: string;
  payment_method: string;
  reference?: string | null;
}

/** Skills: a list of distinct, trimmed tags. */
const cleanSkills = (value: unknown): string[] => {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || value.length > 30 || value.some((tag) => typeof tag !== "string" || tag.trim().length > 60))
    throw ApiError.invalid({ skills: msg("partners.messages.badSkills") });
  return [...new Set((value as string[]).map((tag) => tag.trim()).filter(Boolean))];
};

/**
 * Partners: skills as a tag list, engagements whose dates run forward, and the money: a ledger
 * never edited (only reversed), advances booked as `partner_advance` income with a ledger credit,
 * and settling at a zero balance. Every money change locks the partner's row first.
 */
export class PartnersService extends CrudService {
  protected override async prepare(_trx: Knex.Transaction, values: Values): Promise<Values> {
    const columns = { ...values };
    if ("skills" in values) columns.skills = cleanSkills(values.skills);
    if (values.personnel) {
      const errors = Object.fromEntries(
        (values.personnel as Engagement[]).flatMap((line, i) =>
          line.from_date && line.to_date && line.to_date < line.from_date ? [[`personnel.${i}.to_date`, msg("partners.messages.datesOrder")]] : [],
        ),
      );
      if (Object.keys(errors).length) throw ApiError.invalid(errors);
    }
    return columns;
  }

  /** The partner's row, locked for the rest of the transaction; 404 when there is none. */
  private async locked(trx: Knex.Transaction, id: number) {
    const partner = await trx("partners")
      .where({ id })
      .whereNull("deleted_at")
      .first("id", "company_name", "balance", "advance", "status")
      .forUpdate();
    if (!partner) throw ApiError.notFound();
    return partner as { id: number; company_name: string; balance: string; advance: string; status: string };
  }

  /**
   * Adds one entry and moves the balance (credit - debit); an entry on a settled partner opens it again.
   * An entry dated in a closed period is refused (409 "This period is closed"), like every dated write.
   */
  private async addEntry(trx: Knex.Transaction, id: number, entry: LedgerEntryInput & { kind: string; reverses_id?: number }, actor: Actor) {
    await this.assertPeriodOpen(trx, entry.date);
    const [row] = await trx("partner_ledger")
      .insert({
        partner_id: id,
        date: entry.date,
        description: entry.description ?? null,
        debit: entry.debit ?? "0.00",
        credit: entry.credit ?? "0.00",
        kind: entry.kind,
        reverses_id: entry.reverses_id ?? null,
        created_by: actor.userId,
      })
      .returning("id");
    await trx("partners")
      .where({ id })
      .update({
        balance: trx.raw("balance + ?::numeric - ?::numeric", [entry.credit ?? "0", entry.debit ?? "0"]),
        status: "active",
        updated_at: trx.fn.now(),
        updated_by: actor.userId,
      });
    return row.id as number;
  }

  /** The ledger, oldest first, each entry with the running balance after it. */
  async ledger(id: number): Promise<LedgerEntry[]> {
    await this.get(id);
    const { rows } = await this.db.raw(
      `select l.id, l.date, l.description, l.debit, l.credit, l.kind, l.reverses_id, r.id as reversed_by, l.created_at,
              sum(l.credit - l.debit) over (order by l.date, l.id) as balance
         from partner_ledger l
         left join partner_ledger r on r.reverses_id = l.id
        where l.partner_id = ?
        order by l.date, l.id`,
      [id],
    );
    return (rows as LedgerEntry[]).map((row) => ({ ...row, balance: fromCents(toCents(row.balance)) }));
  }

  /** One ledger line: exactly one of debit and credit more than zero (400 naming both otherwise). */
  async post(id: number, entry: LedgerEntryInput, actor: Actor) {
    const debit = toCents(entry.debit ?? "0");
    const credit = toCents(entry.credit ?? "0");
    if (debit > 0n === credit > 0n) {
      const message = msg(debit > 0n ? "partners.messages.bothSides" : "partners.messages.oneSide");
      throw ApiError.invalid({ debit: message, credit: message });
    }
    return runAction(this.db, actor, { action: "ledger", target: this.entity.name, targetId: id }, async (trx) => {
      await this.locked(trx, id);
      const entryId = await this.addEntry(trx, id, { ...entry, debit: fromCents(debit), credit: fromCents(credit), kind: "manual" }, actor);
      return { id: entryId, partner: await this.get(id, { trx }) };
    });
  }

  /** Reverses an entry once with its mirror image; reversing an advance also reverses its income and the advance total. */
  async reverse(id: number, entryId: number, date: string, actor: Actor) {
    return runAction(this.db, actor, { action: "ledger", target: this.entity.name, targetId: id }, async (trx) => {
      await this.locked(trx, id);
      const entry = await trx("partner_ledger as l")
        .leftJoin("partner_ledger as r", "r.reverses_id", "l.id")
        .where({ "l.id": entryId, "l.partner_id": id })
        .first("l.id", "l.debit", "l.credit", "l.kind", "l.description", "r.id as reversed_by");
      if (!entry) throw ApiError.notFound();
      if (entry.kind === "reversal") throw new ApiError(409, msg("partners.messages.reversalOfReversal"));
      if (entry.reversed_by) throw new ApiError(409, msg("partners.messages.alreadyReversed"));
      const reversalId = await this.addEntry(
        trx,
        id,
        { date, description: entry.description, debit: entry.credit, credit: entry.debit, kind: "reversal", reverses_id: entry.id },
        actor,
      );
      if (entry.kind === "advance") {
        await trx("partners")
          .where({ id })
          .update({ advance: trx.raw("advance - ?::numeric", [entry.credit]) });
        await this.ctx.modules.accounting.posting.reverseBooking(trx, actor, {
          kind: "income",
          source: "partner_advance",
          reference_id: entry.id,
          date,
        });
      }
      return { id: reversalId, partner: await this.get(id, { trx }) };
    });
  }

  /** An advance received: a ledger credit and a `partner_advance` income (referenced by the entry), in one transaction. */
  async advance(id: number, input: AdvanceInput, actor: Actor) {
    return runAction(this.db, actor, { action: "advance", target: this.entity.name, targetId: id }, async (trx) => {
      const partner = await this.locked(trx, id);
      const description = input.reference || null;
      const entryId = await this.addEntry(trx, id, { date: input.date, description, credit: input.amount, kind: "advance" }, actor);
      await trx("partners")
        .where({ id })
        .update({ advance: trx.raw("advance + ?::numeric", [input.amount]) });
      await this.ctx.modules.accounting.posting.bookIncome(trx, actor, {
        date: input.date,
        amount: input.amount,
        source: "partner_advance",
        reference: (input.reference || `ADV-${entryId}`).slice(0, 60),
        reference_id: entryId,
        partner_id: id,
        payment_method: input.payment_method,
        description: partner.company_name,
      });
      return { id: entryId, partner: await this.get(id, { trx }) };
    });
  }

  /** Settles a partner whose ledger balances to zero (422 with the balance otherwise). */
  async settle(id: number, actor: Actor): Promise<Row> {
    return runAction(this.db, actor, { action: "settle", target: this.entity.name, targetId: id }, async (trx) => {
      const partner = await this.locked(trx, id);
      if (partner.status === "settled") throw new ApiError(409, msg("partners.messages.alreadySettled"));
      if (toCents(partner.balance) !== 0n)
        throw new ApiError(422, msg("partners.messages.unsettledBalance", { balance: fromCents(toCents(partner.balance)) }));
      await trx("partners").where({ id }).update({ status: "settled", updated_at: trx.fn.now(), updated_by: actor.userId });
      return this.get(id, { trx });
    });
  }

  /**
   * Active employees whose designation or department matches one of the partner's skills (either
   * containing the other, case-insensitive), most matches first; those already engaged are marked.
   */
  async suggest(id: number, limit = 20): Promise<Suggestion[]> {
    const partner = await this.get(id);
    const skills = cleanSkills(partner.skills);
    if (!skills.length) return [];
    const { rows } = await this.db.raw(
      `select e.id, e.name, d.title as designation, e.department,
              array_agg(distinct s.skill) as matched, count(distinct s.skill)::int as score,
              exists (select 1 from partner_personnel p where p.partner_id = ? and p.employee_id = e.id) as engaged
         from employees e
         left join designations d on d.id = e.designation_id
         join jsonb_array_elements_text(?::jsonb) as s(skill)
           on (d.title is not null and (position(lower(s.skill) in lower(d.title)) > 0 or position(lower(d.title) in lower(s.skill)) > 0))
           or (coalesce(e.department, '') <> '' and (position(lower(s.skill) in lower(e.department)) > 0 or position(lower(e.department) in lower(s.skill)) > 0))
        where e.deleted_at is null and e.status = 'active'
        group by e.id, e.name, d.title, e.department
        order by score desc, e.name, e.id
        limit ?`,
      [id, JSON.stringify(skills), limit],
    );
    return rows as Suggestion[];
  }
}
