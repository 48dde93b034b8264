import type { Knex } from "knex";
import { listIndexes, systemColumns } from "../../../db/columns";

/** The methods every database starts with: the order form's three of before, then cash, bank transfer, FPS and cheque. */
export const seedPaymentMethods = [
  { code: "credit_card", name: "Credit card", name_zh_hant: "信用卡" },
  { code: "paypal", name: "PayPal", name_zh_hant: "PayPal" },
  { code: "gift_card", name: "Gift card", name_zh_hant: "禮品卡" },
  { code: "cash", name: "Cash", name_zh_hant: "現金" },
  { code: "bank_transfer", name: "Bank transfer", name_zh_hant: "銀行轉賬" },
  { code: "fps", name: "FPS", name_zh_hant: "轉數快" },
  { code: "cheque", name: "Cheque", name_zh_hant: "支票" },
];

/** The one list of payment methods (settings > payment methods); records store a method's code. */
export async function up(db: Knex) {
  await db.schema.createTable("payment_methods", (t) => {
    systemColumns(db, t);
    t.string("code", 40).notNullable();
    t.string("name", 60).notNullable();
    t.string("name_zh_hant", 60).notNullable();
    t.integer("sort_order").notNullable().defaultTo(100);
    t.boolean("active").notNullable().defaultTo(true);
    t.check("code ~ '^[a-z][a-z0-9_]*$'", [], "payment_methods_code_check");
  });
  for (const statement of listIndexes(db, "payment_methods", { sort: ["sort_order", "name", "name_zh_hant", "active"], unique: ["code"] }))
    await statement;
  await db("payment_methods").insert(seedPaymentMethods.map((method, i) => ({ ...method, sort_order: (i + 1) * 10 })));
}

export async function down(db: Knex) {
  await db.schema.dropTable("payment_methods");
}
