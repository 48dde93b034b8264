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
}

/** The behaviour_logs row of an entry. */
export const behaviourRow = (entry: BehaviourEntry) => ({ ...entry, created_by: entry.user_id ?? null, updated_by: entry.user_id ?? null });

/** One behaviour-log line; pass the write's transaction so the line and the change commit together. */
export const recordBehaviour = (db: Knex, entry: BehaviourEntry) => db("behaviour_logs").insert(behaviourRow(entry));
