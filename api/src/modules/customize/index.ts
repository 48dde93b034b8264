import { Router } from "express";
import type { Knex } from "knex";
import { definePage } from "../../entities";
import { defineJob } from "../../jobs/runner";
import { defineModule } from "../module";
import { configRouter } from "./config-routes";
import { purgeDeletedFields } from "./fields";
import { syncAllIndexes } from "./indexes";
import { resourcesRouter } from "./resource-routes";
import { purgeResources } from "./resources";
import { rolesRouter } from "./role-routes";
import { keepManagerAfterUserChange } from "./roles";
import { customizeRouter } from "./routes";
import { viewsRouter } from "./views";

/** What the customize module provides: the no-lockout rule, for the users module's changes of a user's roles. */
export interface CustomizeServices {
  access: {
    /** In the transaction changing a user: refused (409) when no active user could manage roles any more. */
    keepRoleManager: (trx: Knex.Transaction, user: { id: number; roles: readonly string[]; active: boolean }) => Promise<void>;
  };
}

declare module "../../provides" {
  interface ModuleServices {
    customize: CustomizeServices;
  }
}

/** The ADMIN's page: custom fields, labels and list layouts of every entity, custom resources, the configuration file. */
export const customizePage = definePage({
  name: "customize",
  group: "settings",
  route: "/settings/customize",
  actions: [
    "add-field",
    "change-field",
    "delete-field",
    "restore-field",
    "relabel",
    "arrange",
    "add-resource",
    "change-resource",
    "delete-resource",
    "restore-resource",
  ],
});

/** Roles beyond the seed roles and their grants (ADMIN). */
export const rolesPage = definePage({ name: "roles", group: "settings", route: "/settings/roles" });

/**
 * Run-time customisation: the customize page's API, custom resources, roles, each user's saved
 * views of every list, and the upkeep: custom fields, custom resources and their removed fields
 * deleted more than 48 hours ago go with their values, and the custom fields' indexes are brought in
 * step with their definitions (after an interrupted build, say). The merging itself is the engine's
 * (api/src/custom/), so every module's entities get it.
 */
export default defineModule({
  name: "customize",
  pages: [customizePage, rolesPage],
  provides: (ctx): CustomizeServices => ({
    access: { keepRoleManager: (trx, user) => keepManagerAfterUserChange(trx, ctx.registry, user) },
  }),
  // the resources' paths first: `/customize/resources` is not a resource's customisation
  routes: (ctx) => Router().use(resourcesRouter(ctx), configRouter(ctx), rolesRouter(ctx), customizeRouter(ctx), viewsRouter(ctx)),
  uses: ["settings"],
  jobs: [
    defineJob({
      name: "customize.purge-fields",
      every: 60 * 60,
      run: async (ctx) => {
        await ctx.customisations.load();
        await purgeDeletedFields(ctx);
        await purgeResources(ctx);
        const failed = await syncAllIndexes(ctx.db, ctx.registry.entities);
        if (failed.length) throw new Error(`custom field indexes: ${failed.join("; ")}`);
      },
    }),
  ],
});
