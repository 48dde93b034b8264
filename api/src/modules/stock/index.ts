import productCategories from "../../entities/product-categories";
import products from "../../entities/products";
import stockLevels from "../../entities/stock-levels";
import stockMovements from "../../entities/stock-movements";
import { defineModule } from "../module";
import { StockMovementsService } from "./service";

/** The product catalogue and its stock ledger: movements under row locks, levels at average cost. */
export default defineModule({
  name: "stock",
  entities: [products, productCategories, stockMovements, stockLevels],
  services: { "stock-movements": StockMovementsService },
  demo: () => import("./demo").then((m) => m.seedStockDemo),
});
