import type { Knex } from "knex";
import { type EntityDef, entities } from "../entities";
import { OrdersService } from "../modules/orders/service";
import { StockMovementsService } from "../modules/stock/service";
import { UsersService } from "../modules/users/service";
import { LookupService } from "./lookup";
import { CrudService } from "./service";

/** A module that needs more than CRUD registers a subclass of CrudService for its entity here. */
const specialServices: Record<string, new (entity: EntityDef, db: Knex) => CrudService> = {
  users: UsersService,
  orders: OrdersService,
  "stock-movements": StockMovementsService,
};

export type Services = ReadonlyMap<string, CrudService>;

export const createServices = (db: Knex): Services =>
  new Map(entities.map((entity) => [entity.name, new (specialServices[entity.name] ?? CrudService)(entity, db)]));

/** The restricted view of entities that declare `lookup` fields. */
export const createLookupServices = (db: Knex): Services =>
  new Map(entities.filter((entity) => entity.lookup).map((entity) => [entity.name, new LookupService(entity, db)]));
