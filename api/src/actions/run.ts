import type { Knex } from "knex";
import { type BehaviourAction, inBulk, recordBehaviour } from "../behaviour/log";
import type { EntityDef } from "../entities";
import { type HistoryMode, keepsHistory, recordHistory, takeSnapshot } from "../history/record";
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
  /**
   * The record's history line (history/record.ts), kept for an `entity` that does not opt out: by
   * default the fields the work changed (`diff`) when `targetId` is known up front, else every value
   * of the record it made (`created`); `plain` for the action alone; `false` when the module keeps its
   * own lines (declared as a history source of its module).
   */
  history?: HistoryMode;
  /** Said with the history line (a status change's reason). */
  note?: string | null;
  /**
   * Locks the work must hold before the record's own row lock, taken first in the transaction, before
   * the history's snapshot locks the record (a salary's month lock: generation and payment take the
   * month, then the rows; an edit must take them in the same order or the two wait on each other).
   */
  lockFirst?: (trx: Knex.Transaction) => Promise<void>;
}

/**
 * Runs a business action the one way every write runs: one transaction, the behaviour-log line in
 * it, and database refusals (unique, foreign key, check...) turned into the client's 4xx with
 * nothing written. Pass the caller's transaction as `db` to nest (a savepoint).
 */
export const runAction = async <T>(db: Knex, actor: Actor, record: ActionRecord<T>, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> => {
  try {
    return await db.transaction(async (trx) => {
      const { entity } = record;
      const known = typeof record.targetId === "number" ? record.targetId : undefined;
      await record.lockFirst?.(trx);
      const mode = keepsHistory(entity) ? (record.history ?? (known !== undefined ? "diff" : "created")) : false;
      const before = mode === "diff" && known !== undefined ? await takeSnapshot(trx, entity!, known) : undefined;
      const result = await work(trx);
      const targetId = typeof record.targetId === "function" ? record.targetId(result) : record.targetId;
      // a record's write inside a bulk action: the bulk's one line is the behaviour log's (its history line stays)
      const behaviour = inBulk()
        ? undefined
        : {
            action: record.action,
            target: record.target,
            target_id: targetId ?? null,
            user_id: actor.userId,
            ip: actor.ip,
            request_id: actor.requestId ?? null,
          };
      // the history line and the behaviour-log line in one statement
      if (mode && typeof targetId === "number")
        await recordHistory(trx, { entity: entity!, id: targetId, action: record.action, actor, mode, before, note: record.note }, behaviour);
      else if (behaviour) await recordBehaviour(trx, behaviour);
      return result;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return translateDbError(error, record.entity);
  }
};
