import type { Knex } from "knex";

/** Failed sign-ins allowed in the window, per account and per IP, before 429. */
export const signInLimits = { windowMinutes: 15, perAccount: 5, perIp: 20 };

/**
 * Counted from the behaviour log's failed sign-ins (in the database, so every API process sees the
 * same count and a restart does not reset it).
 */
export const signInBlocked = async (db: Knex, email: string, ip: string | undefined): Promise<boolean> => {
  const recent = () =>
    db("behaviour_logs")
      .where("action", "sign-in-failed")
      .where("created_at", ">", db.raw(`now() - interval '${signInLimits.windowMinutes} minutes'`));
  const [{ n: byAccount }] = await recent().where("email", email).count({ n: "*" });
  if (Number(byAccount) >= signInLimits.perAccount) return true;
  const [{ n: byIp }] = await recent()
    .where("ip", ip ?? null)
    .count({ n: "*" });
  return Number(byIp) >= signInLimits.perIp;
};
