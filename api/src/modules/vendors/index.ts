import purchaseOrders from "../../entities/purchase-orders";
import vendors from "../../entities/vendors";
import { defineModule } from "../module";
import { migrations } from "./migrations";
import { vendorsRouter } from "./routes";
import { PurchaseOrdersService, VendorsService } from "./service";

/** Vendors and their purchase orders: payments, and completion that stocks in and books the expense once. */
export default defineModule({
  name: "vendors",
  uses: ["stock", "accounting", "settings"],
  entities: [vendors, purchaseOrders],
  services: { vendors: VendorsService, "purchase-orders": PurchaseOrdersService },
  routes: vendorsRouter,
  tables: ["purchase_order_numbers"],
  dropped: ["purchase_order_number_seq"],
  migrations,
  demo: () => import("./demo").then((m) => m.seedVendorsDemo),
});
