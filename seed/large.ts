import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { Knex } from "knex";
import { readConfig } from "../api/src/config";
import { openDatabase } from "../api/src/db/open";
import { attendanceDays } from "./generators/hr";
import { benefits, commissions, designations, employees } from "./generators/people";
import { productCategories, products } from "./generators/products";
import { commissionRecords, customers, orders, stockMovements } from "./generators/sales";
import { serviceCategories, serviceInvoices, servicePlans, serviceUnits } from "./generators/service";
import type { Generator } from "./generators/sql";
import { partners, purchaseOrders, vendors } from "./generators/vendors";
import { bankTransactions, expenses, incomes } from "./generators/accounting";

export type { GenerateOptions, Generator } from "./generators/sql";

/**
 * Large data sets for benchmarks and for trying the admin on realistic volumes.
 *
 *   npm run seed:large                       everything (seed/README.md): 100k products, 10k employees,
 *                                            100k customers, 1M orders, stock; into DATABASE_URL or ./data
 *   npm run seed:large -- --products 1000000 a million products
 *   npm run seed:large -- --reset            truncate the generated tables first
 *
 * Every generator is set-based (one `insert ... select ... from generate_series(...)`), deterministic
 * (`setseed` in its transaction: the same options give the same rows), and fills one table (and
 * maybe its child rows, `also`). A module adds its generator to `generators` below (the generators
 * live in seed/generators/): `{ table, after, also, defaultCount, generate }`; `after` names the
 * tables it reads (their generators run first) and the CLI grows a `--<table-in-kebab-case> N`
 * option by itself.
 */

// ---- the registry -------------------------------------------------------------------------------

/** Every generator, keyed by the table it fills (seed/generators/*.ts). */
export const generators: Record<string, Generator> = {
  product_categories: productCategories,
  products,
  designations,
  benefits,
  employees,
  commissions,
  customers,
  orders,
  stock_movements: stockMovements,
  commission_records: commissionRecords,
  attendance_days: attendanceDays,
  vendors,
  purchase_orders: purchaseOrders,
  partners,
  service_categories: serviceCategories,
  service_units: serviceUnits,
  service_plans: servicePlans,
  service_invoices: serviceInvoices,
  bank_transactions: bankTransactions,
  incomes,
  expenses,
};

/** The generators for `tables` (all when empty) plus what they depend on, dependencies first. */
export const generatorOrder = (tables: readonly string[] = Object.keys(generators)): Generator[] => {
  const ordered: Generator[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    const generator = generators[table];
    if (!generator) throw new Error(`No generator for table "${table}" (have: ${Object.keys(generators).join(", ")})`);
    if (ordered.includes(generator)) return;
    if (visiting.has(table)) throw new Error(`Generator dependency cycle at "${table}"`);
    visiting.add(table);
    for (const dependency of generator.after ?? []) visit(dependency);
    ordered.push(generator);
  };
  for (const table of tables) visit(table);
  return ordered;
};

export interface SeedLargeOptions {
  /** Tables to fill (with what they depend on); all when absent. */
  tables?: string[];
  /** Live rows per table; a generator's `defaultCount` otherwise. 0 skips the table. */
  counts?: Record<string, number>;
  /**
   * Truncate the tables first (restart identity, cascade), and regenerate the generated tables the
   * cascade empties too (orders when customers go, ...). Without it a table that has rows is skipped.
   */
  reset?: boolean;
  trashShare?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface SeedLargeReport {
  tables: { table: string; rows: number; ms: number; skipped?: string; detail?: string }[];
  ms: number;
}

/** Every table `truncate ... cascade` empties along with `tables`: those that refer to them, transitively. */
const cascadeOf = async (db: Knex, tables: string[]): Promise<Set<string>> => {
  const { rows } = (await db.raw(
    `with recursive emptied(oid) as (
       select unnest(?::text[])::regclass::oid
        union
       select c.conrelid from pg_constraint c join emptied e on c.confrelid = e.oid where c.contype = 'f'
     )
     select oid::regclass::text as name from emptied`,
    [`{${tables.join(",")}}`],
  )) as { rows: { name: string }[] };
  return new Set(rows.map((r) => r.name));
};

/**
 * Runs `work` on tables without their secondary indexes (those that back no constraint) and without
 * their foreign keys, then builds the indexes again from their saved definitions and adds the foreign
 * keys back (each checked by one query), all in `trx`: building a trigram GIN index once is several
 * times faster than maintaining it row by row, and one anti-join checks a million references faster
 * than a million trigger calls.
 */
const withBulkLoad = async <T>(trx: Knex.Transaction, tables: string[], work: () => Promise<T>): Promise<T> => {
  const { rows: indexes } = (await trx.raw(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = any(?::text[]::regclass[])
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [`{${tables.join(",")}}`],
  )) as { rows: { name: string; definition: string }[] };
  const { rows: foreignKeys } = (await trx.raw(
    `select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint
      where contype = 'f' and conrelid = any(?::text[]::regclass[])`,
    [`{${tables.join(",")}}`],
  )) as { rows: { table: string; name: string; definition: string }[] };
  const timed = async <R>(what: string, step: () => Promise<R>) => {
    const since = performance.now();
    const result = await step();
    if (process.env.SEED_TIMING) console.log(`    ${what}: ${elapsed(since)} ms`);
    return result;
  };
  for (const { name } of indexes) await trx.raw(`drop index ${name}`);
  for (const { table, name } of foreignKeys) await trx.raw("alter table ?? drop constraint ??", [table, name]);
  const result = await timed("write", work);
  for (const { name, definition } of indexes) await timed(name, () => trx.raw(definition));
  for (const { table, name, definition } of foreignKeys)
    await timed(name, () => trx.raw(`alter table ?? add constraint ?? ${definition}`, [table, name]));
  return result;
};

const elapsed = (since: number) => Math.round(performance.now() - since);
const formatMs = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

/** Runs the generators in dependency order (ANALYZE after each), then VACUUM on what they wrote. */
export const seedLarge = async (db: Knex, options: SeedLargeOptions = {}): Promise<SeedLargeReport> => {
  const started = performance.now();
  const log = options.log ?? console.log;
  let order = generatorOrder(options.tables);
  const countOf = (g: Generator) => options.counts?.[g.table] ?? g.defaultCount;

  if (options.reset) {
    // The cascade empties whatever refers to these tables, and rows read from them (ids, prices) go
    // stale: a generator whose table (or lines, or levels) the cascade empties, or that reads a
    // truncated table, is truncated and written again too, so no order is left without its lines.
    const truncated = new Set(order.map((g) => g.table));
    for (let grown = true; grown; ) {
      const emptied = await cascadeOf(db, [...truncated]);
      grown = false;
      for (const g of Object.values(generators))
        if (!truncated.has(g.table) && ([g.table, ...(g.also ?? [])].some((t) => emptied.has(t)) || (g.after ?? []).some((t) => truncated.has(t)))) {
          truncated.add(g.table);
          grown = true;
        }
    }
    const dependents = [...truncated].filter((t) => !order.some((g) => g.table === t));
    order = generatorOrder([...order.map((g) => g.table), ...dependents]);
    await db.raw(`truncate ${[...truncated].map(() => "??").join(", ")} restart identity cascade`, [...truncated]);
    log(
      `Truncated ${[...truncated].join(", ")} (and, by cascade, whatever references them)` +
        (dependents.length
          ? `; ${dependents.join(", ")} ${dependents.length > 1 ? "are" : "is"} written again (the cascade empties them or they read what is rewritten).`
          : "."),
    );
  }

  const report: SeedLargeReport = { tables: [], ms: 0 };
  for (const generator of order) {
    const count = countOf(generator);
    if (count <= 0) {
      report.tables.push({ table: generator.table, rows: 0, ms: 0, skipped: "count is 0" });
      continue;
    }
    const existing = await db(generator.table).count({ n: "*" }).first();
    if (Number(existing?.n) > 0) {
      const skipped = `already has ${Number(existing?.n).toLocaleString("en")} rows`;
      log(`${generator.table}: skipped, ${skipped} (use --reset to truncate and regenerate).`);
      report.tables.push({ table: generator.table, rows: 0, ms: 0, skipped });
      continue;
    }
    const since = performance.now();
    const tables = [generator.table, ...(generator.also ?? [])];
    const result = await db.transaction(async (trx) => {
      // Deterministic per table: the same options write the same data, whichever tables run with it
      // (the offset is the generator's place in the registry, not in this run).
      await trx.raw("select setseed(?)", [((options.seed ?? 42) + Object.keys(generators).indexOf(generator.table)) / 1000]);
      // Index builds (a trigram GIN above all) and the foreign keys' checks are faster with room to
      // sort; compiling these one-off statements (JIT) costs more than it saves.
      await trx.raw("set local maintenance_work_mem = '256MB'");
      await trx.raw("set local jit = off");
      return withBulkLoad(trx, tables, () => generator.generate(trx, count, { trashShare: options.trashShare ?? 0.01 }));
    });
    // The next generators read these rows: the planner must know how many there are.
    await db.raw(`analyze ${tables.map(() => "??").join(", ")}`, tables);
    const { rows, detail } = typeof result === "number" ? { rows: result, detail: undefined } : result;
    report.tables.push({ table: generator.table, rows, ms: elapsed(since), detail });
    log(`${generator.table}: ${rows.toLocaleString("en")} rows${detail ? ` (${detail})` : ""} in ${formatMs(elapsed(since))}`);
  }

  const written = report.tables
    .filter((t) => t.rows > 0)
    .flatMap((t) => [t.table, ...(generators[t.table].also ?? [])])
    .filter((t, i, all) => all.indexOf(t) === i);
  if (written.length) {
    const since = performance.now();
    // Analyzed after each generator; VACUUM too: a table fresh from a bulk insert has no visibility
    // map yet, so index-only scans would visit the heap until autovacuum came by. The whole database:
    // the summaries the triggers kept while the orders went in (sales_*_totals, ...) were last
    // analyzed empty, and a planner that expects 16 rows of a 50,000-row month picks a nested loop.
    await db.raw("vacuum analyze");
    log(`vacuum analyze (after ${written.join(", ")}): ${formatMs(elapsed(since))}`);
  }
  report.ms = elapsed(started);
  return report;
};

// ---- the CLI ------------------------------------------------------------------------------------

const kebab = (table: string) => table.replace(/_/g, "-");

const main = async () => {
  const countOptions = Object.fromEntries(Object.keys(generators).map((table) => [kebab(table), { type: "string" as const }]));
  const { values } = parseArgs({
    options: {
      ...countOptions,
      reset: { type: "boolean", default: false },
      only: { type: "string" },
      trash: { type: "string" },
      seed: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(`Usage: npm run seed:large -- [--reset] [--only table,...] [--trash 0.01] [--seed 42]
       ${Object.entries(generators)
         .map(([table, g]) => `[--${kebab(table)} N (default ${g.defaultCount})]`)
         .join(" ")}
Writes into DATABASE_URL, or the PGlite data directory DATA_DIR (default ./data).
Without --reset a table that already has rows is left as it is.`);
    return;
  }
  const number = (name: string, raw: unknown) => {
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} wants a number >= 0, got "${raw}"`);
    return n;
  };
  const counts: Record<string, number> = {};
  for (const table of Object.keys(generators)) {
    const raw = (values as Record<string, unknown>)[kebab(table)];
    if (raw !== undefined) counts[table] = Math.floor(number(kebab(table), raw));
  }

  const config = readConfig();
  console.log(`Seeding ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`}...`);
  const db = await openDatabase(config);
  try {
    const report = await seedLarge(db, {
      tables: values.only
        ?.split(",")
        .map((t) => t.trim().replace(/-/g, "_"))
        .filter(Boolean),
      counts,
      reset: values.reset,
      trashShare: values.trash === undefined ? undefined : number("trash", values.trash),
      seed: values.seed === undefined ? undefined : number("seed", values.seed),
    });
    const written = report.tables.filter((t) => t.rows > 0).length;
    console.log(written ? `Done in ${formatMs(report.ms)}.` : `Nothing written (${formatMs(report.ms)}).`);
  } finally {
    await db.destroy();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
