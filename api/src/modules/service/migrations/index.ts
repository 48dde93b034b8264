import type { Knex } from "knex";
import * as createService from "./20261123k-create-service";
import * as addServiceInvoiceVendor from "./20261123w-add-service-invoice-vendor";

/** The service module's migrations, by name (listed in its definition; they touch only its own tables). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123k-create-service": createService,
  "20261123w-add-service-invoice-vendor": addServiceInvoiceVendor,
};
