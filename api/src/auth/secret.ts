import { randomBytes } from "node:crypto";
import type { Knex } from "knex";

/**
 * The key that signs session cookies and CSRF tokens: SESSION_SECRET, or one generated on first
 * start and kept in the database, so every API process on that database shares it.
 */
export const loadSecret = async (db: Knex, fromEnv = process.env.SESSION_SECRET): Promise<string> => {
  if (fromEnv) return fromEnv;
  const value = randomBytes(32).toString("hex");
  await db("app_meta")
    .insert({ key: "session_secret", value: JSON.stringify(value) })
    .onConflict("key")
    .ignore();
  const row = await db("app_meta").where({ key: "session_secret" }).first("value");
  return typeof row.value === "string" ? row.value : String(row.value);
};
