import { serviceOf } from "../../context";
import type { DemoContext } from "../module";
import { PurchaseOrdersService } from "./service";

const vendors = [
  {
    company_name: "Pearl River Office Supplies Ltd",
    company_address: "12 Hung To Road, Kwun Tong",
    contact_phone: "+85223415566",
    contact_name: "Mr. Lam",
  },
  {
    company_name: "Shenzhen Bright Electronics Co.",
    company_address: "88 Huaqiang North Road, Futian, Shenzhen",
    contact_phone: "+8675583210000",
    contact_name: "Ms. Zhou",
  },
  {
    company_name: "Kwai Chung Furniture Works",
    company_address: "5 Kwai Hei Street, Kwai Chung",
    contact_phone: "+85224198800",
    contact_name: "Mr. Tsang",
  },
  {
    company_name: "Yunnan Highland Coffee Traders",
    company_address: "Unit 3, 7 Des Voeux Road West, Sheung Wan",
    contact_phone: "+85225591234",
    contact_name: "Ms. Li",
  },
];

/** Product codes (from the stock demo) and quantities of each demo purchase order; `complete` ones are stocked in. */
const orders = [
  {
    vendor: 0,
    items: [
      ["ST-001", 200, "1.80"],
      ["ST-002", 50, "24.00"],
    ],
    paid: "1000.00",
    complete: true,
  },
  {
    vendor: 1,
    items: [
      ["EL-002", 20, "82.00"],
      ["EL-004", 10, "390.00"],
    ],
    paid: "2000.00",
    complete: true,
  },
  { vendor: 2, items: [["FU-001", 4, "1420.00"]], paid: null, complete: false },
  {
    vendor: 3,
    items: [
      ["BV-001", 30, "150.00"],
      ["BV-002", 20, "36.00"],
    ],
    paid: "5220.00",
    complete: false,
  },
] as const;

/** Four vendors and four purchase orders through the service: two completed (stock in, expense), part and full payments. */
export const seedVendorsDemo = async (ctx: DemoContext) => {
  const { db, actor } = ctx;
  const staff = (await db("employees").whereNull("deleted_at").orderBy("id").select("id")) as { id: number }[];
  const vendorIds = (
    await db("vendors")
      .insert(vendors.map((v, i) => ({ ...v, employee_id: staff.length ? staff[i % staff.length].id : null, created_by: actor.userId })))
      .returning("id")
  ).map((r) => r.id as number);
  const products = new Map(
    ((await db("products").whereNull("deleted_at").select("id", "code")) as { id: number; code: string }[]).map((p) => [p.code, p.id]),
  );
  const service = serviceOf(ctx, "purchase-orders", PurchaseOrdersService);
  const today = service.today();
  for (const [i, order] of orders.entries()) {
    const items = order.items.flatMap(([code, quantity, unit_cost]) =>
      products.has(code) ? [{ product_id: products.get(code), quantity, unit_cost }] : [],
    );
    if (!items.length) continue;
    const created = await service.create(
      {
        vendor_id: vendorIds[order.vendor],
        order_date: new Date(ctx.clock.now().getTime() - (orders.length - i) * 3 * 86_400_000).toISOString().slice(0, 10),
        items,
      },
      actor,
    );
    if (order.paid && Number(order.paid) <= Number(created.total))
      await service.pay(
        created.id,
        { date: today, amount: order.paid, transaction_id: `TXN-${1000 + i}`, payment_method: i % 2 ? "bank_transfer" : "cheque" },
        actor,
      );
    if (order.complete) await service.complete(created.id, actor);
  }
};
