import type { Knex } from "knex";
import { type EntityDef, entities } from "../entities";
import { UsersService } from "../modules/users/service";
import { CrudService } from "./service";

/** A module that needs more than CRUD registers a subclass of CrudService for its entity here. */
const specialServices: Record<string, new (entity: EntityDef, db: Knex) => CrudService> = {
  users: UsersService,
};

export type Services = ReadonlyMap<string, CrudService>;

export const createServices = (db: Knex): Services =>
  new Map(entities.map((entity) => [entity.name, new (specialServices[entity.name] ?? CrudService)(entity, db)]));
