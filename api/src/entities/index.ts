import type { EntityDef } from "./types";
import productCategories from "./product-categories";
import products from "./products";

export * from "./types";

/** Every entity, in menu order. Adding an entity = one declaration file + one line here + a migration. */
export const entities: readonly EntityDef[] = [products, productCategories];

export const entityByName: ReadonlyMap<string, EntityDef> = new Map(entities.map((e) => [e.name, e]));
