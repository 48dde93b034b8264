import type { Knex } from "knex";
import { lineItemRef, type LineItemType } from "../../entities/service-invoices";
import { fromCents, sumCents, toCents } from "../../entities/money";
import { ApiError, type Message, msg } from "../../http/errors";

/** A line of a quotation or service invoice as validated: the item (by type), a quantity. */
export interface ItemLine {
  item_type: LineItemType;
  service_plan_id?: number | null;
  service_unit_id?: number | null;
  product_id?: number | null;
  quantity: number;
}
export interface PricedLine extends ItemLine {
  price: string;
  subtotal: string;
}

const tables = { service_plan: "service_plans", service_unit: "service_units", product: "products" } as const;
const refColumns = Object.values(lineItemRef);

/** The line's item id (the ref column its type names). */
export const itemId = (line: ItemLine) => line[lineItemRef[line.item_type]] as number | null | undefined;

/**
 * Lines with their prices and subtotals, and the document's total, in cents. Each line names its
 * item in the column of its type (a missing one is a per-line error; the other two are cleared);
 * prices are copied from the items when a line is added, and an item already on the document
 * (`keep`: its lines table and the document's id) keeps the price it was added with. One query per
 * item type; the references themselves were checked live by the generic service.
 */
export const priceLines = async (
  trx: Knex.Transaction,
  lines: ItemLine[],
  keep?: { table: string; foreignKey: string; id: number },
): Promise<{ lines: PricedLine[]; total: string }> => {
  const errors: Record<string, Message> = {};
  const clean = lines.map((line, i) => {
    const column = lineItemRef[line.item_type];
    if (!line[column]) errors[`lines.${i}.${column}`] = msg("required");
    return {
      ...Object.fromEntries(refColumns.map((c) => [c, null])),
      ...line,
      ...Object.fromEntries(refColumns.filter((c) => c !== column).map((c) => [c, null])),
    } as ItemLine;
  });
  if (Object.keys(errors).length) throw ApiError.invalid(errors);

  const prices = new Map<string, string>();
  for (const type of Object.keys(tables) as LineItemType[]) {
    const ids = [...new Set(clean.filter((l) => l.item_type === type).map((l) => itemId(l) as number))];
    if (!ids.length) continue;
    for (const row of (await trx(tables[type]).whereIn("id", ids).select("id", "price")) as { id: number; price: string }[])
      prices.set(`${type}:${row.id}`, row.price);
  }
  if (keep) {
    const kept = (await trx(keep.table)
      .where(keep.foreignKey, keep.id)
      .select("item_type", ...refColumns, "price")) as (ItemLine & { price: string })[];
    for (const line of kept) prices.set(`${line.item_type}:${itemId(line)}`, line.price);
  }
  const priced = clean.map((line) => {
    const price = toCents(prices.get(`${line.item_type}:${itemId(line)}`));
    return { ...line, price: fromCents(price), subtotal: fromCents(price * BigInt(line.quantity)) };
  });
  return { lines: priced, total: fromCents(sumCents(priced.map((l) => toCents(l.subtotal)))) };
};

/** A document's lines with the name (and code) of their items, in order: for PDFs and mails. */
export const linesWithNames = async (db: Knex, table: string, foreignKey: string, id: number) =>
  (await db(`${table} as l`)
    .leftJoin("service_plans as sp", "sp.id", "l.service_plan_id")
    .leftJoin("service_units as su", "su.id", "l.service_unit_id")
    .leftJoin("products as p", "p.id", "l.product_id")
    .where(`l.${foreignKey}`, id)
    .orderBy("l.position")
    .select(
      "l.*",
      db.raw("coalesce(sp.name, su.name, p.name) as item_name"),
      db.raw("coalesce(su.service_code, p.code) as item_code"),
    )) as (PricedLine & { id: number; position: number; item_name: string; item_code: string | null })[];
