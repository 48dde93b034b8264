export * from "./types";
export * from "./registry";
export * from "./customisation";
export { roles, type Role } from "./users";
export { orderStatuses, orderTransitions, type OrderStatus } from "./orders";
export { stockEffect, type StockMovementType } from "./stock-movements";
