import type { Enforcer } from "casbin";
import type { Knex } from "knex";
import { Router } from "express";
import { authorize } from "../../auth/authorize";
import { actorOf } from "../../crud/router";
import { translate } from "../../http/errors";
import { generateCommissions } from "./service";

/** `POST /commission-records/generate {month: "YYYY-MM"}` -> `{message, month, records}`. */
export const commissionsRouter = (db: Knex, enforcer: Enforcer) => {
  const router = Router();
  router.post("/commission-records/generate", authorize(enforcer, "commission-records", "create"), async (req, res) => {
    const month = req.body?.month;
    const records = await generateCommissions(db, month, actorOf(req));
    res.json({ message: translate(req, "commissionsGenerated", { count: records.length, month }), month, records });
  });
  return router;
};
