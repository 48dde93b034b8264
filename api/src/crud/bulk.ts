import type { Knex } from "knex";

/**
 * Inserts many rows with one parameter per batch: the batch travels as one JSON document and
 * PostgreSQL unpacks it (`jsonb_to_recordset`), instead of knex building and pg sending one
 * parameter per value. Columns a row leaves out take the column's default, as in a plain insert.
 */
export const insertRows = async (trx: Knex.Transaction, table: string, rows: Record<string, unknown>[], batch = 5000) => {
  if (!rows.length) return;
  const names = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const sql = await insertSql(trx, table, names);
  for (let start = 0; start < rows.length; start += batch) await trx.raw(sql, [JSON.stringify(rows.slice(start, start + batch))]);
};

/** The statement for a table and column list, built once per transaction (the next batch then goes out at once). */
const statements = new WeakMap<Knex.Transaction, Map<string, Promise<string>>>();
const insertSql = (trx: Knex.Transaction, table: string, names: string[]) => {
  const known = statements.get(trx) ?? statements.set(trx, new Map()).get(trx)!;
  const key = `${table}(${names.join(",")})`;
  if (!known.has(key)) known.set(key, buildInsertSql(trx, table, names));
  return known.get(key)!;
};

const buildInsertSql = async (trx: Knex.Transaction, table: string, names: string[]) => {
  const { rows: columns } = (await trx.raw(
    `select column_name as name, format_type(a.atttypid, a.atttypmod) as type, column_default as "default"
       from information_schema.columns c
       join pg_attribute a on a.attrelid = (quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass and a.attname = c.column_name
      where c.table_schema = current_schema() and c.table_name = ? and c.column_name = any(?)`,
    [table, names],
  )) as { rows: { name: string; type: string; default: string | null }[] };
  const known = new Map(columns.map((column) => [column.name, column]));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length) throw new Error(`${table} has no column ${unknown.join(", ")}`);

  const list = names.map((name) => trx.raw("??", [name]).toString()).join(", ");
  const definitions = names.map((name) => `${trx.raw("??", [name]).toString()} ${known.get(name)!.type}`).join(", ");
  const values = names
    .map((name) => {
      const column = trx.raw("??", [`r.${name}`]).toString();
      const fallback = known.get(name)!.default;
      return fallback ? `coalesce(${column}, ${fallback})` : column;
    })
    .join(", ");
  return `insert into ${trx.raw("??", [table]).toString()} (${list}) select ${values} from jsonb_to_recordset(?::jsonb) as r(${definitions})`;
};
