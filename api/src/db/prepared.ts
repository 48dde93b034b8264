import { createHash } from "node:crypto";

/**
 * knex `.options(prepared(sql))` for a statement whose text is fixed by a declaration (a record's
 * snapshot, its history line): node-postgres sends it as a named prepared statement, so PostgreSQL
 * parses and plans it once per connection instead of at every call. For the history's statements that
 * is most of their cost: measured on the 101k-product bench database, a product's snapshot 121-132 µs
 * unnamed against 34-43 µs named, its history line (the diff) 332-380 µs against 70-73 µs.
 *
 * The name is a digest of the text, so one name always means one text on a connection (node-postgres
 * refuses a name reused for another text): a declaration that changes (an ADMIN's custom field) makes
 * a new text and a new name. PostgreSQL re-plans a prepared statement by itself when a table it reads
 * changes. PGlite's driver ignores the option. Not for statements whose text varies per request (their
 * names would pile up on every connection).
 */
const names = new Map<string, string>();
const most = 2000;

export const prepared = (sql: string): { name: string } => {
  let name = names.get(sql);
  if (!name) {
    if (names.size >= most) names.clear();
    name = `erp_${createHash("sha256").update(sql).digest("base64url").slice(0, 24)}`;
    names.set(sql, name);
  }
  return { name };
};
