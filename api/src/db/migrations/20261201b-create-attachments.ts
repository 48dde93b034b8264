import type { Knex } from "knex";

/**
 * Attachments on every record (attachments/): the stored file (`files`: its size, checksum and the
 * type its content was found to be) with its bytes as chunks (`file_chunks`, storage/chunks.ts,
 * 32 KB a row), and where it is attached (`attachments`: resource, record, the name it was uploaded
 * under, who and when; `deleted_at` while it is in the trash). A file is `complete` once all its
 * chunks are written: an upload cut short leaves an incomplete file the purge removes. All three are
 * backed up and restored with the records.
 */
export async function up(db: Knex) {
  await db.schema.createTable("files", (t) => {
    t.bigIncrements("id");
    t.bigInteger("size").notNullable().defaultTo(0);
    t.integer("chunks").notNullable().defaultTo(0);
    t.string("sha256", 64);
    t.string("content_type", 100).notNullable();
    t.boolean("complete").notNullable().defaultTo(false);
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.schema.createTable("file_chunks", (t) => {
    t.bigInteger("file_id").notNullable().references("id").inTable("files").onDelete("CASCADE");
    t.integer("seq").notNullable();
    t.binary("data").notNullable();
    t.primary(["file_id", "seq"]);
  });
  // PDFs and images are compressed already: stored as they are, out of line
  await db.raw("alter table file_chunks alter column data set storage external");
  await db.schema.createTable("attachments", (t) => {
    t.bigIncrements("id");
    t.string("resource", 80).notNullable();
    t.bigInteger("record_id").notNullable();
    t.bigInteger("file_id").notNullable().references("id").inTable("files").onDelete("CASCADE");
    t.string("name", 255).notNullable();
    t.string("content_type", 100).notNullable();
    t.bigInteger("size").notNullable();
    t.integer("created_by").references("id").inTable("users").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp("deleted_at", { useTz: true });
    t.integer("deleted_by").references("id").inTable("users").onDelete("SET NULL");
  });
  await db.raw("create index attachments_record_idx on attachments (resource, record_id, id)");
  await db.raw("create index attachments_file_id_idx on attachments (file_id)");
  await db.raw("create index attachments_created_by_idx on attachments (created_by)");
  await db.raw("create index attachments_deleted_by_idx on attachments (deleted_by)");
}

export async function down(db: Knex) {
  await db.schema.dropTable("attachments");
  await db.schema.dropTable("file_chunks");
  await db.schema.dropTable("files");
}
