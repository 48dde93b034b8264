import type { Knex } from "knex";
import * as createPartners from "./20261123n-create-partners";

/** The partners module's migrations, by name (listed in its definition; they touch only its own tables). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123n-create-partners": createPartners,
};
