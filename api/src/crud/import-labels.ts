import type { Knex } from "knex";
import { type EntityDef, isOwnColumn, type Registry } from "../entities";
import { type Message, msg } from "../http/errors";

type CsvRecord = Record<string, string>;

/** An id as a CSV cell gives it: digits only. Anything else in a reference's column is a label. */
const isId = (cell: string) => /^[0-9]+$/.test(cell);

/**
 * The columns a reference may be imported by: the target's label field, its declared unique fields
 * and its `importBy` ones (a product by name or code, a customer by name or e-mail), never a private one.
 */
export const labelColumns = (target: EntityDef): string[] => [
  ...new Set(
    [
      target.label,
      ...Object.entries(target.fields)
        .filter(([, field]) => field.unique)
        .map(([name]) => name),
      ...(target.importBy ?? []),
    ].filter((name) => {
      const field = target.fields[name];
      return field && isOwnColumn(field) && !field.private && ["string", "email", "phone", "text"].includes(field.type);
    }),
  ),
];

/**
 * A batch's references given by label instead of id (`category_id` = "Beverages", `customer_id` =
 * "amy@example.com"): each label is looked up, case-insensitively, among the target's live records by
 * its label and unique fields (one query per field and batch) and replaced by the id it names. A label
 * that names no record, or more than one, is that row's error on that field (catalogue messages), and
 * the row is left out (null). Ids are taken as they are: the import's reference check follows.
 */
export const resolveRefLabels = async (
  db: Knex,
  registry: Pick<Registry, "entityByName">,
  entity: EntityDef,
  records: CsvRecord[],
): Promise<{ records: (CsvRecord | null)[]; errors: { index: number; field: string; message: Message }[] }> => {
  const out: (CsvRecord | null)[] = records.map((record) => ({ ...record }));
  const errors: { index: number; field: string; message: Message }[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.type !== "ref" || field.multiple) continue;
    const target = registry.entityByName.get(field.ref);
    const labelled = records.flatMap((record, index) => {
      const cell = record[name];
      return cell !== undefined && cell !== "" && !isId(cell) ? [{ index, cell }] : [];
    });
    if (!target || !labelled.length) continue;
    const columns = labelColumns(target);
    const keys = [...new Set(labelled.map(({ cell }) => cell.toLowerCase()))];
    const ids = new Map<string, Set<number>>();
    if (columns.length) {
      const query = db(target.table).whereNull("deleted_at");
      query.where((where) => {
        for (const column of columns) where.orWhereRaw("lower(??::text) = any(?)", [column, keys]);
      });
      const rows = (await query.select("id", ...columns)) as Record<string, unknown>[];
      for (const row of rows)
        for (const column of columns) {
          const key = String(row[column] ?? "").toLowerCase();
          if (keys.includes(key)) (ids.get(key) ?? ids.set(key, new Set()).get(key)!).add(row.id as number);
        }
    }
    for (const { index, cell } of labelled) {
      const found = ids.get(cell.toLowerCase());
      if (found?.size === 1) {
        if (out[index]) out[index]![name] = String([...found][0]);
        continue;
      }
      errors.push({
        index,
        field: name,
        message: found?.size ? msg("refLabelAmbiguous", { value: cell, count: found.size }) : msg("refLabelUnknown", { value: cell }),
      });
      out[index] = null;
    }
  }
  return { records: out, errors };
};
