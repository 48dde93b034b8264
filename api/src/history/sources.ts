import type { EntityDef } from "../entities/types";
import { messageHistory } from "../mail/outbox";
import { keepsNotes, noteHistory } from "../notes/store";
import type { HistorySource } from "./read";

/**
 * Every source of a record's history stream besides the engine's own lines: its notes (notes/store.ts,
 * unless the entity takes none), the messages queued about it through the outbox (mail/outbox.ts: queued,
 * sent with the provider's id, failed and why) and the lines its modules declare.
 */
export const historySourcesOf = (entity: EntityDef, modules: readonly HistorySource[] = []): HistorySource[] => [
  ...(keepsNotes(entity) ? [noteHistory(entity.name)] : []),
  messageHistory(entity.name),
  ...modules,
];
