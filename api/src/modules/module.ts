import type { Router } from "express";
import type { Knex } from "knex";
import type { Actor } from "../actions/actor";
import type { AppContext } from "../context";
import type { PeriodGuard } from "../crud/periods";
import type { ServiceClass } from "../crud/service";
import type { EntityDef, PageDef } from "../entities";
import type { HistorySource } from "../history/read";
import type { Language } from "../i18n";
import type { JobDef } from "../jobs/runner";
import type { ModuleServices } from "../provides";

/** The context a module's demo data is written in: everything, inside one transaction, as the demo admin. */
export type DemoContext = AppContext & { db: Knex.Transaction; actor: Actor };
/** A module's demo data: written once (marked in app_meta as `demo:<module>`), in the transaction given. */
export type DemoSeed = (ctx: DemoContext) => Promise<void>;

/** A demo record's name (or description) in each language the demo can be written in. */
export type DemoText = Readonly<Record<"en" | "zh_Hant", string>>;
/**
 * The text in the language the demo is written in (DEMO_LANGUAGE, English by default): a demo
 * record carries one language, never both in one string ("Web hosting 網站寄存").
 */
export const demoText = (ctx: Pick<AppContext, "config">, text: DemoText): string => text[ctx.config.demoLanguage];

/**
 * One module: everything it adds to the product, in one place. `api/src/modules/index.ts` lists the
 * modules; the registry, the services, createApp's routes, the job runner, the migrations and the
 * demo seed all loop over that list, and the generic crud/ layer never imports a module.
 */
export interface ModuleDef<Entities extends readonly EntityDef[] = readonly EntityDef[], Pages extends readonly PageDef[] = readonly PageDef[]> {
  name: string;
  /** Its entity declarations (pure data in api/src/entities/): tables, validation, REST, screens. */
  entities?: Entities;
  /** Screens that are not an entity's list (payroll, a report, settings), as policy objects of their own. */
  pages?: Pages;
  /** Services for those of its entities whose rules go beyond CRUD (keys: its entity names). */
  services?: { readonly [Name in Entities[number]["name"]]?: ServiceClass };
  /**
   * The services it offers other modules, built once per process from the context: other modules call
   * them as `ctx.modules.<name>.<service>` and nothing else of this folder (its index.ts adds their
   * type to `ModuleServices`, api/src/provides.ts). Functions take the caller's transaction.
   */
  provides?: (ctx: AppContext) => object;
  /**
   * The closed-period check it supplies the engine (one module at most): every write of an entity that
   * declares `period`, and the actions that call it, go through it (the accounting module's closed months).
   */
  periods?: PeriodGuard;
  /**
   * Lines it keeps of its own about records (an order's status changes with their reasons), by
   * resource: `GET /api/<resource>/:id/history` reads them with the engine's lines as one stream.
   */
  history?: Readonly<Record<string, HistorySource>>;
  /**
   * What it supplies the context's own services, once per process when the context is built (the
   * settings module: the mailer's channels and the attachments' size cap come from its tables).
   */
  configures?: (ctx: AppContext) => void;
  /** The modules whose `provides` it calls; start-up refuses a module list without them. */
  uses?: readonly (keyof ModuleServices)[];
  /** Its business actions (`POST /<resource>/:id/<verb>`...), mounted before the generic router. */
  routes?: (ctx: AppContext) => Router;
  /** Background work, run from PostgreSQL: once per schedule whatever the number of API processes. */
  jobs?: readonly JobDef[];
  /**
   * Migrations of its tables (files in its folder's migrations/, named YYYYMMDDx-verb-noun with a
   * prefix no other migration has, listed in migrations/index.ts). They create and alter only the
   * tables it owns (`ownedTables`), and put triggers on other modules' tables only as `triggers` declares.
   */
  migrations?: Readonly<Record<string, Knex.Migration>>;
  /** Tables and sequences it owns besides its entities' tables and their lines' tables (counters, ledgers, summaries). */
  tables?: readonly string[];
  /** Tables and sequences it owned until one of its migrations dropped them (the migrations that made and dropped them stay its own). */
  dropped?: readonly string[];
  /** Triggers its migrations put on other modules' tables (the reports' summaries), checked against the database. */
  triggers?: readonly TriggerDef[];
  /** Its demo data, loaded only when demo data is written (a chunk of its own in the bundle). */
  demo?: () => Promise<DemoSeed>;
  /** Strings for a module without a file in locales/ (test fixtures); real modules use locales/. */
  locales?: Partial<Record<Language, Record<string, unknown>>>;
}

/** A statement-level trigger a module puts on another module's table, fired after `event`. */
export interface TriggerDef {
  name: string;
  table: string;
  event: "insert" | "update" | "delete" | "truncate";
  /** The function it runs, created by the same module's migration. */
  function: string;
}

/** The tables a module owns: its entities' tables, their lines' tables, and those it declares in `tables`. */
export const ownedTables = (module: ModuleDef): string[] => [
  ...(module.entities ?? []).flatMap((entity) => [
    entity.table,
    ...Object.values(entity.fields).flatMap((field) => (field.type === "lines" ? [field.table] : [])),
  ]),
  ...(module.tables ?? []),
];

/** Declares a module; its `services` keys are checked against its own entity names. */
export const defineModule = <const Entities extends readonly EntityDef[] = [], const Pages extends readonly PageDef[] = []>(
  module: ModuleDef<Entities, Pages>,
): ModuleDef<Entities, Pages> => module;
