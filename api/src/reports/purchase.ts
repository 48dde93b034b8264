import { summedOver } from "./spans";
import { defineReport } from "./types";

/**
 * Purchases over a period on the accrual basis: the purchase orders whose goods were received in it
 * (they completed; on the company's day of receipt), whenever they are paid, by vendor (total, and
 * what is paid and due of them now) and by product (quantity, amount, average unit cost; from the
 * purchase_product_totals summary, migration 20261128c). Orders not received yet are not purchases.
 */
const live = "p.deleted_at is null and p.received_on between ?::date and ?::date";

export default defineReport({
  name: "purchase",
  group: "vendor",
  params: "period",
  basis: "accrual",
  sections: [
    {
      name: "by-vendor",
      columns: [
        { name: "vendor", type: "string" },
        { name: "orders", type: "integer" },
        { name: "total", type: "money" },
        { name: "paid", type: "money" },
        { name: "due", type: "money" },
      ],
      order: "total desc, vendor",
      sql: (db, { from, to }) =>
        db.raw(
          `select v.company_name as vendor, count(*) as orders, sum(p.total) as total, sum(p.paid) as paid, sum(p.due) as due
             from purchase_orders p join vendors v on v.id = p.vendor_id
            where ${live} group by v.id`,
          [from, to],
        ),
    },
    {
      name: "by-product",
      columns: [
        { name: "code", type: "string" },
        { name: "product", type: "string" },
        { name: "quantity", type: "integer" },
        { name: "amount", type: "money" },
        {
          name: "unit_cost",
          type: "money",
          total: "case when coalesce(sum(quantity), 0) = 0 then null else round(sum(amount) / sum(quantity), 2) end",
        },
      ],
      order: "amount desc, code",
      sql: (db, range) => {
        const s = summedOver(range, "purchase_product_totals", "product_id", { quantity: "t.quantity", amount: "t.amount" }, ["t.items"]);
        return db.raw(
          `select pr.code, pr.name as product, s.quantity, s.amount, round(s.amount / nullif(s.quantity, 0), 2) as unit_cost
             from (${s.sql}) s join products pr on pr.id = s.product_id`,
          s.bindings,
        );
      },
    },
  ],
  chart: { section: "by-vendor", kind: "bar", x: "vendor", y: ["paid", "due"], top: 15 },
});
