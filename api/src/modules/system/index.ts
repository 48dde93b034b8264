import behaviourLogs from "../../entities/behaviour-logs";
import { vacuumWhereDead } from "../../db/vacuum";
import { defineJob } from "../../jobs/runner";
import { defineModule } from "../module";
import { purgeAttachments } from "../../attachments/store";

/**
 * What the product keeps about itself: the behaviour log, and the trash purge: records (and
 * attachments) deleted more than the restore window ago go for good (one DELETE per table, so a killed run leaves no half);
 * on the embedded database, the vacuum autovacuum would do.
 */
export default defineModule({
  name: "system",
  entities: [behaviourLogs],
  jobs: [
    defineJob({
      name: "system.purge-trash",
      every: 60 * 60,
      run: async (ctx) => {
        const { services } = ctx;
        const failed: string[] = [];
        for (const service of services.values()) await service.purge().catch((error) => failed.push(`${service.entity.name}: ${error.message}`));
        // attachments past the restore window, and those of records purged just now, with their files
        await purgeAttachments(ctx).catch((error) => failed.push(`attachments: ${error.message}`));
        if (failed.length) throw new Error(`purge failed for ${failed.join("; ")}`);
      },
    }),
    // the embedded database has no autovacuum (db/vacuum.ts); on a PostgreSQL server this does nothing
    defineJob({ name: "system.vacuum", every: 10 * 60, waitFirst: true, run: ({ db }) => vacuumWhereDead(db) }),
  ],
});
