import type { Knex } from "knex";
import * as createService from "./20261123e-create-service";
import * as addServiceInvoiceVendor from "./20261123l-add-service-invoice-vendor";

/** The service module's migrations, by name (listed in its definition). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123e-create-service": createService,
  "20261123l-add-service-invoice-vendor": addServiceInvoiceVendor,
};
