import type { Enforcer } from "casbin";
import type { Request, Response } from "express";
import type { PolicyAction } from "../../../policies";
import { allowed, readsPrivateFields } from "../auth/enforcer";
import { recordBehaviour, withinBulk } from "../behaviour/log";
import { allows, type EntityDef, type WriteOperation } from "../entities";
import { bulkSettable } from "../entities/bulk";
import { ApiError, clientError, type Message, msg, translate } from "../http/errors";
import { actorOf } from "../http/request";
import { refusePrivateInput, withoutPrivate } from "./private";
import { ident, parseListQuery, rowsSql, whereSql } from "./query";
import type { CrudService } from "./service";
import { validateFields, validateInput } from "./validate";

/** The most records one bulk call takes (ids given, or matching its filter): beyond it, a 400 and nothing done. */
export const bulkLimit = 10_000;

/** What happened to one record: done, or refused with the message its one-record call answers. */
export interface BulkResult {
  id: number;
  status: "done" | "refused";
  message?: string;
  errors?: Record<string, string>;
}

export interface BulkAnswer {
  action: string;
  count: number;
  done: number;
  refused: number;
  message: string;
  results: BulkResult[];
}

/** What a bulk action is: the permission it needs, the declared write it is, and what it does to one record. */
interface Plan {
  policy: PolicyAction;
  operation?: WriteOperation;
  run: (id: number) => Promise<unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The action named in the body, checked before any record is touched: its values through the same
 * validator as the form (a set) or the verb's declared input, so a wrong value is one 400 for all.
 */
const planOf = (req: Request, service: CrudService, seen: EntityDef, action: string, values: unknown): Plan => {
  const actor = actorOf(req);
  switch (action) {
    case "delete":
      return { policy: "delete", operation: "delete", run: (id) => service.remove(id, actor) };
    case "restore":
      return { policy: "delete", operation: "delete", run: (id) => service.restore(id, actor) };
    case "set": {
      if (!isObject(values) || !Object.keys(values).length) throw ApiError.invalid({ values: msg("bulk.messages.noField") });
      if (seen !== service.entity) refusePrivateInput(service.entity, values);
      for (const name of Object.keys(values)) {
        const field = service.entity.fields[name];
        if (!field) throw ApiError.invalid({ [name]: msg("unknownField") });
        if (!bulkSettable(field)) throw ApiError.invalid({ [name]: msg("notAllowed") });
      }
      validateInput(service.entity, values, "patch");
      return { policy: "edit", operation: "edit", run: (id) => service.update(id, values, actor) };
    }
    default: {
      const verb = Object.hasOwn(service.entity.bulk ?? {}, action) ? service.entity.bulk![action] : undefined;
      if (!verb) throw ApiError.badRequest("bulk.messages.unknownAction", { action });
      const clean = validateFields(verb.fields, values ?? {}, service.today()) as Record<string, unknown>;
      return { policy: verb.policy, run: (id) => service.runVerb(action, id, clean, actor) };
    }
  }
};

/** The records named: `ids` (at most bulkLimit), else every record matching `filter` (the list's query parameters). */
const selectedIds = async (service: CrudService, seen: EntityDef, ids: unknown, filter: unknown): Promise<number[]> => {
  if (Array.isArray(ids)) {
    if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) throw ApiError.invalid({ ids: msg("invalidValue") });
    const unique = [...new Set(ids as number[])];
    if (unique.length > bulkLimit) throw ApiError.badRequest("bulk.messages.tooMany", { max: bulkLimit, count: unique.length });
    return unique;
  }
  if (!isObject(filter)) throw ApiError.badRequest("bulk.messages.nothing");
  // the list's own parsing: what the user sees filtered (the trash with deleted=true) is what is acted on
  const query = parseListQuery(seen, filter, { paged: false });
  const targets = (name: string) => service.registry.entityByName.get(name);
  const where = whereSql(seen, query, targets);
  const { sql, bindings } = rowsSql(seen, ["id"], { ...query, page: { offset: 0, limit: bulkLimit + 1 } }, where);
  const found = ((await service.db.raw(sql, bindings)).rows as { id: number | string }[]).map((row) => Number(row.id));
  if (found.length > bulkLimit) {
    const counted = await service.db.raw(`select count(*) as n from ${ident(seen.table)} where ${where.sql}`, where.bindings);
    throw ApiError.badRequest("bulk.messages.tooMany", { max: bulkLimit, count: Number(counted.rows[0].n) });
  }
  return found;
};

/** A record's refusal as its one-record call would answer it, in the user's language. */
const refusal = (req: Request, id: number, error: unknown): BulkResult => {
  const known = error instanceof ApiError ? error : clientError(error);
  if (!known) console.error(`[bulk ${req.originalUrl}] record ${id}`, error);
  const say = (m: Message) => translate(req, m.key, m.params);
  const body = known?.body ?? msg("unknownError");
  const errors =
    known && Object.keys(known.fields).length ? Object.fromEntries(Object.entries(known.fields).map(([f, m]) => [f, say(m)])) : undefined;
  return { id, status: "refused", message: say(body), ...(errors ? { errors } : {}) };
};

/**
 * `POST /api/:resource/bulk { action, ids | filter, values }`: each record through the same service
 * call as one at a time (its rules, row locks, history, its own transaction), the answer per record,
 * and one behaviour-log line for the whole. With `Accept: application/x-ndjson` the answer streams as
 * it goes (`{type:"start",total}`, a `{type:"record",...}` line per record, `{type:"end",...}`): the
 * admin's progress bar.
 */
export const bulkAction = (enforcer: Enforcer) => async (req: Request, res: Response) => {
  const service = req.service!;
  const roles = req.session.user?.roles ?? [];
  const seen = readsPrivateFields(enforcer, roles) ? service.entity : withoutPrivate(service.entity);
  const { action, ids, filter, values } = isObject(req.body) ? req.body : {};
  if (typeof action !== "string" || !action) throw ApiError.invalid({ action: msg("required") });
  const plan = planOf(req, service, seen, action, values);
  if (!allowed(enforcer, roles, service.entity.name, plan.policy)) throw new ApiError(403, msg("forbidden"));
  if (plan.operation && !allows(service.entity, plan.operation)) throw new ApiError(405, msg("notAllowed"));
  const selected = await selectedIds(service, seen, ids, filter);

  const streaming = /application\/x-ndjson/.test(req.get("accept") ?? "");
  if (streaming) {
    res.status(200).type("application/x-ndjson");
    res.write(`${JSON.stringify({ type: "start", total: selected.length })}\n`);
  }
  const results: BulkResult[] = [];
  await withinBulk(async () => {
    for (const id of selected) {
      let result: BulkResult;
      try {
        await plan.run(id);
        result = { id, status: "done" };
      } catch (error) {
        result = refusal(req, id, error);
      }
      results.push(result);
      if (streaming) res.write(`${JSON.stringify({ type: "record", ...result })}\n`);
    }
  });
  const done = results.filter((r) => r.status === "done").length;
  const refused = results.length - done;
  const actor = actorOf(req);
  const detail = { action, count: selected.length, done, refused, ids: selected };
  await recordBehaviour(service.db, {
    action: "bulk",
    target: service.entity.name,
    user_id: actor.userId,
    ip: actor.ip,
    detail: JSON.stringify(detail),
  });
  const answer: BulkAnswer = {
    action,
    count: selected.length,
    done,
    refused,
    message: translate(req, "bulk.messages.done", { done, refused }),
    results,
  };
  if (!streaming) return res.json(answer);
  const { results: _sent, ...end } = answer;
  res.end(`${JSON.stringify({ type: "end", ...end })}\n`);
};
