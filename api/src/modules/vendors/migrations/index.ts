import type { Knex } from "knex";
import * as createVendors from "./20261123m-create-vendors";

/** The vendors module's migrations, by name (listed in its definition; they touch only its own tables). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123m-create-vendors": createVendors,
};
