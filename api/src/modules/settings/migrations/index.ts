import type { Knex } from "knex";
import * as createDashboardCache from "./20261123p-create-dashboard-cache";
import * as createSettings from "./20261123r-create-settings";
import * as addMessageSettings from "./20261126r-add-message-settings";
import * as createBackupChunks from "./20261201a-create-backup-chunks";
import * as addAttachmentSettings from "./20261201c-add-attachment-settings";
import * as createPaymentMethods from "./20261207a-create-payment-methods";

/** The settings module's migrations, by name (listed in its definition; they touch only its own tables). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123p-create-dashboard-cache": createDashboardCache,
  "20261123r-create-settings": createSettings,
  "20261126r-add-message-settings": addMessageSettings,
  "20261201a-create-backup-chunks": createBackupChunks,
  "20261201c-add-attachment-settings": addAttachmentSettings,
  "20261207a-create-payment-methods": createPaymentMethods,
};
