import { Router } from "express";
import customers from "../../entities/customers";
import orders from "../../entities/orders";
import { defineModule } from "../module";
import { migrations } from "./migrations";
import { CustomersService } from "./customers";
import { orderDocumentsRouter } from "./document-routes";
import { ordersRouter } from "./routes";
import { OrdersService } from "./service";

/** A message to the customer about an order, as GET /orders/:id/messages answers it (the admin reads this type). */
export type { OutboxMessage as OrderMessage } from "../../mail/outbox";

/**
 * Customers and sales orders: the workflow moves stock, keeps history and tells the customer (e-mail,
 * SMS) in their language; the order's confirmation and invoice are PDFs the customer is sent.
 */
export default defineModule({
  name: "orders",
  uses: ["stock", "accounting", "settings"],
  entities: [customers, orders],
  services: { orders: OrdersService, customers: CustomersService },
  routes: (ctx) => Router().use(ordersRouter(ctx), orderDocumentsRouter(ctx)),
  // its status changes with their reasons are part of an order's history (the creation is the engine's own line)
  history: {
    orders: {
      lines: (db, id) =>
        db("order_status_history")
          .where({ order_id: id })
          .whereNotNull("from_status")
          .select(
            "id as seq",
            db.raw("'status' as action"),
            "user_id",
            db.raw("jsonb_build_object('status', jsonb_build_array(from_status, to_status)) as changes"),
            "reason as note",
            "created_at",
          ),
    },
  },
  tables: ["order_status_history", "order_numbers"],
  dropped: ["order_number_seq"],
  migrations,
  demo: () => import("./demo").then((m) => m.seedOrdersDemo),
});
