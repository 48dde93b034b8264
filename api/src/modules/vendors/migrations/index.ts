import type { Knex } from "knex";
import * as createVendorsPartners from "./20261123f-create-vendors-partners";

/** The vendors module's migrations, by name (listed in its definition). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123f-create-vendors-partners": createVendorsPartners,
};
