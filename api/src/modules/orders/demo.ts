import { serviceOf } from "../../context";
import type { DemoContext } from "../module";
import { OrdersService } from "./service";

const customers = [
  {
    name: "Harbour View Trading Ltd",
    language: "en",
    notify_by: ["email"],
    email: "orders@harbourview.example",
    phone: "+85221234567",
    address: "18 Harbour Road, Wan Chai",
    custom_info: [
      { key: "Account manager", value: "Tai Man" },
      { key: "Credit terms", value: "30 days" },
    ],
  },
  {
    name: "Kowloon Bay Logistics",
    language: "zh_Hant",
    notify_by: ["email", "sms"],
    email: "purchasing@kblogistics.example",
    phone: "+85223456789",
    address: "8 Wang Chiu Road, Kowloon Bay",
    custom_info: [{ key: "Delivery window", value: "9:00-12:00" }],
  },
  {
    name: "Lantau Coffee House",
    language: "zh_Hant",
    notify_by: ["email"],
    email: "hello@lantaucoffee.example",
    phone: "+85229876543",
    address: "Mui Wo Ferry Pier Road, Lantau",
    custom_info: [],
  },
  {
    name: "Sai Kung Design Studio",
    language: "zh_Hant",
    notify_by: ["sms"],
    email: null,
    phone: "+85227921111",
    address: "22 Po Tung Road, Sai Kung",
    custom_info: [{ key: "Prefers", value: "WhatsApp" }],
  },
  {
    name: "Central Legal Partners",
    language: "en",
    notify_by: ["email"],
    email: "office@centrallegal.example",
    phone: "+85225210000",
    address: "1 Queen's Road Central",
    custom_info: [],
  },
];

/** Where each demo order is walked to, from pending. */
const walks = [
  [],
  ["processing"],
  ["processing", "shipping"],
  ["processing", "shipping", "completed"],
  ["cancelled"],
  ["processing", "shipping", "completed"],
] as const;

/**
 * Five customers (three write in Chinese, two take SMS) and six orders along the workflow, written through the orders service (numbers,
 * prices, stock and history are the real thing), sold by the demo sales staff.
 */
export const seedOrdersDemo = async (ctx: DemoContext) => {
  const { db } = ctx;
  const customerIds = (
    await db("customers")
      .insert(customers.map((c) => ({ ...c, custom_info: JSON.stringify(c.custom_info), notify_by: JSON.stringify(c.notify_by) })))
      .returning("id")
  ).map((r) => r.id as number);
  const products = (await db("products").whereNull("deleted_at").orderBy("id").select("id")) as { id: number }[];
  if (!products.length) return;
  const salespeople = (await db("employees").where({ department: "Sales" }).whereNull("deleted_at").orderBy("id").select("id")).map(
    (e) => e.id as number,
  );
  const orders = serviceOf(ctx, "orders", OrdersService);
  for (const [i, walk] of walks.entries()) {
    const order = await orders.create(
      {
        customer_id: customerIds[i % customerIds.length],
        employee_id: salespeople.length ? salespeople[i % salespeople.length] : null,
        order_date: new Date(ctx.clock.now().getTime() - (walks.length - i) * 86_400_000).toISOString().slice(0, 10),
        payment_method: ["credit_card", "paypal", "gift_card"][i % 3],
        lines: [
          { product_id: products[i % products.length].id, quantity: 1 + (i % 3) },
          { product_id: products[(i + 5) % products.length].id, quantity: 2 },
        ],
      },
      ctx.actor,
    );
    for (const status of walk) await orders.changeStatus(order.id, status, null, ctx.actor);
  }
  await db("outbox").delete(); // demo customers are not real: nothing to mail or text
};
