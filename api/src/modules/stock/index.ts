import type { Knex } from "knex";
import { dateIn } from "../../clock";
import { openPeriods } from "../../crud/periods";
import productCategories from "../../entities/product-categories";
import products from "../../entities/products";
import stockLevels from "../../entities/stock-levels";
import stockMovements from "../../entities/stock-movements";
import { defineModule } from "../module";
import { bookMovements, type Movement } from "./ledger";
import { migrations } from "./migrations";
import { StockMovementsService } from "./service";

export type { Movement } from "./ledger";

/** What the stock module provides: the ledger other modules (orders, purchase orders) book goods through. */
export interface StockServices {
  /** Movements dated today in the company's time zone unless they carry a date; refused in a closed period (409). */
  ledger: { bookMovements: (trx: Knex.Transaction, movements: Movement[], userId: number | null) => Promise<Movement[]> };
}

declare module "../../provides" {
  interface ModuleServices {
    stock: StockServices;
  }
}

/** The product catalogue and its stock ledger: movements under row locks, levels at average cost. */
export default defineModule({
  name: "stock",
  entities: [products, productCategories, stockMovements, stockLevels],
  services: { "stock-movements": StockMovementsService },
  provides: (ctx): StockServices => ({
    ledger: {
      bookMovements: (trx, movements, userId) =>
        bookMovements(trx, movements, userId, { date: dateIn(ctx.clock.now(), ctx.config.timeZone), periods: ctx.periods ?? openPeriods }),
    },
  }),
  migrations,
  demo: () => import("./demo").then((m) => m.seedStockDemo),
});
