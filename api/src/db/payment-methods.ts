import type { Knex } from "knex";
import { keyFromLabel } from "../entities/customisation";

/** How payment methods were typed before the list (free text): what each means on it. */
const synonyms: Readonly<Record<string, string>> = {
  cash: "cash",
  bank_transfer: "bank_transfer",
  bank: "bank_transfer",
  transfer: "bank_transfer",
  autopay: "bank_transfer",
  auto_pay: "bank_transfer",
  direct_debit: "bank_transfer",
  wire: "bank_transfer",
  wire_transfer: "bank_transfer",
  fps: "fps",
  faster_payment_system: "fps",
  cheque: "cheque",
  check: "cheque",
  credit_card: "credit_card",
  card: "credit_card",
  visa: "credit_card",
  mastercard: "credit_card",
  paypal: "paypal",
  gift_card: "gift_card",
};

/**
 * A data migration for a column that held payment methods as free text ("bank transfer", "Cash",
 * "autopay"): each value becomes a method's code on the list (payment_methods, settings'), known ways of
 * writing one mapped onto it; a value the list has no method for is added to the list (active, its own
 * text as both labels) so that no record loses what it said. Columns only: no table is created or altered.
 */
export const mapPaymentMethods = async (db: Knex, table: string, column = "payment_method"): Promise<void> => {
  const values = (await db(table).whereNotNull(column).distinct(column).pluck(column)) as string[];
  const codes = new Set((await db("payment_methods").pluck("code")) as string[]);
  for (const value of values) {
    if (codes.has(value)) continue;
    const slug = keyFromLabel(value);
    let code = synonyms[slug] ?? slug;
    if (!value.trim()) {
      await db(table)
        .where(column, value)
        .update({ [column]: null });
      continue;
    }
    if (!codes.has(code)) {
      if (!code) code = "method";
      for (let n = 2; codes.has(code) || !code; n++) code = `${slug || "method"}_${n}`;
      const [{ sort_order }] = await db("payment_methods").max({ sort_order: "sort_order" });
      await db("payment_methods").insert({
        code,
        name: value.slice(0, 60),
        name_zh_hant: value.slice(0, 60),
        sort_order: Number(sort_order ?? 0) + 10,
      });
      codes.add(code);
    }
    await db(table)
      .where(column, value)
      .update({ [column]: code });
  }
};
