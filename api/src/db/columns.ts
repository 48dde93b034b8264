import type { Knex } from "knex";

/**
 * The columns every table has: id, who and when created/updated, the soft-delete mark, and the values
 * of the custom fields an ADMIN adds in the browser (one jsonb object, exposed flat as `cf_<key>`).
 */
export const systemColumns = (db: Knex, table: Knex.CreateTableBuilder) => {
  table.increments("id").primary();
  table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
  table.integer("created_by");
  table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
  table.integer("updated_by");
  table.timestamp("deleted_at", { useTz: true });
  table.jsonb(customFieldsColumn).notNullable().defaultTo("{}");
};

/** The column custom field values live in (see systemColumns). */
export const customFieldsColumn = "custom_fields";

/** The GIN index that serves `cf_<key>=value` filters (jsonb containment) on live rows. */
export const customFieldsIndex = (db: Knex, table: string) =>
  db.raw(`create index if not exists ?? on ?? using gin (?? jsonb_path_ops) where deleted_at is null`, [
    `${table}_custom_fields_gin`,
    table,
    customFieldsColumn,
  ]);

/** Money is numeric(14,2): exact, never a float. */
export const money = (table: Knex.CreateTableBuilder, name: string) => table.decimal(name, 14, 2);

/** Indexes that keep lists cheap at any size; all but the trash index cover live rows only. */
export const listIndexes = (
  db: Knex,
  table: string,
  { sort = [], trigram = [], unique = [] }: { sort?: string[]; trigram?: string[]; unique?: string[] },
) => [
  ...sort.map((c) => db.raw(`create index ?? on ?? (??, id) where deleted_at is null`, [`${table}_${c}_idx`, table, c])),
  ...trigram.map((c) => db.raw(`create index ?? on ?? using gin (?? gin_trgm_ops) where deleted_at is null`, [`${table}_${c}_trgm`, table, c])),
  ...unique.map((c) => db.raw(`create unique index ?? on ?? (??) where deleted_at is null`, [`${table}_${c}_unique`, table, c])),
  db.raw(`create index ?? on ?? (created_at, id) where deleted_at is null`, [`${table}_created_at_idx`, table]),
  db.raw(`create index ?? on ?? (updated_at, id) where deleted_at is null`, [`${table}_updated_at_idx`, table]),
  db.raw(`create index ?? on ?? (deleted_at) where deleted_at is not null`, [`${table}_trash_idx`, table]),
  customFieldsIndex(db, table),
];

/** [table, column] */
type TableColumn = readonly [string, string];

/**
 * A migration adding plain indexes `<table>_<column>_fk` on columns that point at other tables. The
 * list indexes cover live rows only, which PostgreSQL cannot use to check a delete (the purge) or to
 * find what still refers to a record: without these, removing one customer read all orders (110 ms on 1M orders).
 */
export const foreignKeyIndexes = (keys: readonly TableColumn[]): Knex.Migration => ({
  up: async (db: Knex) => {
    for (const [table, column] of keys) await db.raw("create index ?? on ?? (??)", [`${table}_${column}_fk`, table, column]);
  },
  down: async (db: Knex) => {
    for (const [table, column] of keys) await db.raw("drop index ??", [`${table}_${column}_fk`]);
  },
});

/**
 * Finer statistics for searchable text columns. List totals above the count cap come from the
 * planner's estimate; for `ILIKE '%x%'` filters the estimate is only as good as the column's
 * statistics (default target 100: 27-56% off on 100k products; 250: within ~10%, with less planning
 * time than 1000).
 */
export const searchableStatistics = async (db: Knex, columns: readonly TableColumn[], target = 250) => {
  for (const [table, column] of columns) await db.raw(`alter table ?? alter column ?? set statistics ${Math.trunc(target)}`, [table, column]);
};

/** A migration giving tables created before systemColumns carried it the custom fields' column and its GIN index. */
export const customFieldsColumns = (tables: readonly string[]): Knex.Migration => ({
  up: async (db: Knex) => {
    for (const table of tables) {
      await db.raw(`alter table ?? add column if not exists ?? jsonb not null default '{}'`, [table, customFieldsColumn]);
      await customFieldsIndex(db, table);
    }
  },
  down: async (db: Knex) => {
    for (const table of tables) await db.raw("alter table ?? drop column if exists ??", [table, customFieldsColumn]);
  },
});
