import type { Knex } from "knex";
import { assembleMigrations } from "../../db/migrations";
import * as createProducts from "./20261122a-create-products";
import * as searchableStatistics from "./20261122c-searchable-statistics";
import * as createSales from "./20261122e-create-sales";
import * as indexForeignKeys from "./20261122f-index-foreign-keys";
import * as addCustomFields from "./20261123b-add-custom-fields";
import * as createBankVouchersTaxes from "./20261123d-create-bank-vouchers-taxes";
import * as createService from "./20261123e-create-service";
import * as createVendorsPartners from "./20261123f-create-vendors-partners";
import * as createDashboardCache from "./20261123h-create-dashboard-cache";
import * as createSettings from "./20261123h-create-settings";
import * as indexReports from "./20261123i-index-reports";

/**
 * TEST ONLY: the migration list as it was before each module's migrations moved into its folder, were
 * split per module and renamed (db/migrations/renamed.ts), for the test that upgrades a database
 * migrated under it. The migrations that were split are the files of this folder, as they were (never
 * edit them); the others are today's files under their old names (only their names changed).
 */
const list = new Map(assembleMigrations().map((m) => [m.name, m.migration]));
/** A migration that was only renamed: today's file, found in today's list. */
const today = (name: string) => list.get(name)!;

export const legacyMigrations: readonly (readonly [string, Knex.Migration])[] = [
  ["20261122a-create-products", createProducts],
  ["20261122b-create-users-sessions-behaviour-logs", today("20261122c-create-users-sessions-behaviour-logs")],
  ["20261122c-searchable-statistics", searchableStatistics],
  ["20261122d-create-employees", today("20261122f-create-employees")],
  ["20261122e-create-sales", createSales],
  ["20261122f-index-foreign-keys", indexForeignKeys],
  ["20261123a-create-jobs", today("20261123a-create-jobs")],
  ["20261123b-add-custom-fields", addCustomFields],
  ["20261123c-create-customisations", today("20261123g-create-customisations")],
  ["20261123d-create-bank-vouchers-taxes", createBankVouchersTaxes],
  ["20261123d-create-incomes-expenses", today("20261123j-create-incomes-expenses")],
  ["20261123e-create-service", createService],
  ["20261123f-create-vendors-partners", createVendorsPartners],
  ["20261123g-create-hr", today("20261123o-create-hr")],
  ["20261123h-create-dashboard-cache", createDashboardCache],
  ["20261123h-create-settings", createSettings],
  ["20261123i-index-reports", indexReports],
  ["20261123k-create-order-day-totals", today("20261123v-create-order-day-totals")],
  ["20261123l-add-service-invoice-vendor", today("20261123w-add-service-invoice-vendor")],
  ["20261123m-create-purchase-totals", today("20261123x-create-purchase-totals")],
  ["20261123m-create-sales-totals", today("20261123y-create-sales-totals")],
];
