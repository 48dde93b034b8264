import * as createBankVouchersTaxes from "../../db/migrations/20261123d-create-bank-vouchers-taxes";
import * as createIncomesExpenses from "../../db/migrations/20261123d-create-incomes-expenses";
import { definePage } from "../../entities";
import bankTransactions from "../../entities/bank-transactions";
import expenses from "../../entities/expenses";
import incomes from "../../entities/incomes";
import taxes from "../../entities/taxes";
import vouchers from "../../entities/vouchers";
import { defineModule } from "../module";
import { BankTransactionsService } from "./bank";
import { accountingRouter } from "./routes";
import { BookingsService } from "./service";
import { VouchersService } from "./vouchers";

/** This month and last side by side; closing and reopening a month. */
export const accountingHome = definePage({ name: "accounting-home", group: "accounting", route: "/accounting/home", actions: ["close", "reopen"] });

/**
 * Accounting: incomes and expenses (typed by clerks, or booked by other modules through the posting
 * service in posting.ts), the bank ledger with its running balance, balanced vouchers, the monthly
 * tax run, closed periods, and the home page's figures.
 */
export default defineModule({
  name: "accounting",
  entities: [incomes, expenses, bankTransactions, vouchers, taxes],
  pages: [accountingHome],
  services: { incomes: BookingsService, expenses: BookingsService, "bank-transactions": BankTransactionsService, vouchers: VouchersService },
  routes: accountingRouter,
  migrations: {
    "20261123d-create-incomes-expenses": createIncomesExpenses,
    "20261123d-create-bank-vouchers-taxes": createBankVouchersTaxes,
  },
  demo: () => import("./demo").then((m) => m.seedAccountingDemo),
});
