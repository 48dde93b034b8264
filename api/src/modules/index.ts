import { createRegistry } from "../entities";
import accounting from "./accounting";
import commissions from "./commissions";
import customize from "./customize";
import employees from "./employees";
import hr from "./hr";
import mail from "./mail";
import orders from "./orders";
import partners from "./partners";
import reports from "./reports";
import service from "./service";
import settings from "./settings";
import stock from "./stock";
import system from "./system";
import users from "./users";
import vendors from "./vendors";

/**
 * Every module, the one list: the registry, the services, createApp's routes, the job runner, the
 * migrations and the demo seed all loop over it. Demo data is written in this order (a module's
 * demo may use the data of the modules before it).
 */
export const modules = [
  stock,
  employees,
  orders,
  commissions,
  users,
  system,
  mail,
  customize,
  settings,
  accounting,
  vendors,
  partners,
  hr,
  service,
  reports,
] as const;

export type { DemoContext, DemoSeed, ModuleDef } from "./module";
export type { ReportName } from "../reports";

type Declared<Kind extends "entities" | "pages"> = NonNullable<(typeof modules)[number][Kind]>[number]["name"];
/** The name of every declared entity (admin overrides are checked against it). */
export type EntityName = Declared<"entities">;
/** The name of every declared page (the admin's page screens are checked against it). */
export type PageName = Declared<"pages">;

/** The registry of these modules (what createApp builds for the default modules), for tools and tests. */
export const registry = createRegistry(modules);
