/**
 * TEST SCAFFOLDING: a real server process as `npm start` runs it (startServer: umask, file modes,
 * the database on disk, jobs), seeded with one ADMIN instead of the demo data (a minute on this
 * machine). Its tests sign in as `admin@serve.test` with the test password.
 */
import { readConfig } from "../config";
import { startServer } from "../server";
import { createUser } from "./session";

export const serveAdmin = "admin@serve.test";

await startServer({
  config: readConfig(),
  seed: async (ctx) => {
    if (await ctx.db("users").where({ email: serveAdmin }).first("id")) return false;
    await createUser(ctx.db, { email: serveAdmin, roles: ["ADMIN"] });
    return true;
  },
});
