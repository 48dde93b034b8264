import type { Knex } from "knex";
import type { EntityDef, Registry } from "../entities";
import { ApiError, msg } from "../http/errors";

/** The trash: a deleted record stays restorable for a while, then the purge removes it unless others still refer to it. */

/** How long a soft-deleted record can still be restored before the purge removes it. */
export const restoreWindowHours = 48;

/**
 * Columns of other tables that users point at this entity's records with (system-kept references
 * aside; custom refs too: they live in jsonb, unindexed, and show a purged record as its id).
 */
const referencesTo = (registry: Registry, name: string) =>
  registry.entities.flatMap((entity) =>
    Object.entries(entity.fields).flatMap(([column, field]) => {
      if (field.type === "ref" && field.ref === name && !field.multiple && !field.readOnly && !field.custom) return [{ table: entity.table, column }];
      if (field.type !== "lines") return [];
      return Object.entries(field.fields)
        .filter(([, child]) => child.type === "ref" && child.ref === name)
        .map(([child]) => ({ table: field.table, column: child }));
    }),
  );

/**
 * Locks a trashed record to bring it back: 404 when there is none, 409 when it is not in the trash
 * or has been there longer than the restore window.
 */
export const lockTrashed = async (trx: Knex.Transaction, entity: EntityDef, id: number) => {
  const row = await trx(entity.table)
    .where({ id })
    .first("deleted_at", trx.raw(`deleted_at < now() - interval '${restoreWindowHours} hours' as expired`))
    .forUpdate();
  if (!row) throw ApiError.notFound();
  if (!row.deleted_at) throw new ApiError(409, msg("notDeleted"));
  if (row.expired) throw new ApiError(409, msg("restoreExpired"));
};

/**
 * Removes for good what has been in the trash longer than the restore window, but for records that
 * others still refer to (a customer with orders, a product on order lines): those stay hidden in the trash.
 */
export const purgeExpired = async (db: Knex, registry: Registry, entity: EntityDef): Promise<number> => {
  const query = db(entity.table).whereRaw(`deleted_at < now() - interval '${restoreWindowHours} hours'`);
  for (const { table, column } of referencesTo(registry, entity.name))
    query.whereNotExists((sub) =>
      sub
        .select(db.raw("1"))
        .from(table)
        .whereRaw("?? = ??", [`${table}.${column}`, `${entity.table}.id`]),
    );
  // Counted from `returning`: knex-pglite does not report affected rows for a bare delete.
  const purged = await query.delete().returning("id");
  return purged.length;
};
