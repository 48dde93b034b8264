import { Router } from "express";
import { definePage } from "../../entities";
import { defineJob } from "../../jobs/runner";
import { defineModule } from "../module";
import { purgeDeletedFields } from "./fields";
import { syncAllIndexes } from "./indexes";
import { customizeRouter } from "./routes";
import { viewsRouter } from "./views";

/** The ADMIN's page: custom fields, labels and list layouts of every entity, changed at run time. */
export const customizePage = definePage({
  name: "customize",
  group: "settings",
  route: "/settings/customize",
  actions: ["add-field", "change-field", "delete-field", "restore-field", "relabel", "arrange"],
});

/**
 * Run-time customisation: the customize page's API, each user's saved views of every list, and
 * the upkeep: custom fields deleted more than 48 hours ago go with their values, and the custom
 * fields' indexes are brought in step with their definitions (after an interrupted build, say).
 * The merging itself is the engine's (api/src/custom/), so every module's entities get it.
 */
export default defineModule({
  name: "customize",
  pages: [customizePage],
  routes: (ctx) => Router().use(customizeRouter(ctx), viewsRouter(ctx)),
  jobs: [
    defineJob({
      name: "customize.purge-fields",
      every: 60 * 60,
      run: async (ctx) => {
        await ctx.customisations.load();
        await purgeDeletedFields(ctx);
        const failed = await syncAllIndexes(ctx.db, ctx.registry.entities);
        if (failed.length) throw new Error(`custom field indexes: ${failed.join("; ")}`);
      },
    }),
  ],
});
