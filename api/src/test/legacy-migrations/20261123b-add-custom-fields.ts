import type { Knex } from "knex";
import { customFieldsColumn, customFieldsIndex } from "../../db/columns";

/** The tables created before systemColumns carried the custom fields' column. */
const tables = [
  "product_categories",
  "products",
  "users",
  "behaviour_logs",
  "designations",
  "benefits",
  "employees",
  "customers",
  "orders",
  "stock_movements",
  "stock_levels",
  "commissions",
  "commission_records",
];

/** Every entity's table gets the custom fields' jsonb column and its GIN index (new tables get both from systemColumns/listIndexes). */
export async function up(db: Knex) {
  for (const table of tables) {
    await db.raw(`alter table ?? add column if not exists ?? jsonb not null default '{}'`, [table, customFieldsColumn]);
    await customFieldsIndex(db, table);
  }
}

export async function down(db: Knex) {
  for (const table of tables) await db.raw("alter table ?? drop column if exists ??", [table, customFieldsColumn]);
}
