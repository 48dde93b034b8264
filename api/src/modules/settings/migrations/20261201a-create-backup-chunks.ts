import type { Knex } from "knex";

/**
 * A backup's file is kept in the database (storage/chunks.ts), so every API process can download and
 * restore it whichever one made it: its bytes as chunks, in order. Deleting the backup deletes them.
 * Backups made before (files in BACKUP_DIR) are copied in by the process that finds them (backups.ts).
 */
export async function up(db: Knex) {
  await db.schema.createTable("backup_chunks", (t) => {
    t.integer("backup_id").notNullable().references("id").inTable("backups").onDelete("CASCADE");
    t.integer("seq").notNullable();
    t.binary("data").notNullable();
    t.primary(["backup_id", "seq"]);
  });
  // chunks are written once and read whole: no point compressing a gzip again
  await db.raw("alter table backup_chunks alter column data set storage external");
}

export async function down(db: Knex) {
  await db.schema.dropTable("backup_chunks");
}
