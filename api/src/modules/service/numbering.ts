import type { Knex } from "knex";

/** The documents numbered per year: service invoices (SI-2026-00001) and quotations (QT-2026-00001). */
export type NumberedKind = "SI" | "QT";

/**
 * The next number of a kind in a year, taken in the caller's transaction. The counter row is
 * updated in place, so concurrent creates queue on its row lock until the holder commits or rolls
 * back; a rolled-back create gives its number back. Numbers are gapless and unique.
 */
export const nextNumber = async (trx: Knex.Transaction, kind: NumberedKind, year: number): Promise<string> => {
  const { rows } = await trx.raw(
    `insert into document_numbers (kind, year, last) values (?, ?, 1)
       on conflict (kind, year) do update set last = document_numbers.last + 1
       returning last`,
    [kind, year],
  );
  return formatNumber(kind, year, Number(rows[0].last));
};

export const formatNumber = (kind: NumberedKind, year: number, n: number) => `${kind}-${year}-${String(n).padStart(5, "0")}`;
