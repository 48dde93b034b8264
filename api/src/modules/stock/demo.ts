import { type DemoContext, type DemoText, demoText } from "../module";

const categories: { key: string; name: DemoText; description: DemoText }[] = [
  {
    key: "Stationery",
    name: { en: "Stationery", zh_Hant: "文具" },
    description: { en: "Pens, paper and office supplies", zh_Hant: "筆、紙及辦公用品" },
  },
  { key: "Electronics", name: { en: "Electronics", zh_Hant: "電子產品" }, description: { en: "Devices and accessories", zh_Hant: "裝置及配件" } },
  { key: "Furniture", name: { en: "Furniture", zh_Hant: "傢俬" }, description: { en: "Desks, chairs and storage", zh_Hant: "辦公桌、椅子及儲物" } },
  {
    key: "Beverages",
    name: { en: "Beverages", zh_Hant: "飲品" },
    description: { en: "Coffee, tea and drinks for the pantry", zh_Hant: "茶水間的咖啡、茶及飲品" },
  },
];

const products: { code: string; name: DemoText; category: string; price: string; uom: DemoText }[] = [
  {
    code: "ST-001",
    name: { en: "Ballpoint pen (blue)", zh_Hant: "原子筆（藍）" },
    category: "Stationery",
    price: "3.50",
    uom: { en: "pcs", zh_Hant: "支" },
  },
  {
    code: "ST-002",
    name: { en: "A4 copy paper 80gsm", zh_Hant: "A4 影印紙 80gsm" },
    category: "Stationery",
    price: "42.00",
    uom: { en: "ream", zh_Hant: "令" },
  },
  { code: "ST-003", name: { en: "Stapler", zh_Hant: "釘書機" }, category: "Stationery", price: "38.90", uom: { en: "pcs", zh_Hant: "個" } },
  {
    code: "ST-004",
    name: { en: "Sticky notes 76x76", zh_Hant: "便利貼 76x76" },
    category: "Stationery",
    price: "12.00",
    uom: { en: "pack", zh_Hant: "包" },
  },
  {
    code: "EL-001",
    name: { en: "USB-C charger 65W", zh_Hant: "USB-C 充電器 65W" },
    category: "Electronics",
    price: "299.00",
    uom: { en: "pcs", zh_Hant: "個" },
  },
  {
    code: "EL-002",
    name: { en: "Wireless mouse", zh_Hant: "無線滑鼠" },
    category: "Electronics",
    price: "159.00",
    uom: { en: "pcs", zh_Hant: "個" },
  },
  {
    code: "EL-003",
    name: { en: "27-inch monitor", zh_Hant: "27 吋顯示器" },
    category: "Electronics",
    price: "1899.00",
    uom: { en: "pcs", zh_Hant: "部" },
  },
  {
    code: "EL-004",
    name: { en: "Mechanical keyboard", zh_Hant: "機械鍵盤" },
    category: "Electronics",
    price: "688.00",
    uom: { en: "pcs", zh_Hant: "個" },
  },
  {
    code: "FU-001",
    name: { en: "Ergonomic office chair", zh_Hant: "人體工學辦公椅" },
    category: "Furniture",
    price: "2450.00",
    uom: { en: "pcs", zh_Hant: "張" },
  },
  {
    code: "FU-002",
    name: { en: "Standing desk 140cm", zh_Hant: "升降辦公桌 140cm" },
    category: "Furniture",
    price: "3980.00",
    uom: { en: "pcs", zh_Hant: "張" },
  },
  {
    code: "FU-003",
    name: { en: "Filing cabinet, 3 drawers", zh_Hant: "三格文件櫃" },
    category: "Furniture",
    price: "1150.00",
    uom: { en: "pcs", zh_Hant: "個" },
  },
  {
    code: "BV-001",
    name: { en: "Coffee beans 1kg", zh_Hant: "咖啡豆 1kg" },
    category: "Beverages",
    price: "248.00",
    uom: { en: "bag", zh_Hant: "包" },
  },
  {
    code: "BV-002",
    name: { en: "Jasmine tea, 100 bags", zh_Hant: "茉莉花茶（100 包）" },
    category: "Beverages",
    price: "65.00",
    uom: { en: "box", zh_Hant: "盒" },
  },
  {
    code: "BV-003",
    name: { en: "Mineral water 24 x 500ml", zh_Hant: "礦泉水 24 x 500ml" },
    category: "Beverages",
    price: "72.00",
    uom: { en: "case", zh_Hant: "箱" },
  },
];

/** Four categories, fourteen products, and opening stock for each at ~60% of its price through the ledger. */
export const seedStockDemo = async (ctx: DemoContext) => {
  const { db, actor, modules } = ctx;
  const text = (value: DemoText) => demoText(ctx, value);
  const ids = new Map<string, number>();
  for (const category of categories) {
    const [{ id }] = await db("product_categories")
      .insert({ name: text(category.name), description: text(category.description) })
      .returning("id");
    ids.set(category.key, id);
  }
  const rows = await db("products")
    .insert(products.map(({ category, name, uom, ...p }) => ({ ...p, name: text(name), uom: text(uom), category_id: ids.get(category) })))
    .returning(["id", "price"]);
  await modules.stock.ledger.bookMovements(
    db,
    (rows as { id: number; price: string }[]).map((p, i) => ({
      product_id: p.id,
      type: "in" as const,
      quantity: 40 + (i % 5) * 20,
      unit_cost: (Math.round(Number(p.price) * 60) / 100).toFixed(2),
      partner: text({ en: "Demo opening stock", zh_Hant: "示範期初存貨" }),
      reference: "OPENING",
    })),
    actor.userId,
  );
};
