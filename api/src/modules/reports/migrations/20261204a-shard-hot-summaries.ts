import type { Knex } from "knex";
import { dayTotals, functions, orderDayTotals, type Summary, salespersonTotals, triggers } from "./20261128c-accrue-summaries";

/**
 * Summaries without a hot row (issue 29 item 1). Every order completed today adds to the same rows of
 * order_day_totals and sales_day_totals (today, this month, this year: they have no other key), and
 * of sales_salesperson_totals when the salespeople are few; a row stays locked from the trigger's
 * upsert to the commit, so concurrent status changes queued behind each other. These three get a
 * `shard` in their key whose default is the writing transaction's id modulo 16: transactions that run
 * at the same time have neighbouring ids, so each adds to a row of its own, and a report sums the
 * shards (`sum ... group by` as it sums days into a month). Rows written before keep shard 0; a
 * key has at most 16 rows a period, and only where that many transactions wrote to it. The trigger
 * functions are those of 20261128c with the shard added to their upserts' conflict keys (the
 * inserts leave it to the default). The tables with a key per product or customer stay as they are:
 * two transactions rarely complete orders of the same one at the same moment.
 */

export const shardCount = 16;
/** The summaries with a shard in their key. */
export const shardedSummaries: readonly Summary[] = [orderDayTotals, dayTotals, salespersonTotals];

const keyOf = (s: Summary, shard: boolean) => ["grain", "start", ...s.keys, ...(shard ? ["shard"] : [])].join(", ");

/** A function body with the shard added to the conflict keys of its upserts into the sharded summaries. */
const sharded = (body: string) =>
  shardedSummaries.reduce(
    (text, s) =>
      text.replace(new RegExp(`(insert into ${s.table} as t [\\s\\S]*?on conflict \\()${keyOf(s, false)}\\)`, "g"), `$1${keyOf(s, true)})`),
    body,
  );

const replaceFunctions = async (db: Knex, bodyOf: (body: string) => string) => {
  for (const [, fn] of triggers)
    await db.raw(`create or replace function ${fn}() returns trigger language plpgsql as $$
      begin
        ${bodyOf(functions[fn])}
        return null;
      end $$`);
};

export async function up(db: Knex) {
  for (const s of shardedSummaries) {
    await db.raw(`alter table ${s.table} add column shard smallint not null default 0`);
    await db.raw(`alter table ${s.table} drop constraint ${s.table}_pkey, add primary key (${keyOf(s, true)})`);
    await db.raw(`alter table ${s.table} alter column shard set default (txid_current() % ${shardCount})::smallint`);
  }
  await replaceFunctions(db, sharded);
}

export async function down(db: Knex) {
  await replaceFunctions(db, (body) => body);
  for (const s of shardedSummaries) {
    const keys = keyOf(s, false);
    await db.raw(`create temporary table folded on commit drop as
      select ${keys}, ${s.values.map((v) => `sum(${v}) as ${v}`).join(", ")} from ${s.table} group by ${keys}`);
    await db.raw(`delete from ${s.table}`);
    await db.raw(`alter table ${s.table} drop constraint ${s.table}_pkey, drop column shard, add primary key (${keys})`);
    await db.raw(`insert into ${s.table} (${keys}, ${s.values.join(", ")}) select * from folded order by ${keys}`);
    await db.raw("drop table folded");
  }
}
