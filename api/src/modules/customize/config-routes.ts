import { Router } from "express";
import { defineRoute, mount } from "../../http/contract";
import { can } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { translate } from "../../http/errors";
import { actorOf } from "../../http/request";
import { exportConfiguration } from "./config-file";
import { importConfiguration } from "./config-import";

/**
 * The configuration as one file (ADMIN: the customize page):
 *   GET  /customize/export                   the file (JSON, configuration.schema.json), as a download
 *   POST /customize/import[?dry_run=true]    the file as the body: the changes and conflicts; applied
 *                                            all or nothing unless a dry run (409 while there are conflicts)
 */
export const configRouter = (ctx: AppContext) => {
  const router = Router();
  const route = mount(router);

  route(
    defineRoute({
      method: "get",
      path: "/customize/export",
      summary: "The configuration as one file (configuration.schema.json)",
      produces: "application/json",
    }),
    can(ctx, "customize", "export"),
    async (_req, res) => {
      const file = await exportConfiguration(ctx);
      res.set("Content-Disposition", `attachment; filename="configuration-${file.exported_at?.slice(0, 10)}.json"`).json(file);
    },
  );

  route(
    defineRoute({
      method: "post",
      path: "/customize/import",
      summary: "Import a configuration file: its changes and conflicts; applied all or nothing unless a dry run",
      query: { dry_run: { type: "boolean" } },
      consumes: "application/json",
      produces: "application/json",
    }),
    can(ctx, "customize", "import"),
    async (req, res) => {
      const dryRun = req.query.dry_run === "true";
      const result = await importConfiguration(ctx, req.body, actorOf(req), { dryRun });
      const conflicts = result.conflicts.map(({ message, ...conflict }) => ({ ...conflict, message: translate(req, message.key, message.params) }));
      if (conflicts.length && !dryRun)
        return void res
          .status(409)
          .json({ ...result, conflicts, message: translate(req, "customize.messages.conflicts", { count: conflicts.length }) });
      res.json({ ...result, conflicts });
    },
  );

  return router;
};
