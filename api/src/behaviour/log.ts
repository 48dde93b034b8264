import { AsyncLocalStorage } from "node:async_hooks";
import type { Knex } from "knex";
import type { behaviourActions } from "../entities/behaviour-logs";

/** One of the log's own actions, or a verb a module declares (`post`, `complete`, ...). */
export type BehaviourAction = (typeof behaviourActions)[number] | (string & {});

export interface BehaviourEntry {
  action: BehaviourAction;
  target?: string | null;
  target_id?: number | null;
  user_id?: number | null;
  email?: string | null;
  ip?: string | null;
  /** The request that made it (X-Request-Id): the behaviour log and the server's log lines meet on it. */
  request_id?: string | null;
  /** What the line says beyond its action and target (a bulk action's `{ action, count, ids }`), as JSON text. */
  detail?: string | null;
}

/** The behaviour_logs row of an entry. */
export const behaviourRow = (entry: BehaviourEntry) => ({ ...entry, created_by: entry.user_id ?? null, updated_by: entry.user_id ?? null });

/** One behaviour-log line; pass the write's transaction so the line and the change commit together. */
export const recordBehaviour = (db: Knex, entry: BehaviourEntry) => db("behaviour_logs").insert(behaviourRow(entry));

/**
 * Inside a bulk action the records' own writes leave no behaviour-log line (their history lines stay):
 * the bulk action is one line, with the count and the ids (crud/bulk-actions.ts).
 */
const bulkScope = new AsyncLocalStorage<true>();
export const withinBulk = <T>(work: () => Promise<T>): Promise<T> => bulkScope.run(true, work);
export const inBulk = () => bulkScope.getStore() === true;
