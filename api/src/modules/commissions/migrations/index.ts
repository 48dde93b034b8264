import type { Knex } from "knex";
import * as createCommissions from "./20261122i-create-commissions";
import * as indexCommissionForeignKeys from "./20261122n-index-commission-foreign-keys";
import * as addCommissionCustomFields from "./20261123f-add-commission-custom-fields";

/** The commissions module's migrations, by name (listed in its definition; they touch only its own tables). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261122i-create-commissions": createCommissions,
  "20261122n-index-commission-foreign-keys": indexCommissionForeignKeys,
  "20261123f-add-commission-custom-fields": addCommissionCustomFields,
};
