import behaviourLogs from "./behaviour-logs";
import productCategories from "./product-categories";
import products from "./products";
import type { EntityDef } from "./types";
import users from "./users";

export * from "./types";
export { roles, type Role } from "./users";

/** Every entity, in menu order. Adding an entity = one declaration file + one line here + a migration. */
export const entities: readonly EntityDef[] = [products, productCategories, users, behaviourLogs];

export const entityByName: ReadonlyMap<string, EntityDef> = new Map(entities.map((e) => [e.name, e]));
