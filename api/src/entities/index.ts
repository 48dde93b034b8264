export * from "./types";
export * from "./registry";
export * from "./customisation";
export * from "./custom-resources";
export * from "./access";
export { roles, type Role } from "./users";
export { orderStatusChange, orderStatuses, orderTransitions, type OrderStatus } from "./orders";
export { stockEffect, type StockMovementType } from "./stock-movements";
export * from "./summary";
