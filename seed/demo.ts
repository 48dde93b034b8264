import type { Knex } from "knex";
import { hashPassword, verifyPassword } from "../api/src/auth/passwords";
import { seedSalesDemo } from "./demo-sales";

/** The demo accounts' password unless DEMO_PASSWORD says otherwise (README); refused in production. */
export const defaultDemoPassword = "erp-demo-2026";
export const demoUsers = [
  { name: "Ada Admin", email: "admin@erp.local", roles: ["ADMIN"] },
  { name: "Sam Sales", email: "sales@erp.local", roles: ["SALES"] },
  { name: "Harriet HR", email: "hr@erp.local", roles: ["HR"] },
  { name: "Alan Accounting", email: "accounting@erp.local", roles: ["ACCOUNTING"] },
];

/** True when a demo account still opens with the default demo password. */
export const demoPasswordInUse = async (db: Knex) => {
  const users = await db("users").whereIn("email", demoUsers.map((u) => u.email)).whereNull("deleted_at").select("password_hash");
  for (const { password_hash } of users) if (await verifyPassword(password_hash, defaultDemoPassword)) return true;
  return false;
};

/** Small demo data set, written once on first start (marked in app_meta so deleting it sticks). */
const categories = [
  { name: "Stationery", description: "Pens, paper and office supplies" },
  { name: "Electronics", description: "Devices and accessories" },
  { name: "Furniture", description: "Desks, chairs and storage" },
  { name: "Beverages", description: "Coffee, tea and drinks for the pantry" },
];

const products: { code: string; name: string; category: string; price: string; uom: string }[] = [
  { code: "ST-001", name: "Ballpoint pen (blue)", category: "Stationery", price: "3.50", uom: "pcs" },
  { code: "ST-002", name: "A4 copy paper 80gsm", category: "Stationery", price: "42.00", uom: "ream" },
  { code: "ST-003", name: "Stapler", category: "Stationery", price: "38.90", uom: "pcs" },
  { code: "ST-004", name: "Sticky notes 76x76", category: "Stationery", price: "12.00", uom: "pack" },
  { code: "EL-001", name: "USB-C charger 65W", category: "Electronics", price: "299.00", uom: "pcs" },
  { code: "EL-002", name: "Wireless mouse", category: "Electronics", price: "159.00", uom: "pcs" },
  { code: "EL-003", name: "27-inch monitor", category: "Electronics", price: "1899.00", uom: "pcs" },
  { code: "EL-004", name: "Mechanical keyboard", category: "Electronics", price: "688.00", uom: "pcs" },
  { code: "FU-001", name: "Ergonomic office chair", category: "Furniture", price: "2450.00", uom: "pcs" },
  { code: "FU-002", name: "Standing desk 140cm", category: "Furniture", price: "3980.00", uom: "pcs" },
  { code: "FU-003", name: "Filing cabinet, 3 drawers", category: "Furniture", price: "1150.00", uom: "pcs" },
  { code: "BV-001", name: "Coffee beans 1kg", category: "Beverages", price: "248.00", uom: "bag" },
  { code: "BV-002", name: "Jasmine tea, 100 bags", category: "Beverages", price: "65.00", uom: "box" },
  { code: "BV-003", name: "Mineral water 24 x 500ml", category: "Beverages", price: "72.00", uom: "case" },
];

export const seedDemo = async (db: Knex, demoPassword = defaultDemoPassword): Promise<boolean> => {
  const passwordHash = await hashPassword(demoPassword);
  const seeded = await db.transaction(async (trx) => {
    const done = await trx("app_meta").where({ key: "demo_seeded" }).first().forUpdate();
    if (done) return false;
    const ids = new Map<string, number>();
    for (const category of categories) {
      const [{ id }] = await trx("product_categories").insert(category).returning("id");
      ids.set(category.name, id);
    }
    await trx("products").insert(products.map(({ category, ...p }) => ({ ...p, category_id: ids.get(category) })));
    await trx("users")
      .insert(demoUsers.map((user) => ({ ...user, roles: JSON.stringify(user.roles), password_hash: passwordHash })))
      .onConflict(trx.raw("(email) where deleted_at is null"))
      .ignore();
    await trx("app_meta").insert({ key: "demo_seeded", value: JSON.stringify({ at: new Date().toISOString() }) });
    return true;
  });
  // The sales and HR demo has its own mark, so data dirs seeded before those modules get it too.
  const admin = await db("users").where({ email: demoUsers[0].email }).first("id");
  return (await seedSalesDemo(db, { userId: admin?.id ?? null })) || seeded;
};
