import type { Knex } from "knex";
import { searchableStatistics } from "../../../db/columns";

const searchable = [
  ["products", "code"],
  ["products", "name"],
  ["product_categories", "name"],
] as const;

/** Finer statistics for the products' and categories' searchable columns (see searchableStatistics). */
export const up = (db: Knex) => searchableStatistics(db, searchable);
export const down = (db: Knex) => searchableStatistics(db, searchable, -1);
