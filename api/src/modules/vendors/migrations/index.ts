import type { Knex } from "knex";
import * as createVendors from "./20261123m-create-vendors";
import * as normaliseVendorPhones from "./20261126b-normalise-vendor-phones";
import * as createPurchaseOrderNumbers from "./20261127d-create-purchase-order-numbers";
import * as addPurchaseReceivedDay from "./20261128b-add-purchase-received-day";
import * as openPurchasePaymentMethods from "./20261207c-open-purchase-payment-methods";

/** The vendors module's migrations, by name (listed in its definition; they touch only its own tables). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123m-create-vendors": createVendors,
  "20261126b-normalise-vendor-phones": normaliseVendorPhones,
  "20261127d-create-purchase-order-numbers": createPurchaseOrderNumbers,
  "20261128b-add-purchase-received-day": addPurchaseReceivedDay,
  "20261207c-open-purchase-payment-methods": openPurchasePaymentMethods,
};
