import productCategories from "../../entities/product-categories";
import products from "../../entities/products";
import stockLevels from "../../entities/stock-levels";
import stockMovements from "../../entities/stock-movements";
import { defineModule } from "../module";
import { bookMovements } from "./ledger";
import { migrations } from "./migrations";
import { StockMovementsService } from "./service";

export type { Movement } from "./ledger";

/** What the stock module provides: the ledger other modules (orders, purchase orders) book goods through. */
export interface StockServices {
  ledger: { bookMovements: typeof bookMovements };
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
  provides: (): StockServices => ({ ledger: { bookMovements } }),
  migrations,
  demo: () => import("./demo").then((m) => m.seedStockDemo),
});
