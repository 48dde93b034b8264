import { Router } from "express";
import { z } from "zod";
import { can } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { defineRoute, entityRecord, messageAnswer, mount } from "../../http/contract";
import { translate } from "../../http/errors";
import { actorOf } from "../../http/request";
import { generateCommissions } from "./service";

const generation = { month: { type: "string", format: "month", required: true, requiredMessage: "selectMonth" } } as const;

export const generateCommissionsRoute = defineRoute({
  method: "post",
  path: "/commission-records/generate",
  summary: "Generate a month's commission records (again: replaced)",
  body: generation,
  answer: messageAnswer.extend({ month: z.string(), records: z.array(entityRecord("commission-records")) }),
});

/** `POST /commission-records/generate {month: "YYYY-MM"}` -> `{message, month, records}`. */
export const commissionsRouter = (ctx: AppContext) =>
  mount(Router())(generateCommissionsRoute, can(ctx, "commission-records", "generate"), async (req, _res, { body: { month } }) => {
    const records = await generateCommissions(ctx, month, actorOf(req));
    return { message: translate(req, "commissionsGenerated", { count: records.length, month }), month, records };
  });
