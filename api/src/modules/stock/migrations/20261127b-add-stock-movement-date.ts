import type { Knex } from "knex";
import { readConfig } from "../../../config";

/**
 * A stock movement's own date: the day it puts the movement in an accounting period (closed months
 * refuse movements dated in them). Existing movements take the day they were written in the company's
 * time zone; new ones are given today in that zone by the ledger and the engine (the column's default,
 * the zone's today when this ran, only covers rows written around them, e.g. the large-data generator).
 */
export async function up(db: Knex) {
  const zone = readConfig().timeZone;
  await db.schema.alterTable("stock_movements", (t) => {
    t.date("date");
  });
  await db.raw("update stock_movements set date = (created_at at time zone ?)::date", [zone]);
  await db.raw(`alter table stock_movements alter column date set default (now() at time zone '${zone.replace(/'/g, "''")}')::date`);
  await db.raw("alter table stock_movements alter column date set not null");
  await db.raw("create index stock_movements_date_idx on stock_movements (date, id)");
}

export async function down(db: Knex) {
  await db.raw("drop index stock_movements_date_idx");
  await db.schema.alterTable("stock_movements", (t) => {
    t.dropColumn("date");
  });
}
