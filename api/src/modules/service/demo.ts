import { serviceOf } from "../../context";
import { type DemoContext, type DemoText, demoText } from "../module";
import { convertQuotation } from "./convert";
import { ServiceInvoicesService } from "./invoices";
import { QuotationsService } from "./quotations";

const categories: { name: DemoText; description: DemoText }[] = [
  { name: { en: "IT support", zh_Hant: "IT 支援" }, description: { en: "Help desk and on-site support", zh_Hant: "服務台及上門支援" } },
  { name: { en: "Hosting", zh_Hant: "寄存" }, description: { en: "Servers, e-mail and backups", zh_Hant: "伺服器、電郵及備份" } },
  { name: { en: "Consulting", zh_Hant: "顧問服務" }, description: { en: "Advice and project work", zh_Hant: "諮詢及項目工作" } },
];
const units: { name: DemoText; service_code: string; period: string; price: string; category: number }[] = [
  { name: { en: "Help desk (per user)", zh_Hant: "服務台（每位用戶）" }, service_code: "SU-HD-01", period: "monthly", price: "120.00", category: 0 },
  { name: { en: "On-site visit", zh_Hant: "上門服務" }, service_code: "SU-OS-01", period: "one_off", price: "680.00", category: 0 },
  { name: { en: "Web hosting", zh_Hant: "網站寄存" }, service_code: "SU-WH-01", period: "yearly", price: "1800.00", category: 1 },
  { name: { en: "Daily off-site backup", zh_Hant: "每日異地備份" }, service_code: "SU-BK-01", period: "monthly", price: "250.00", category: 1 },
  { name: { en: "IT health check", zh_Hant: "IT 健康檢查" }, service_code: "SU-HC-01", period: "quarterly", price: "1500.00", category: 2 },
];
const plans: { name: DemoText; price: string; description: DemoText; packages: [number, number][] }[] = [
  {
    name: { en: "Small office care", zh_Hant: "小型辦公室護理" },
    price: "1200.00",
    description: { en: "Help desk for five users with daily backup", zh_Hant: "五位用戶的服務台及每日備份" },
    packages: [
      [0, 5],
      [3, 1],
    ],
  },
  {
    name: { en: "Online presence", zh_Hant: "網上業務" },
    price: "2400.00",
    description: { en: "Hosting and a yearly health check", zh_Hant: "寄存及每年健康檢查" },
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
  const text = (value: DemoText) => demoText(ctx, value);
  const categoryIds = (
    await db("service_categories")
      .insert(categories.map((c) => ({ name: text(c.name), description: text(c.description) })))
      .returning("id")
  ).map((r) => r.id as number);
  const unitIds = (
    await db("service_units")
      .insert(units.map(({ category, name, ...unit }) => ({ ...unit, name: text(name), category_id: categoryIds[category] })))
      .returning("id")
  ).map((r) => r.id as number);
  const planService = ctx.services.get("service-plans")!;
  const planIds: number[] = [];
  for (const plan of plans)
    planIds.push(
      (
        await planService.create(
          {
            ...plan,
            name: text(plan.name),
            description: text(plan.description),
            packages: plan.packages.map(([unit, quantity]) => ({ service_unit_id: unitIds[unit], quantity })),
          },
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
        remarks: i === 0 ? text({ en: "Renewal for next year", zh_Hant: "明年續約" }) : null,
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
    { name: text({ en: "Office IT for 2027", zh_Hant: "2027 年辦公室 IT" }), status: ["sent"] },
    { name: text({ en: "Website and hosting", zh_Hant: "網站及寄存" }), status: [] },
    { name: text({ en: "New branch set-up", zh_Hant: "新分店設置" }), status: ["sent", "accepted"], convert: true },
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
