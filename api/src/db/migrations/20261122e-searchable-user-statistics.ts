import type { Knex } from "knex";
import { searchableStatistics } from "../columns";

const searchable = [
  ["users", "name"],
  ["users", "email"],
] as const;

/** Finer statistics for the users' searchable columns (see searchableStatistics). */
export const up = (db: Knex) => searchableStatistics(db, searchable);
export const down = (db: Knex) => searchableStatistics(db, searchable, -1);
