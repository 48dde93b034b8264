import type { Knex } from "knex";
import { toE164 } from "../entities/phone";
import { log } from "../ops/logger";

/**
 * A data migration's step: the phone numbers of one column rewritten in E.164 (see entities/phone.ts),
 * a thousand rows at a time. A value that is not a valid number is left as it was and counted, so
 * nothing typed by a user is lost; it answers how many were rewritten and which values were left.
 */
export const normalisePhones = async (db: Knex, table: string, column: string) => {
  let after = 0;
  let rewritten = 0;
  const left: string[] = [];
  for (;;) {
    const rows = (await db(table).where("id", ">", after).whereNotNull(column).orderBy("id").limit(1000).select("id", `${column} as phone`)) as {
      id: number;
      phone: string;
    }[];
    if (!rows.length) break;
    after = rows[rows.length - 1].id;
    const changes = rows.flatMap(({ id, phone }) => {
      if (phone.trim() === "") return [];
      const e164 = toE164(phone);
      if (!e164) left.push(phone);
      return e164 && e164 !== phone ? [[id, e164] as const] : [];
    });
    if (changes.length) {
      await db.raw(`update ?? as t set ?? = v.phone from (values ${changes.map(() => "(?::int, ?)").join(", ")}) as v(id, phone) where t.id = v.id`, [
        table,
        column,
        ...changes.flat(),
      ]);
      rewritten += changes.length;
    }
  }
  if (left.length && !process.env.VITEST)
    log().warn(`migrate: ${table}.${column}: ${left.length} value(s) are not valid phone numbers and were left as they were`);
  return { rewritten, left };
};
