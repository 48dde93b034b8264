import type { Knex } from "knex";

/**
 * The names migrations had before each module's migrations lived in its folder, and the migrations
 * they became: one that touched several modules' tables was split into one per module (in the order
 * its parts ran), and every name got a YYYYMMDDx prefix of its own, in the order they ran before.
 * A database migrated earlier has the old names in knex_migrations; `renameApplied` replaces each by
 * its new names before migrating, so nothing runs twice and nothing is missed. Never edit an entry:
 * a database anywhere may still carry the names on the left.
 */
export const renamedMigrations: Readonly<Record<string, readonly string[]>> = {
  "20261122a-create-products": ["20261122a-create-app-meta", "20261122b-create-products"],
  "20261122b-create-users-sessions-behaviour-logs": ["20261122c-create-users-sessions-behaviour-logs"],
  "20261122c-searchable-statistics": ["20261122d-searchable-product-statistics", "20261122e-searchable-user-statistics"],
  "20261122d-create-employees": ["20261122f-create-employees"],
  "20261122e-create-sales": [
    "20261122g-create-customers-orders",
    "20261122h-create-stock-levels-movements",
    "20261122i-create-commissions",
    "20261122j-create-outbox",
  ],
  "20261122f-index-foreign-keys": [
    "20261122k-index-stock-foreign-keys",
    "20261122l-index-employee-foreign-keys",
    "20261122m-index-order-foreign-keys",
    "20261122n-index-commission-foreign-keys",
    "20261122o-index-behaviour-log-foreign-keys",
  ],
  "20261123b-add-custom-fields": [
    "20261123b-add-stock-custom-fields",
    "20261123c-add-user-custom-fields",
    "20261123d-add-employee-custom-fields",
    "20261123e-add-order-custom-fields",
    "20261123f-add-commission-custom-fields",
  ],
  "20261123c-create-customisations": ["20261123g-create-customisations"],
  "20261123d-create-bank-vouchers-taxes": ["20261123h-create-bank-vouchers-taxes", "20261123i-add-order-shipping-cost"],
  "20261123d-create-incomes-expenses": ["20261123j-create-incomes-expenses"],
  "20261123e-create-service": ["20261123k-create-service", "20261123l-add-order-quotation"],
  "20261123f-create-vendors-partners": ["20261123m-create-vendors", "20261123n-create-partners"],
  "20261123g-create-hr": ["20261123o-create-hr"],
  "20261123h-create-dashboard-cache": ["20261123p-create-dashboard-cache", "20261123q-index-orders-dashboard"],
  "20261123h-create-settings": ["20261123r-create-settings", "20261123s-add-product-reorder-level"],
  "20261123i-index-reports": ["20261123t-index-orders-reports", "20261123u-index-stock-movements-reports"],
  "20261123k-create-order-day-totals": ["20261123v-create-order-day-totals"],
  "20261123l-add-service-invoice-vendor": ["20261123w-add-service-invoice-vendor"],
  "20261123m-create-purchase-totals": ["20261123x-create-purchase-totals"],
  "20261123m-create-sales-totals": ["20261123y-create-sales-totals"],
};

/** Applied names as they read today (a list written before the renames, e.g. a backup's header), in name order. */
export const currentNames = (names: readonly string[], renamed = renamedMigrations) =>
  names.flatMap((name) => (Object.hasOwn(renamed, name) ? renamed[name] : [name])).sort();

/**
 * Replaces the old names among the applied migrations by their new names (keeping the batch and
 * time), in one transaction holding knex's migration lock: its row is locked until commit, so another
 * process's rename or migration waits for this one; while another process migrates (the lock taken)
 * it refuses, as knex's own migrate does.
 */
export const renameApplied = async (db: Knex, renamed = renamedMigrations) => {
  if (!(await db.schema.hasTable("knex_migrations")) || !(await db.schema.hasTable("knex_migrations_lock"))) return;
  await db.transaction(async (trx) => {
    const lock = await trx("knex_migrations_lock").forUpdate().first("is_locked");
    if (lock?.is_locked) throw new Error("Migration table is already locked");
    const old = (await trx("knex_migrations")
      .whereIn("name", Object.keys(renamed))
      .orderBy("id")
      .select("id", "name", "batch", "migration_time")) as {
      id: number;
      name: string;
      batch: number;
      migration_time: Date;
    }[];
    if (!old.length) return;
    await trx("knex_migrations")
      .whereIn(
        "id",
        old.map((row) => row.id),
      )
      .delete();
    await trx("knex_migrations").insert(
      old.flatMap(({ name, batch, migration_time }) => renamed[name].map((name) => ({ name, batch, migration_time }))),
    );
  });
};
