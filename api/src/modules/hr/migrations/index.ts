import type { Knex } from "knex";
import * as createHr from "./20261123g-create-hr";

/** The hr module's migrations, by name (listed in its definition). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123g-create-hr": createHr,
};
