import type { Enforcer } from "casbin";
import type { Knex } from "knex";
import { createEnforcer } from "./auth/enforcer";
import { type Clock, systemClock } from "./clock";
import { type Config, readConfig } from "./config";
import { LookupService } from "./crud/lookup";
import { CrudService } from "./crud/service";
import { createRegistry, type Registry } from "./entities";
import { registerStrings } from "./i18n";
import { Mailer } from "./modules/mail/outbox";
import type { ModuleDef } from "./modules/module";

export type Services = ReadonlyMap<string, CrudService>;

/**
 * What every service, router and job works with, built once by createApp: the database, the
 * registry of declarations, the policy enforcer, the outbox's mailer, the configuration and the clock.
 */
export interface AppContext {
  db: Knex;
  config: Config;
  clock: Clock;
  registry: Registry;
  enforcer: Enforcer;
  mailer: Mailer;
  modules: readonly ModuleDef[];
  /** One service per entity (the module's class where it has one). */
  services: Services;
  /** The restricted view of entities that declare `lookup` fields. */
  lookups: Services;
}

export interface ContextOptions {
  db: Knex;
  modules: readonly ModuleDef[];
  config?: Config;
  clock?: Clock;
  /** Sends the outbox; from the configuration's mail settings by default. */
  mailer?: Mailer;
}

/** Each entity's service: its module's class, or the generic one. */
const servicesFor = (ctx: AppContext): [Services, Services] => {
  const services = new Map<string, CrudService>();
  const lookups = new Map<string, CrudService>();
  for (const module of ctx.modules)
    for (const { name } of module.entities ?? []) {
      const entity = ctx.registry.entityByName.get(name)!;
      const Service = module.services?.[name] ?? CrudService;
      services.set(name, new Service(entity, ctx));
      if (entity.lookup) lookups.set(name, new LookupService(entity, ctx));
    }
  return [services, lookups];
};

/** The context of one process: built once, then handed to every module's services, routes and jobs. */
export const createContext = async ({ db, modules, config = readConfig(), clock = systemClock, mailer }: ContextOptions): Promise<AppContext> => {
  const registry = createRegistry(modules);
  for (const module of modules) if (module.locales) registerStrings(module.name, module.locales);
  const ctx: AppContext = {
    db,
    config,
    clock,
    registry,
    modules,
    enforcer: await createEnforcer(registry),
    mailer: mailer ?? new Mailer(db, config.mail),
    services: new Map(),
    lookups: new Map(),
  };
  [ctx.services, ctx.lookups] = servicesFor(ctx);
  return ctx;
};

/** An entity's service as the class its module registered, checked (a wrong name or class throws at start-up). */
export const serviceOf = <T extends CrudService>(ctx: Pick<AppContext, "services">, name: string, type: abstract new (...args: never[]) => T): T => {
  const service = ctx.services.get(name);
  if (!(service instanceof type)) throw new Error(`service "${name}" is not a ${type.name}`);
  return service;
};

/** The same context working inside a transaction (demo data, a job's unit of work): its services too. */
export const withDb = (ctx: AppContext, db: Knex): AppContext => {
  const inner: AppContext = { ...ctx, db };
  [inner.services, inner.lookups] = servicesFor(inner);
  return inner;
};
