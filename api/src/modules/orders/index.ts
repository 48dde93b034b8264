import customers from "../../entities/customers";
import orders from "../../entities/orders";
import { defineModule } from "../module";
import { migrations } from "./migrations";
import { ordersRouter } from "./routes";
import { OrdersService } from "./service";

/** Customers and sales orders: the workflow moves stock, keeps history and mails the customer. */
export default defineModule({
  name: "orders",
  uses: ["stock", "accounting"],
  entities: [customers, orders],
  services: { orders: OrdersService },
  routes: ordersRouter,
  tables: ["order_status_history", "order_number_seq"],
  migrations,
  demo: () => import("./demo").then((m) => m.seedOrdersDemo),
});
