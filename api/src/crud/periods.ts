import type { Knex } from "knex";
import type { EntityDef } from "../entities";

/**
 * Whether a date's period is open: refuses a write dated in a closed period (409 "This period is
 * closed"), inside the write's transaction (holding what keeps a close from passing it until the
 * commit). The engine knows no module: a module supplies it by composition (`defineModule({ periods })`);
 * without one, every period is open.
 */
export interface PeriodGuard {
  assertOpen(trx: Knex.Transaction, date: string): Promise<void>;
}

/** Every period open: the guard of a composition without a module that closes periods. */
export const openPeriods: PeriodGuard = { assertOpen: async () => undefined };

type Values = Record<string, unknown>;

/** The period date (YYYY-MM-DD) in values about to be written, when the entity declares one and they hold it. */
export const periodOf = (entity: EntityDef, values: Values): string | undefined => {
  const { period } = entity;
  const date = period ? values[period] : undefined;
  return typeof date === "string" && date ? date : undefined;
};

/** The period date (YYYY-MM-DD) a stored record holds, live or in the trash, when the entity declares one. */
export const storedPeriod = async (trx: Knex.Transaction, entity: EntityDef, id: number): Promise<string | undefined> => {
  const { period, table } = entity;
  if (!period) return undefined;
  const row = await trx(table)
    .where({ id })
    .first(trx.raw("to_char(??, 'YYYY-MM-DD') as date", [period]));
  return row?.date ?? undefined;
};
