import behaviourLogs from "./behaviour-logs";
import benefits from "./benefits";
import commissionRecords from "./commission-records";
import commissions from "./commissions";
import customers from "./customers";
import designations from "./designations";
import employees from "./employees";
import orders from "./orders";
import productCategories from "./product-categories";
import products from "./products";
import stockLevels from "./stock-levels";
import stockMovements from "./stock-movements";
import type { EntityDef } from "./types";
import users from "./users";

export * from "./types";
export { roles, type Role } from "./users";
export { orderStatuses, orderTransitions, type OrderStatus } from "./orders";
export { stockEffect, type StockMovementType } from "./stock-movements";

/** Every entity, in menu order. Adding an entity = one declaration file + one line here + a migration. */
export const entities: readonly EntityDef[] = [
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
  behaviourLogs,
];

export const entityByName: ReadonlyMap<string, EntityDef> = new Map(entities.map((e) => [e.name, e]));
