import purchaseOrders from "../../entities/purchase-orders";
import vendors from "../../entities/vendors";
import * as createVendorsPartners from "../../db/migrations/20261123f-create-vendors-partners";
import { defineModule } from "../module";
import { vendorsRouter } from "./routes";
import { PurchaseOrdersService, VendorsService } from "./service";

/** Vendors and their purchase orders: payments, and completion that stocks in and books the expense once. */
export default defineModule({
  name: "vendors",
  entities: [vendors, purchaseOrders],
  services: { vendors: VendorsService, "purchase-orders": PurchaseOrdersService },
  routes: vendorsRouter,
  migrations: { "20261123f-create-vendors-partners": createVendorsPartners },
  demo: () => import("./demo").then((m) => m.seedVendorsDemo),
});
