import type { Knex } from "knex";
import * as createCustomResources from "./20261126n-create-custom-resources";
import * as createRoles from "./20261126o-create-roles";

/** The customize module's migrations, by name (listed in its definition). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261126n-create-custom-resources": createCustomResources,
  "20261126o-create-roles": createRoles,
};
