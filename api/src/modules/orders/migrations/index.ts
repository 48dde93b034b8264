import type { Knex } from "knex";
import * as createCustomersOrders from "./20261122g-create-customers-orders";
import * as indexOrderForeignKeys from "./20261122m-index-order-foreign-keys";
import * as addOrderCustomFields from "./20261123e-add-order-custom-fields";
import * as addOrderShippingCost from "./20261123i-add-order-shipping-cost";
import * as addOrderQuotation from "./20261123l-add-order-quotation";
import * as indexOrdersDashboard from "./20261123q-index-orders-dashboard";
import * as indexOrdersReports from "./20261123t-index-orders-reports";
import * as addCustomerMessaging from "./20261126s-add-customer-messaging";
import * as createOrderNumbers from "./20261127c-create-order-numbers";
import * as addOrderRecognitionDays from "./20261128a-add-order-recognition-days";
import * as openOrderPaymentMethods from "./20261207b-open-order-payment-methods";

/** The orders module's migrations, by name (listed in its definition; they touch only its own tables). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261122g-create-customers-orders": createCustomersOrders,
  "20261122m-index-order-foreign-keys": indexOrderForeignKeys,
  "20261123e-add-order-custom-fields": addOrderCustomFields,
  "20261123i-add-order-shipping-cost": addOrderShippingCost,
  "20261123l-add-order-quotation": addOrderQuotation,
  "20261123q-index-orders-dashboard": indexOrdersDashboard,
  "20261123t-index-orders-reports": indexOrdersReports,
  "20261126s-add-customer-messaging": addCustomerMessaging,
  "20261127c-create-order-numbers": createOrderNumbers,
  "20261128a-add-order-recognition-days": addOrderRecognitionDays,
  "20261207b-open-order-payment-methods": openOrderPaymentMethods,
};
