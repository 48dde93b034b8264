import type { Knex } from "knex";
import * as createBankVouchersTaxes from "./20261123h-create-bank-vouchers-taxes";
import * as createIncomesExpenses from "./20261123j-create-incomes-expenses";
import * as separateSystemPostings from "./20261127a-separate-system-postings";
import * as mapPaymentMethods from "./20261207d-map-payment-methods";

/** The accounting module's migrations, by name (listed in its definition; they touch only its own tables). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123h-create-bank-vouchers-taxes": createBankVouchersTaxes,
  "20261123j-create-incomes-expenses": createIncomesExpenses,
  "20261127a-separate-system-postings": separateSystemPostings,
  "20261207d-map-payment-methods": mapPaymentMethods,
};
