import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { Knex } from "knex";
import { readConfig } from "../api/src/config";
import { openDatabase } from "../api/src/db/open";

/**
 * Large data sets for benchmarks and for trying the admin on realistic volumes.
 *
 *   npm run seed:large                       100k products over 50 categories, into DATABASE_URL or ./data
 *   npm run seed:large -- --products 1000000 a million
 *   npm run seed:large -- --reset            truncate the generated tables first
 *
 * Every generator is set-based (one `insert ... select ... from generate_series(...)`), deterministic
 * (`setseed` in its transaction: the same options give the same rows), and fills one table.
 * A module adds its generator to `generators` below: `{ table, after, defaultCount, generate }`;
 * `after` names the tables it reads (their generators run first) and the CLI grows a
 * `--<table-in-kebab-case> N` option by itself.
 */

export interface Generator {
  /** The table it fills (and `--reset` truncates). */
  table: string;
  /** Tables whose rows this generator reads (e.g. to pick foreign keys); their generators run first. */
  after?: string[];
  /** Live rows written when the CLI does not say otherwise. */
  defaultCount: number;
  /** Writes `count` rows inside `trx` (already seeded); returns the rows written, trash included. */
  generate: (trx: Knex.Transaction, count: number, options: GenerateOptions) => Promise<number>;
}

export interface GenerateOptions {
  /** Share of extra soft-deleted rows (the trash), written on top of `count` live ones. */
  trashShare: number;
}

/** A text[] bound as one parameter: works the same on pg and PGlite. */
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;

/** `arr[1 + floor(random() * n)]`: a uniformly random element of a text[] expression. */
const pick = (array: string) => `(${array})[1 + floor(random() * cardinality(${array}))::int]`;

// ---- product_categories -------------------------------------------------------------------------

/** 50 names; none is one of the demo's four (seed/demo.ts), so the demo can still be written later. */
const categoryNames = [
  "Office Paper", "Writing Instruments", "Filing & Storage", "Desk Accessories", "Notebooks & Pads",
  "Computers", "Monitors", "Computer Accessories", "Networking", "Printers & Scanners",
  "Phones & Tablets", "Audio", "Cables & Adapters", "Power & Batteries", "Office Chairs",
  "Desks & Workstations", "Shelving", "Lighting", "Kitchen & Pantry", "Coffee & Tea",
  "Snacks", "Cleaning Supplies", "Paper Towels & Tissue", "Safety Equipment", "First Aid",
  "Hand Tools", "Power Tools", "Fasteners", "Packaging", "Shipping Supplies",
  "Mailroom", "Signage", "Presentation", "Whiteboards", "Breakroom Appliances",
  "Workwear", "Gloves & Protection", "Bags & Cases", "Travel Accessories", "Promotional Items",
  "Gifts & Hampers", "Plants & Decor", "Heating & Cooling", "Security", "Software Licences",
  "Spare Parts", "Maintenance", "Laboratory", "Medical Supplies", "Outdoor & Garden",
];

const categoryBlurbs = [
  "Everyday items for the office", "Bought in bulk for all branches", "Supplied by local vendors",
  "Imported, longer lead times", "Stocked at the main warehouse", "Seasonal range",
];

const productCategories: Generator = {
  table: "product_categories",
  defaultCount: 50,
  async generate(trx, count) {
    // Past the list, names repeat with a number ("Audio 2"): names stay unique among live rows.
    const { rowCount } = await trx.raw(
      `insert into product_categories (name, description, created_at, updated_at)
       select case when g.i <= cardinality(w.names) then w.names[g.i]
                   else w.names[1 + (g.i - 1) % cardinality(w.names)] || ' ' || (1 + (g.i - 1) / cardinality(w.names)) end,
              ${pick("w.blurbs")},
              t.created_at, t.created_at
         from generate_series(1, ?::int) as g(i)
        cross join (select ?::text[] as names, ?::text[] as blurbs) as w
        cross join lateral (select now() - interval '4 years' + g.i * interval '1 hour' as created_at) as t`,
      [count, textArray(categoryNames), textArray(categoryBlurbs)],
    );
    return rowCount ?? count;
  },
};

// ---- products -----------------------------------------------------------------------------------

/**
 * Names are `Brand [Adjective] [Material] Noun [Variant]`, e.g. "Kestrel Portable Bamboo Desk Lamp 40 cm".
 * The lists are tuned so a two-letter infix search matches a realistic share: `ab` hits about 11%
 * (Table, Cabinet, Cable, Fabric, Adjustable, ...), `er` about 45%, `xyz` nothing.
 */
const words = {
  brands: [
    "Acme", "Nordic", "Zenith", "Orion", "Vertex", "Apex", "Summit", "Harbor", "Pioneer", "Atlas",
    "Crest", "Maple", "Kestrel", "Linden", "Sterling", "Meridian", "Halcyon", "Tundra", "Cobalt", "Juniper",
    "Falcon", "Redwood", "Everest", "Solace", "Quartz", "Beacon", "Granite", "Willow", "Lumen", "Osprey",
  ],
  adjectives: [
    "Compact", "Heavy-Duty", "Premium", "Classic", "Deluxe", "Slim", "Ergonomic", "Professional", "Lightweight", "Rugged",
    "Eco", "Smart", "Wireless", "Mini", "Large", "Standard", "Industrial", "Modern", "Vintage", "Essential",
    "Ultra", "Basic", "Advanced", "Reinforced", "Insulated", "Waterproof", "Adjustable", "Portable", "Stackable", "Magnetic",
    "Transparent", "Anti-Slip", "Quick-Dry", "Soft-Touch", "Silent", "Compact Pro", "Heated", "Cordless", "Foldaway", "Rotating",
  ],
  materials: [
    "Steel", "Aluminium", "Oak", "Bamboo", "Cotton", "Leather", "Glass", "Ceramic", "Nylon", "Plastic",
    "Rubber", "Walnut", "Copper", "Canvas", "Wool", "Silicone", "Marble", "Linen", "Pine", "Fabric",
  ],
  nouns: [
    "Desk", "Chair", "Table", "Shelf", "Cabinet", "Desk Lamp", "Drawer Unit", "Stool", "Bench", "Monitor Arm",
    "Keyboard", "Mouse", "Headset", "Speaker", "Charger", "Cable", "Adapter", "Router", "Docking Station", "Notebook",
    "Folder", "Ring Binder", "Stapler", "Pen Set", "Marker", "Hole Punch", "Calculator", "Whiteboard", "Mug", "Kettle",
    "Thermos", "Water Bottle", "Lunch Box", "Backpack", "Tote Bag", "Umbrella", "Jacket", "Gloves", "Apron", "Towel",
    "Blanket", "Cushion", "Floor Mat", "Curtain", "Wall Clock", "Mirror", "Vase", "Planter", "Toolbox", "Drill",
    "Screwdriver Set", "Wrench", "Hammer", "Tape Measure", "Flashlight", "Extension Cord", "Power Strip", "First Aid Kit", "Desk Fan", "Heater",
  ],
  variants: [
    "Black", "White", "Grey", "Blue", "Red", "Green", "Navy", "Beige", "Small", "Medium",
    "Large", "XL", "Pack of 2", "Pack of 5", "Pack of 10", "Set of 3", "40 cm", "60 cm", "120 cm", "1 L",
    "500 ml", "2 m", "5 m", "Mk II", "2026 Edition", "Refill", "Twin Pack", "Left-Handed", "Travel Size", "Value Pack",
  ],
  uoms: ["box", "pack", "set", "pair", "roll", "kg", "m", "bottle", "ream"],
  sentences: [
    "Fits most standard setups.", "Two-year manufacturer warranty.", "Tested for daily commercial use.",
    "Ships flat-packed; assembly takes about ten minutes.", "Bulk pricing available on request.",
    "Replacement parts stocked for five years.", "Certified for office safety standards.",
    "Colour may vary slightly from the photo.", "Popular with our corporate customers.", "Low stock: reorder early.",
  ],
};

const products: Generator = {
  table: "products",
  after: ["product_categories"],
  defaultCount: 100_000,
  async generate(trx, count, { trashShare }) {
    const trash = Math.round(count * trashShare);
    // Each product picks a category (skewed: the first categories are the big ones), the code is the
    // category's prefix and a running number (unique), the price is log-uniform from 2 to 5,000
    // with shop-like endings. Rows past `count` are the trash, deleted within the last 40 hours so
    // the 48 h purge keeps them.
    const { rowCount } = await trx.raw(
      `insert into products (code, name, category_id, price, uom, description, created_at, updated_at, deleted_at)
       with cat as (
         select id, row_number() over (order by id) as k,
                coalesce(nullif(upper(left(regexp_replace(name, '[^A-Za-z]', '', 'g'), 3)), ''), 'PRD') as prefix
           from product_categories where deleted_at is null
       ), w as (
         select ?::text[] as brands, ?::text[] as adjectives, ?::text[] as materials, ?::text[] as nouns,
                ?::text[] as variants, ?::text[] as uoms, ?::text[] as sentences, (select count(*) from cat) as cats
       ), g as (
         select g.i,
                1 + floor(power(random(), 1.4) * w.cats)::int as k,
                concat_ws(' ',
                  ${pick("w.brands")},
                  case when random() < 0.6 then ${pick("w.adjectives")} end,
                  case when random() < 0.4 then ${pick("w.materials")} end,
                  ${pick("w.nouns")},
                  case when random() < 0.5 then ${pick("w.variants")} end) as name,
                round((2 * exp(random() * ln(2500)))::numeric, 0)
                  + (array[0.00, 0.50, 0.90, 0.95, 0.99, 0.00, 0.49])[1 + floor(random() * 7)::int] as price,
                case when random() < 0.75 then 'pcs' else ${pick("w.uoms")} end as uom,
                case when random() < 0.7 then ${pick("w.sentences")} || ' ' || ${pick("w.sentences")} end as description,
                now() - random() * interval '3 years' as created_at
           from generate_series(1, ?::int) as g(i), w
       )
       select cat.prefix || '-' || lpad(g.i::text, 7, '0'), g.name, cat.id, g.price, g.uom, g.description, g.created_at,
              -- a third were edited since; a trashed row's last change is its deletion
              coalesce(d.deleted_at, g.created_at + random() * (now() - g.created_at) * (random() < 0.3)::int),
              d.deleted_at
         from g
         left join cat on cat.k = g.k
        cross join lateral (
          select case when g.i > ?::int then greatest(g.created_at, now() - random() * interval '40 hours') end as deleted_at
        ) as d
        order by g.i`,
      [
        textArray(words.brands), textArray(words.adjectives), textArray(words.materials), textArray(words.nouns),
        textArray(words.variants), textArray(words.uoms), textArray(words.sentences), count + trash, count,
      ],
    );
    return rowCount ?? count + trash;
  },
};

// ---- the registry -------------------------------------------------------------------------------

/** Every generator, keyed by the table it fills. Later modules add theirs here (customers, orders, ...). */
export const generators: Record<string, Generator> = {
  product_categories: productCategories,
  products,
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
  /** Truncate the tables first (restart identity, cascade). Without it a table that has rows is skipped. */
  reset?: boolean;
  trashShare?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface SeedLargeReport {
  tables: { table: string; rows: number; ms: number; skipped?: string }[];
  ms: number;
}

/**
 * Drops the table's secondary indexes (those that back no constraint), runs `work`, and builds them
 * again from their saved definitions, all in `trx`: building a trigram GIN index once is several
 * times faster than maintaining it row by row. Only for a table that is empty before `work`.
 */
const withIndexesRebuilt = async <T>(trx: Knex.Transaction, table: string, work: () => Promise<T>): Promise<T> => {
  const { rows: indexes } = (await trx.raw(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = ?::regclass
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [table],
  )) as { rows: { name: string; definition: string }[] };
  for (const { name } of indexes) await trx.raw(`drop index ${name}`);
  const result = await work();
  for (const { definition } of indexes) await trx.raw(definition);
  return result;
};

const elapsed = (since: number) => Math.round(performance.now() - since);
const formatMs = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

/** Runs the generators in dependency order, then VACUUM ANALYZE on what they wrote. */
export const seedLarge = async (db: Knex, options: SeedLargeOptions = {}): Promise<SeedLargeReport> => {
  const started = performance.now();
  const log = options.log ?? console.log;
  const order = generatorOrder(options.tables);
  const countOf = (g: Generator) => options.counts?.[g.table] ?? g.defaultCount;

  if (options.reset) {
    const tables = order.map((g) => g.table);
    await db.raw(`truncate ${tables.map(() => "??").join(", ")} restart identity cascade`, tables);
    log(`Truncated ${tables.join(", ")} (and, by cascade, whatever references them).`);
  }

  const report: SeedLargeReport = { tables: [], ms: 0 };
  for (const [index, generator] of order.entries()) {
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
    const rows = await db.transaction(async (trx) => {
      // Deterministic per table: the same options write the same data.
      await trx.raw("select setseed(?)", [((options.seed ?? 42) + index) / 1000]);
      return withIndexesRebuilt(trx, generator.table, () =>
        generator.generate(trx, count, { trashShare: options.trashShare ?? 0.01 }),
      );
    });
    report.tables.push({ table: generator.table, rows, ms: elapsed(since) });
    log(`${generator.table}: ${rows.toLocaleString("en")} rows in ${formatMs(elapsed(since))}`);
  }

  const written = report.tables.filter((t) => t.rows > 0).map((t) => t.table);
  if (written.length) {
    const since = performance.now();
    // VACUUM too, not only ANALYZE: a table fresh from a bulk insert has no visibility map yet,
    // so index-only scans would visit the heap until autovacuum came by.
    await db.raw(`vacuum (analyze) ${written.map(() => "??").join(", ")}`, written);
    log(`vacuum analyze ${written.join(", ")}: ${formatMs(elapsed(since))}`);
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
      tables: values.only?.split(",").map((t) => t.trim().replace(/-/g, "_")).filter(Boolean),
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
