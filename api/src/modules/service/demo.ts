import { serviceOf } from "../../context";
import type { DemoContext } from "../module";
import { convertQuotation } from "./convert";
import { ServiceInvoicesService } from "./invoices";
import { QuotationsService } from "./quotations";

const categories = [
  { name: "IT support", description: "Help desk and on-site support" },
  { name: "Hosting", description: "Servers, e-mail and backups" },
  { name: "Consulting 顧問服務", description: "Advice and project work" },
];
const units = [
  { name: "Help desk (per user)", service_code: "SU-HD-01", period: "monthly", price: "120.00", category: 0 },
  { name: "On-site visit", service_code: "SU-OS-01", period: "one_off", price: "680.00", category: 0 },
  { name: "Web hosting 網站寄存", service_code: "SU-WH-01", period: "yearly", price: "1800.00", category: 1 },
  { name: "Daily off-site backup", service_code: "SU-BK-01", period: "monthly", price: "250.00", category: 1 },
  { name: "IT health check", service_code: "SU-HC-01", period: "quarterly", price: "1500.00", category: 2 },
];
const plans = [
  {
    name: "Small office care 小型辦公室",
    price: "1200.00",
    description: "Help desk for five users with daily backup",
    packages: [
      [0, 5],
      [3, 1],
    ],
  },
  {
    name: "Online presence",
    price: "2400.00",
    description: "Hosting and a yearly health check",
    packages: [
      [2, 1],
      [4, 1],
    ],
  },
];

/**
 * Service categories, units, two plans, invoices along the workflow and quotations (one converted
 * into an order and an invoice), written through the services so numbers and prices are real.
 */
export const seedServiceDemo = async (ctx: DemoContext) => {
  const { db, actor } = ctx;
  const customers = (await db("customers").whereNull("deleted_at").orderBy("id").limit(3).pluck("id")) as number[];
  const products = (await db("products").whereNull("deleted_at").orderBy("id").limit(2).pluck("id")) as number[];
  const categoryIds = (await db("service_categories").insert(categories).returning("id")).map((r) => r.id as number);
  const unitIds = (
    await db("service_units")
      .insert(units.map(({ category, ...unit }) => ({ ...unit, category_id: categoryIds[category] })))
      .returning("id")
  ).map((r) => r.id as number);
  const planService = ctx.services.get("service-plans")!;
  const planIds: number[] = [];
  for (const plan of plans)
    planIds.push(
      (
        await planService.create(
          { ...plan, packages: plan.packages.map(([unit, quantity]) => ({ service_unit_id: unitIds[unit], quantity })) },
          actor,
        )
      ).id,
    );
  if (!customers.length) return;

  const invoices = serviceOf(ctx, "service-invoices", ServiceInvoicesService);
  const walks = [[], ["issued"], ["issued", "paid"], ["issued", "paid", "closed"]] as const;
  for (const [i, walk] of walks.entries()) {
    const invoice = await invoices.create(
      {
        customer_id: customers[i % customers.length],
        remarks: i === 0 ? "Renewal for next year" : null,
        lines: [
          { item_type: "service_plan", service_plan_id: planIds[i % planIds.length], quantity: 1 },
          ...(i % 2 ? [{ item_type: "service_unit", service_unit_id: unitIds[1], quantity: 1 }] : []),
        ],
      },
      actor,
    );
    for (const status of walk) await invoices.changeStatus(invoice.id, status, actor, db);
  }

  const quotations = serviceOf(ctx, "quotations", QuotationsService);
  const quoted = [
    { name: "Office IT for 2027", status: ["sent"] },
    { name: "Website and hosting 網站及寄存", status: [] },
    { name: "New branch set-up", status: ["sent", "accepted"], convert: true },
  ];
  for (const [i, q] of quoted.entries()) {
    const quotation = await quotations.create(
      {
        name: q.name,
        customer_id: customers[i % customers.length],
        valid_until: new Date(ctx.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
        lines: [
          { item_type: "service_plan", service_plan_id: planIds[i % planIds.length], quantity: 1 },
          { item_type: "service_unit", service_unit_id: unitIds[4], quantity: 1 },
          ...(products.length ? [{ item_type: "product", product_id: products[i % products.length], quantity: 2 }] : []),
        ],
      },
      actor,
    );
    for (const status of q.status) await quotations.changeStatus(quotation.id, status as "sent", actor);
    if (q.convert) await convertQuotation(ctx, quotation.id, actor, "credit_card");
  }
  await db("outbox").delete(); // demo customers are not real: nothing to mail
};
