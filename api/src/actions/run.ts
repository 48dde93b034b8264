import type { Knex } from "knex";
import { type BehaviourAction, recordBehaviour } from "../behaviour/log";
import type { EntityDef } from "../entities";
import { ApiError } from "../http/errors";
import type { Actor } from "./actor";
import { translateDbError } from "./db-errors";

export interface ActionRecord<T> {
  /** What the behaviour log says was done (`create`, `post`, `complete`, ...). */
  action: BehaviourAction;
  /** The resource acted on (its registry name). */
  target: string;
  /** The record acted on, if one: known up front, or read from the work's result (a create). */
  targetId?: number | null | ((result: T) => number | null | undefined);
  /** Maps unique/foreign-key constraint names to this entity's fields in refusals. */
  entity?: EntityDef;
}

/**
 * Runs a business action the one way every write runs: one transaction, the behaviour-log line in
 * it, and database refusals (unique, foreign key, check...) turned into the client's 4xx with
 * nothing written. Pass the caller's transaction as `db` to nest (a savepoint).
 */
export const runAction = async <T>(db: Knex, actor: Actor, record: ActionRecord<T>, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> => {
  try {
    return await db.transaction(async (trx) => {
      const result = await work(trx);
      const targetId = typeof record.targetId === "function" ? record.targetId(result) : record.targetId;
      await recordBehaviour(trx, { action: record.action, target: record.target, target_id: targetId ?? null, user_id: actor.userId, ip: actor.ip });
      return result;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return translateDbError(error, record.entity);
  }
};
