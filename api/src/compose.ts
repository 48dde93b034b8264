import type { Knex } from "knex";
import { createEnforcer } from "./auth/enforcer";
import { systemClock, type Clock } from "./clock";
import { readConfig, type Config } from "./config";
import type { AppContext } from "./context";
import { LookupService } from "./crud/lookup";
import { openPeriods } from "./crud/periods";
import { CrudService, type ServiceClass } from "./crud/service";
import { LiveServices } from "./crud/services";
import { createRegistry } from "./entities";
import { registerStrings } from "./i18n";
import { Customisations } from "./custom/live";
import { Mailer } from "./mail/outbox";
import { AttachmentLimits } from "./attachments/limits";
import type { HistorySource } from "./history/read";
import type { ModuleDef } from "./modules/module";
import type { ModuleServices } from "./provides";

export interface ContextOptions {
  db: Knex;
  modules: readonly ModuleDef[];
  config?: Config;
  clock?: Clock;
  /** Sends the outbox; from the configuration's mail settings by default. */
  mailer?: Mailer;
}

/**
 * The context of one process, composed from the modules: their declarations become the registry and
 * the enforcer's links, their service classes the services, their strings (fixtures) the translator's.
 * Built once, then handed to every module's services, routes and jobs; the context itself knows no module.
 */
export const createContext = async ({ db, modules, config = readConfig(), clock = systemClock, mailer }: ContextOptions): Promise<AppContext> => {
  const registry = createRegistry(modules);
  const names = new Set(modules.map((module) => module.name));
  for (const module of modules)
    for (const used of module.uses ?? [])
      if (!names.has(used)) throw new Error(`module "${module.name}" uses module "${used}", which is not in the list`);
  for (const module of modules) if (module.locales) registerStrings(module.name, module.locales);
  const guards = modules.filter((module) => module.periods);
  if (guards.length > 1) throw new Error(`modules ${guards.map((m) => `"${m.name}"`).join(", ")} each supply the period check; one may`);
  const periods = guards[0]?.periods ?? openPeriods;
  const history: Record<string, HistorySource[]> = {};
  for (const module of modules)
    for (const [resource, source] of Object.entries(module.history ?? {})) {
      if (!registry.entityByName.has(resource))
        throw new Error(`module "${module.name}" adds history lines to "${resource}", which is not an entity`);
      (history[resource] ??= []).push(source);
    }
  const classes = new Map<string, ServiceClass>(
    modules.flatMap((module) => (module.entities ?? []).map(({ name }) => [name, module.services?.[name] ?? CrudService] as const)),
  );
  const enforcer = await createEnforcer(registry);
  const outbox = mailer ?? new Mailer(db, config.mail);
  const attachments = new AttachmentLimits();
  const customisations = new Customisations(db, registry, enforcer);
  await customisations.load();
  // filled once the root context exists (a provider is built from it); every context over a transaction shares it
  const provided: Record<string, object> = {};
  const build = <Db extends Knex>(on: Db): AppContext & { db: Db } => {
    const declared = new Map<string, CrudService>();
    const lookups = new Map<string, CrudService>();
    // custom resources (declared at run time) get a plain CrudService on first use
    const services: LiveServices = new LiveServices(
      declared,
      () => customisations.registry,
      (entity): CrudService => new CrudService(entity, ctx),
    );
    const ctx: AppContext & { db: Db } = {
      db: on,
      config,
      clock,
      // the declarations with the customisation as it is now: read on every use
      get registry() {
        return customisations.registry;
      },
      customisations,
      enforcer,
      mailer: outbox,
      services,
      lookups,
      history,
      attachments,
      // each providing module's entry is added below; a module that `uses` one is refused above without it
      modules: provided as unknown as ModuleServices,
      periods,
      within: (trx: Knex.Transaction) => build(trx),
    };
    for (const [name, Service] of classes) {
      const entity = registry.entityByName.get(name)!;
      declared.set(name, new Service(entity, ctx));
      if (entity.lookup) lookups.set(name, new LookupService(entity, ctx));
    }
    return ctx;
  };
  const root = build(db);
  for (const module of modules) if (module.provides) provided[module.name] = module.provides(root);
  for (const module of modules) module.configures?.(root);
  return root;
};
