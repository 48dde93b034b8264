import type { Knex } from "knex";
import * as createEmployees from "./20261122f-create-employees";
import * as indexEmployeeForeignKeys from "./20261122l-index-employee-foreign-keys";
import * as addEmployeeCustomFields from "./20261123d-add-employee-custom-fields";
import * as normaliseEmployeePhones from "./20261126a-normalise-employee-phones";

/** The employees module's migrations, by name (listed in its definition; they touch only its own tables). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261122f-create-employees": createEmployees,
  "20261122l-index-employee-foreign-keys": indexEmployeeForeignKeys,
  "20261123d-add-employee-custom-fields": addEmployeeCustomFields,
  "20261126a-normalise-employee-phones": normaliseEmployeePhones,
};
