import type { Knex } from "knex";
import * as createBankVouchersTaxes from "./20261123d-create-bank-vouchers-taxes";
import * as createIncomesExpenses from "./20261123d-create-incomes-expenses";

/** The accounting module's migrations, by name (listed in its definition). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123d-create-bank-vouchers-taxes": createBankVouchersTaxes,
  "20261123d-create-incomes-expenses": createIncomesExpenses,
};
