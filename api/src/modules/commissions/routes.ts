import { Router } from "express";
import { can } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { validateFields } from "../../crud/validate";
import { translate } from "../../http/errors";
import { actorOf } from "../../http/request";
import { generateCommissions } from "./service";

const generation = { month: { type: "string", format: "month", required: true, requiredMessage: "selectMonth" } } as const;

/** `POST /commission-records/generate {month: "YYYY-MM"}` -> `{message, month, records}`. */
export const commissionsRouter = (ctx: AppContext) => {
  const router = Router();
  router.post("/commission-records/generate", can(ctx, "commission-records", "generate"), async (req, res) => {
    const { month } = validateFields(generation, req.body ?? {});
    const records = await generateCommissions(ctx, month, actorOf(req));
    res.json({ message: translate(req, "commissionsGenerated", { count: records.length, month }), month, records });
  });
  return router;
};
