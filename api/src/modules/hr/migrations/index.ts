import type { Knex } from "knex";
import * as createHr from "./20261123o-create-hr";
import * as mapSalaryPaymentMethods from "./20261207e-map-salary-payment-methods";

/** The hr module's migrations, by name (listed in its definition; they touch only its own tables). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123o-create-hr": createHr,
  "20261207e-map-salary-payment-methods": mapSalaryPaymentMethods,
};
