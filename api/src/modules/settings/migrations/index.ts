import type { Knex } from "knex";
import * as createDashboardCache from "./20261123h-create-dashboard-cache";
import * as createSettings from "./20261123h-create-settings";

/** The settings module's migrations, by name (listed in its definition). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123h-create-dashboard-cache": createDashboardCache,
  "20261123h-create-settings": createSettings,
};
