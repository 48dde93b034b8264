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
