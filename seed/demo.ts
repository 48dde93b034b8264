import type { Knex } from "knex";
import type { Actor } from "../api/src/actions/actor";
import { demoUsers } from "../api/src/auth/demo-accounts";
import { hashPassword } from "../api/src/auth/passwords";
import type { AppContext } from "../api/src/context";
import type { ModuleDef } from "../api/src/modules/module";

/** Runs `write` in a transaction unless `key` is marked in app_meta, then marks it; true when it ran. */
const once = (db: Knex, key: string, write: (trx: Knex.Transaction) => Promise<void>) =>
  db.transaction(async (trx) => {
    // two processes starting at once: the second waits here, then finds the mark
    await trx.raw("select pg_advisory_xact_lock(hashtext(?))", [key]);
    if (await trx("app_meta").where({ key }).first()) return false;
    await write(trx);
    await trx("app_meta").insert({ key, value: JSON.stringify({ at: new Date().toISOString() }) });
    return true;
  });

/**
 * The small demo data set written on first start: the demo accounts, then each module's own demo
 * data, in module order. Each part is written once, in its own transaction, and marked in app_meta
 * (`demo:users`, `demo:<module>`), so deleting demo data sticks and a module added later still gets
 * its demo data on an existing database. True when anything was written.
 */
export const seedDemo = async (ctx: AppContext, modules: readonly ModuleDef[]): Promise<boolean> => {
  const passwordHash = await hashPassword(ctx.config.demoPassword);
  let written = await once(ctx.db, "demo:users", async (trx) => {
    await trx("users")
      .insert(demoUsers.map((user) => ({ ...user, roles: JSON.stringify(user.roles), password_hash: passwordHash })))
      .onConflict(trx.raw("(email) where deleted_at is null"))
      .ignore();
  });
  const admin = await ctx.db("users").where({ email: demoUsers[0].email }).whereNull("deleted_at").first("id");
  const actor: Actor = { userId: (admin?.id as number | undefined) ?? null, ip: null };
  for (const module of modules) {
    if (!module.demo) continue;
    const seed = await module.demo();
    if (await once(ctx.db, `demo:${module.name}`, (trx) => seed({ ...ctx.within(trx), actor }))) written = true;
  }
  return written;
};
