import { createRegistry } from "../entities";
import commissions from "./commissions";
import employees from "./employees";
import mail from "./mail";
import orders from "./orders";
import stock from "./stock";
import system from "./system";
import users from "./users";

/**
 * Every module, the one list: the registry, the services, createApp's routes, the job runner, the
 * migrations and the demo seed all loop over it. Demo data is written in this order (a module's
 * demo may use the data of the modules before it).
 */
export const modules = [stock, employees, orders, commissions, users, system, mail] as const;

export type { DemoContext, DemoSeed, ModuleDef } from "./module";

type Declared<Kind extends "entities" | "pages"> = NonNullable<(typeof modules)[number][Kind]>[number]["name"];
/** The name of every declared entity (admin overrides are checked against it). */
export type EntityName = Declared<"entities">;
/** The name of every declared page (the admin's page screens are checked against it). */
export type PageName = Declared<"pages">;

/** The registry of these modules (what createApp builds for the default modules), for tools and tests. */
export const registry = createRegistry(modules);
