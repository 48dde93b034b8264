/**
 * TEST SCAFFOLDING: the registry the component tests run on, built from the product's own pure
 * declarations the way the API builds it (the admin gets the real one from GET /api/meta/entities).
 */
import { createRegistry, type EntityDef, type PageDef, type Registry } from "@erp/api/entities";
import behaviourLogs from "@erp/api/entities/behaviour-logs";
import benefits from "@erp/api/entities/benefits";
import commissionRecords from "@erp/api/entities/commission-records";
import commissions from "@erp/api/entities/commissions";
import customers from "@erp/api/entities/customers";
import designations from "@erp/api/entities/designations";
import employees from "@erp/api/entities/employees";
import orders from "@erp/api/entities/orders";
import paymentMethods from "@erp/api/entities/payment-methods";
import productCategories from "@erp/api/entities/product-categories";
import products from "@erp/api/entities/products";
import stockLevels from "@erp/api/entities/stock-levels";
import stockMovements from "@erp/api/entities/stock-movements";
import users from "@erp/api/entities/users";
import quotations from "@erp/api/entities/quotations";
import serviceCategories from "@erp/api/entities/service-categories";
import serviceInvoices from "@erp/api/entities/service-invoices";
import servicePlans from "@erp/api/entities/service-plans";
import serviceUnits from "@erp/api/entities/service-units";
import vendors from "@erp/api/entities/vendors";

/** The sales, HR and settings entities, in the modules' order. */
export const testEntities: readonly EntityDef[] = [
  products,
  productCategories,
  stockMovements,
  stockLevels,
  customers,
  orders,
  commissions,
  commissionRecords,
  employees,
  designations,
  benefits,
  users,
  paymentMethods,
  behaviourLogs,
  // quotations point at orders and service invoices, which point at plans, units and categories
  quotations,
  serviceInvoices,
  servicePlans,
  serviceUnits,
  serviceCategories,
  // service invoices may name the vendor who serves them
  vendors,
];

export const testRegistry: Registry = createRegistry([{ name: "test", entities: testEntities }]);

/** A registry of other declarations (fixtures), e.g. to test the menu and access on entities of their own. */
export const registryOf = (entities: readonly EntityDef[], pages: readonly PageDef[] = []): Registry =>
  createRegistry([{ name: "fixture", entities, pages }]);
