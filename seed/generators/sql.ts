import type { Knex } from "knex";

/**
 * What a table's generator is (seed/large.ts runs them) and the small SQL helpers they share.
 * Every generator is set-based: one `insert ... select ... from generate_series(...)` (or a few),
 * never a row at a time, and deterministic through the `setseed` of its transaction.
 */
export interface Generator {
  /** The table it fills (and `--reset` truncates). */
  table: string;
  /** Tables whose rows this generator reads (e.g. to pick foreign keys); their generators run first. */
  after?: string[];
  /**
   * Other tables it writes in the same statement (an order's lines) or brings up to date (stock
   * levels from the movements): their secondary indexes and foreign keys are rebuilt around the
   * work like the table's own, and they are vacuumed with it. They are not truncated by `--reset`.
   */
  also?: string[];
  /** Live rows written when the CLI does not say otherwise. */
  defaultCount: number;
  /** Writes `count` rows inside `trx` (already seeded); returns the rows written, trash included (and what else it wrote). */
  generate: (trx: Knex.Transaction, count: number, options: GenerateOptions) => Promise<number | GenerateResult>;
}

export interface GenerateResult {
  rows: number;
  /** For the log: what else it wrote ("1,650,312 order lines"). */
  detail?: string;
}

export interface GenerateOptions {
  /** Share of extra soft-deleted rows (the trash), written on top of `count` live ones. */
  trashShare: number;
}

/** A text[] bound as one parameter: works the same on pg and PGlite. */
export const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;

/** `arr[1 + floor(random() * n)]`: a uniformly random element of a text[] expression. */
export const pick = (array: string) => `(${array})[1 + floor(random() * cardinality(${array}))::int]`;

/** The rows an insert reported (pg and PGlite both give rowCount). */
export const rowCountOf = (result: unknown, fallback: number) => (result as { rowCount?: number | null }).rowCount ?? fallback;

/** Moves a serial column's sequence past the ids a generator wrote explicitly. */
export const syncSerial = (trx: Knex.Transaction, table: string) =>
  trx.raw(`select setval(pg_get_serial_sequence(?, 'id'), greatest((select max(id) from ??), 1))`, [table, table]);
