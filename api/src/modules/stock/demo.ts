import type { DemoContext } from "../module";

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

/** Four categories, fourteen products, and opening stock for each at ~60% of its price through the ledger. */
export const seedStockDemo = async ({ db, actor, modules }: DemoContext) => {
  const ids = new Map<string, number>();
  for (const category of categories) {
    const [{ id }] = await db("product_categories").insert(category).returning("id");
    ids.set(category.name, id);
  }
  const rows = await db("products")
    .insert(products.map(({ category, ...p }) => ({ ...p, category_id: ids.get(category) })))
    .returning(["id", "price"]);
  await modules.stock.ledger.bookMovements(
    db,
    (rows as { id: number; price: string }[]).map((p, i) => ({
      product_id: p.id,
      type: "in" as const,
      quantity: 40 + (i % 5) * 20,
      unit_cost: (Math.round(Number(p.price) * 60) / 100).toFixed(2),
      partner: "Demo opening stock",
      reference: "OPENING",
    })),
    actor.userId,
  );
};
