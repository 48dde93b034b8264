import { definePage } from "../../entities";
import bankTransactions from "../../entities/bank-transactions";
import expenses from "../../entities/expenses";
import incomes from "../../entities/incomes";
import taxes from "../../entities/taxes";
import vouchers from "../../entities/vouchers";
import { defineModule } from "../module";
import { migrations } from "./migrations";
import { BankTransactionsService } from "./bank";
import { type PostingService, postingService } from "./posting";
import { assertPeriodOpen } from "./periods";
import { accountingRouter } from "./routes";
import { orderTax } from "./taxes";
import { BookingsService } from "./service";
import { VouchersService } from "./vouchers";

/** This month and last side by side; closing and reopening a month. */
export const accountingHome = definePage({ name: "accounting-home", group: "accounting", route: "/accounting/home", actions: ["close", "reopen"] });

export type { OrderTax } from "./taxes";
export type { BookingKind, ExpenseEntry, IncomeEntry, PostingService, Reversal } from "./posting";

declare module "../../provides" {
  interface ModuleServices {
    accounting: {
      posting: PostingService;
      /** What a tax run counted of an order: its invoice states the tax included. */
      taxes: { ofOrder: typeof orderTax };
    };
  }
}

/**
 * Accounting: incomes and expenses (typed by clerks, or booked by other modules through the posting
 * service it provides, posting.ts), the bank ledger with its running balance, balanced vouchers, the monthly
 * tax run, closed periods, and the home page's figures.
 */
export default defineModule({
  name: "accounting",
  entities: [incomes, expenses, bankTransactions, vouchers, taxes],
  pages: [accountingHome],
  services: { incomes: BookingsService, expenses: BookingsService, "bank-transactions": BankTransactionsService, vouchers: VouchersService },
  provides: (ctx) => ({ posting: postingService(ctx), taxes: { ofOrder: orderTax } }),
  // the engine's period check: every entity declaring `period` is refused in a closed month
  periods: { assertOpen: assertPeriodOpen },
  routes: accountingRouter,
  tables: ["tax_lines", "bank_daily_totals", "voucher_numbers", "accounting_periods"],
  migrations,
  demo: () => import("./demo").then((m) => m.seedAccountingDemo),
});
