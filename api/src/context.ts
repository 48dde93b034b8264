import type { Enforcer } from "casbin";
import type { Knex } from "knex";
import type { CrudService, ServiceContext, Services } from "./crud/service";
import type { Customisations } from "./custom/live";
import type { HistorySources } from "./history/read";
import type { AttachmentLimits } from "./attachments/limits";

export type { Services };

/**
 * What every service, router and job works with, built once by createApp (compose.ts): the database,
 * the registry of declarations, the services, the policy enforcer, the outbox's mailer, the
 * configuration and the clock.
 */
export interface AppContext extends ServiceContext {
  /** The run-time customisation of this process (custom fields, labels, layouts) and its freshness check. */
  customisations: Customisations;
  enforcer: Enforcer;
  /** The size cap of an attached file (the software settings' when the settings module gives them). */
  attachments: AttachmentLimits;
  /** The lines modules keep of their own about records, by resource: read into each record's history. */
  history: HistorySources;
  /** The restricted view of entities that declare `lookup` fields. */
  lookups: Services;
  /** The same context over a transaction, with services working in it (demo data, a job's unit of work). */
  within(trx: Knex.Transaction): AppContext & { db: Knex.Transaction };
}

/** An entity's service as the class its module registered, checked (a wrong name or class throws at start-up). */
export const serviceOf = <T extends CrudService>(
  ctx: Pick<ServiceContext, "services">,
  name: string,
  type: abstract new (...args: never[]) => T,
): T => {
  const service = ctx.services.get(name);
  if (!(service instanceof type)) throw new Error(`service "${name}" is not a ${type.name}`);
  return service;
};
