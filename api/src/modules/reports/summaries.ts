import type { TriggerDef } from "../module";

/**
 * The summary tables the reports read instead of scanning orders, lines, movements and purchase
 * orders (created by this module's migration 20261128c on the accrual basis, which replaced those of
 * 20261123v, x and y), and the triggers that keep them
 * current from the tables they sum, which belong to the orders, stock and vendors modules: statement
 * level, with transition tables, in the writing transaction. A truncate of a summed table rebuilds
 * the summaries from scratch. order_day_totals, sales_day_totals and sales_salesperson_totals keep a
 * key's figures in up to 16 shards (20261204a: the writing transaction's id modulo 16), so orders
 * completed at the same moment do not queue for one row; readers sum them. The ownership test (db/migrations/ownership.test.ts) checks that the
 * database has exactly these triggers on other modules' tables, with these functions.
 */
export const summaryTables = [
  "order_day_totals",
  "sales_product_totals",
  "sales_day_totals",
  "sales_customer_totals",
  "sales_salesperson_totals",
  "purchase_product_totals",
] as const;

/** A trigger per event, named `<function>_<event>`. */
const on = (table: string, fn: string, events: readonly TriggerDef["event"][]): TriggerDef[] =>
  events.map((event) => ({ name: `${fn}_${event}`, table, event, function: fn }));

const writes = ["insert", "update", "delete"] as const;

export const summaryTriggers: readonly TriggerDef[] = [
  // order_day_totals (20261128c, accrual basis): orders completed and refunded and their 'sold' / 'return'
  // movements' cost, per completion and refund day
  ...on("orders", "order_day_totals_orders", writes),
  ...on("stock_movements", "order_day_totals_movements", writes),
  // sales_*_totals (20261128c): the same orders' lines and movements per product, customer, salesperson
  ...on("orders", "sales_totals_orders", writes),
  ...on("order_lines", "sales_totals_lines", writes),
  ...on("stock_movements", "sales_totals_movements", writes),
  ...["orders", "order_lines", "stock_movements"].map((table) => ({
    name: "sales_totals_truncate",
    table,
    event: "truncate" as const,
    function: "sales_totals_rebuild",
  })),
  // purchase_product_totals (20261128c): the received purchase orders' items per product (an order's insert adds no items)
  ...on("purchase_orders", "purchase_totals_orders", ["update", "delete"]),
  ...on("purchase_order_items", "purchase_totals_items", writes),
  ...["purchase_orders", "purchase_order_items"].map((table) => ({
    name: "purchase_totals_truncate",
    table,
    event: "truncate" as const,
    function: "purchase_totals_rebuild",
  })),
];
