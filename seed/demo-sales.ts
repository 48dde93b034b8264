import type { Knex } from "knex";
import { entityByName } from "../api/src/entities";
import { hkidCheckDigit } from "../api/src/entities/formats";
import type { Actor } from "../api/src/crud/service";
import { bookMovements } from "../api/src/modules/stock/ledger";
import { OrdersService } from "../api/src/modules/orders/service";

/**
 * Demo data of the sales and HR modules: staff, commission rates, customers, stock for every demo
 * product, and a few orders along the workflow. Written once (marked in app_meta), in one transaction,
 * through the same services the API uses, so levels, numbers, prices and history are the real thing.
 */
const designations = ["Sales Executive", "Sales Manager", "HR Officer", "Accountant"];
const benefits = [
  { title: "Medical insurance", content: "Outpatient, specialist and hospital cover" },
  { title: "MPF", content: "Employer contribution 5%" },
  { title: "Annual leave", content: "14 days a year, rising with service" },
];
const employees = [
  { full_name: "Chan Tai Man", name: "Tai Man", id: "A123456", designation: "Sales Manager", department: "Sales", salary: "42000.00", commission: 3 },
  { full_name: "Wong Siu Ling", name: "Siu Ling", id: "B234567", designation: "Sales Executive", department: "Sales", salary: "26000.00", commission: 5 },
  { full_name: "Lee Ka Ho", name: "Ka Ho", id: "C345678", designation: "Sales Executive", department: "Sales", salary: "24500.00", commission: 5 },
  { full_name: "Cheung Mei Yee", name: "Mei Yee", id: "D456789", designation: "HR Officer", department: "Human resources", salary: "28000.00" },
  { full_name: "Ho Wing Kei", name: "Wing Kei", id: "E567890", designation: "Accountant", department: "Finance", salary: "31000.00" },
];
const customers = [
  { name: "Harbour View Trading Ltd", email: "orders@harbourview.example", phone: "+852 2123 4567", address: "18 Harbour Road, Wan Chai", custom_info: [{ key: "Account manager", value: "Tai Man" }, { key: "Credit terms", value: "30 days" }] },
  { name: "Kowloon Bay Logistics", email: "purchasing@kblogistics.example", phone: "+852 2345 6789", address: "8 Wang Chiu Road, Kowloon Bay", custom_info: [{ key: "Delivery window", value: "9:00-12:00" }] },
  { name: "Lantau Coffee House", email: "hello@lantaucoffee.example", phone: "+852 2987 6543", address: "Mui Wo Ferry Pier Road, Lantau", custom_info: [] },
  { name: "Sai Kung Design Studio", email: null, phone: "+852 2792 1111", address: "22 Po Tung Road, Sai Kung", custom_info: [{ key: "Prefers", value: "WhatsApp" }] },
  { name: "Central Legal Partners", email: "office@centrallegal.example", phone: "+852 2521 0000", address: "1 Queen's Road Central", custom_info: [] },
];

export const seedSalesDemo = async (db: Knex, actor: Actor = { userId: null }): Promise<boolean> =>
  db.transaction(async (trx) => {
    const done = await trx("app_meta").where({ key: "demo_sales_seeded" }).first().forUpdate();
    if (done) return false;
    const byName = async (table: string, rows: object[], key: string) =>
      new Map((await trx(table).insert(rows).returning(["id", key])).map((r: Record<string, unknown>) => [r[key] as string, r.id as number]));

    const designationIds = await byName("designations", designations.map((title) => ({ title })), "title");
    const benefitIds = [...(await byName("benefits", benefits, "title")).values()];
    const employeeIds = await byName(
      "employees",
      employees.map(({ id, designation, commission: _, ...e }, i) => ({
        ...e,
        hk_id: `${id}(${hkidCheckDigit(id)})`,
        designation_id: designationIds.get(designation),
        company_email: `${e.name.toLowerCase().replace(/\s+/g, ".")}@erp.local`,
        hire_date: `202${i}-0${i + 1}-01`,
        benefit_ids: JSON.stringify(benefitIds.slice(0, 2 + (i % 2))),
      })),
      "name",
    );
    await trx("commissions").insert(
      employees.filter((e) => e.commission).map((e) => ({ employee_id: employeeIds.get(e.name), percentage: e.commission })),
    );
    const customerIds = [
      ...(await byName("customers", customers.map((c) => ({ ...c, custom_info: JSON.stringify(c.custom_info) })), "name")).values(),
    ];

    const products = (await trx("products").whereNull("deleted_at").orderBy("id").select("id", "price")) as { id: number; price: string }[];
    await bookMovements(
      trx,
      products.map((p, i) => ({
        product_id: p.id,
        type: "in" as const,
        quantity: 40 + (i % 5) * 20,
        unit_cost: (Math.round(Number(p.price) * 60) / 100).toFixed(2), // demo cost: ~60% of the price
        partner: "Demo opening stock",
        reference: "OPENING",
      })),
      actor.userId,
    );

    const orders = new OrdersService(entityByName.get("orders")!, trx);
    const salespeople = [...employeeIds.values()].slice(0, 3);
    const walks = [[], ["processing"], ["processing", "shipping"], ["processing", "shipping", "completed"], ["cancelled"], ["processing", "shipping", "completed"]];
    for (const [i, walk] of walks.entries()) {
      const order = await orders.create(
        {
          customer_id: customerIds[i % customerIds.length],
          employee_id: salespeople[i % salespeople.length],
          order_date: new Date(Date.now() - (walks.length - i) * 86_400_000).toISOString().slice(0, 10),
          payment_method: ["credit_card", "paypal", "gift_card"][i % 3],
          lines: [
            { product_id: products[i % products.length].id, quantity: 1 + (i % 3) },
            { product_id: products[(i + 5) % products.length].id, quantity: 2 },
          ],
        },
        actor,
      );
      for (const status of walk) await orders.changeStatus(order.id, status as never, null, actor);
    }
    await trx("outbox").delete(); // demo customers are not real: nothing to mail
    await trx("app_meta").insert({ key: "demo_sales_seeded", value: JSON.stringify({ at: new Date().toISOString() }) });
    return true;
  });
