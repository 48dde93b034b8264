import type { Knex } from "knex";
import type { EntityDef } from "../entities";
import type { Row } from "../entities/types";
import { cursorRows } from "../db/cursor";
import { jsonRowTypes } from "../db/timestamps";
import { estimateRows, pageTotal, type Total } from "./count";
import { countableSql, type ListQuery, type RefTargets, rowsSql, whereSql } from "./query";

/** Lists and exports as set-based SQL: the query's conditions, sort and page over the columns a list selects (`names`). */

/**
 * One page of the list and its total: one SELECT for the page, one (capped or estimated) count. A
 * module that adds to each row of the page (the bank's running balance) gives `around`, the statement
 * that reads the page's own select as its subquery.
 */
export const listPage = async (
  db: Knex,
  entity: EntityDef,
  names: string[],
  query: ListQuery,
  refTargets: RefTargets,
  around: (pageSql: string) => string = (pageSql) => pageSql,
): Promise<{ rows: Row[] } & Total> => {
  const where = whereSql(entity, query, refTargets);
  const filtered = countableSql(entity, where);
  const page = rowsSql(entity, names, query, where);
  const [{ rows }, estimate] = await Promise.all([
    db.raw(around(page.sql), page.bindings).options({ types: jsonRowTypes }),
    estimateRows(db, filtered),
  ]);
  const total = await pageTotal(db, filtered, query.page && { ...query.page, rows: rows.length }, estimate);
  return { rows: rows as Row[], ...total };
};

/** Every matching row in sort order, fetched through a cursor in batches: memory stays flat. */
export async function* allRows(
  db: Knex,
  entity: EntityDef,
  names: string[],
  query: ListQuery,
  refTargets: RefTargets,
  batch: number,
): AsyncGenerator<Row> {
  const all = { ...query, page: undefined };
  yield* cursorRows<Row>(db, rowsSql(entity, names, all, whereSql(entity, all, refTargets)), batch);
}
