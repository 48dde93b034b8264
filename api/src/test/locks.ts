import type { Knex } from "knex";

/**
 * Races made repeatable on the PostgreSQL server: a transaction of the test holds some row locks, the
 * requests under test are sent and run until they wait (directly or behind one another) on it, then it
 * lets go. Which request reaches which lock first is then fixed, not left to timing.
 */
export interface Blocker {
  /** The backend holding the locks. */
  pid: number;
  /** Until `count` backends wait on this one, directly or behind another that does (5 s at most). */
  waiters(count: number): Promise<void>;
  /** Commits the blocker's transaction: the waiting requests go on. */
  release(): Promise<void>;
}

/** Opens a transaction on `db` and runs `lock` in it (e.g. a `select ... for update`); the locks stay held until `release`. */
export const holdLocks = async (db: Knex, lock: (trx: Knex.Transaction) => Promise<unknown>): Promise<Blocker> => {
  const trx = await db.transaction();
  await lock(trx);
  const pid = Number((await trx.raw("select pg_backend_pid() as pid")).rows[0].pid);
  return {
    pid,
    waiters: async (count) => {
      const deadline = Date.now() + 5000;
      for (;;) {
        const { rows } = await db.raw(
          `with recursive chain(pid) as (
             select a.pid from pg_stat_activity a where ?::int = any(pg_blocking_pids(a.pid))
             union
             select a.pid from pg_stat_activity a join chain c on c.pid = any(pg_blocking_pids(a.pid))
           ) select count(*)::int as n from chain`,
          [pid],
        );
        if (rows[0].n >= count) return;
        if (Date.now() > deadline) throw new Error(`${rows[0].n} of ${count} requests wait on backend ${pid}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    release: async () => {
      await trx.commit();
    },
  };
};

/** Whether the tests run on a PostgreSQL server (TEST_DATABASE_URL): the only place where two transactions run at once. */
export const onServer = Boolean(process.env.TEST_DATABASE_URL);
