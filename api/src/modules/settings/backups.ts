import { createReadStream } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { defineRoute, mount } from "../../http/contract";
import { Router, type Request } from "express";
import type { Readable } from "node:stream";
import type { Actor } from "../../actions/actor";
import { systemActor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import { sessionCache } from "../../auth/session";
import { can } from "../../auth/authorize";
import { recordBehaviour } from "../../behaviour/log";
import type { AppContext } from "../../context";
import { drain, limitedBody, spool } from "../../crud/upload";
import { hasChunks, sendStored, writeChunks } from "../../storage/chunks";
import { validateFields } from "../../crud/validate";
import { ApiError, msg, translate } from "../../http/errors";
import { actorOf, idOf } from "../../http/request";
import { backupChunks, backupFile, readBackup, writeSnapshot } from "./backup";
import { restoreFrom } from "./restore";
import { readSettings } from "./store";
import { log } from "../../ops/logger";

/** What the restore's typed confirmation must say (the screen asks for it). */
export const restoreConfirmation = "RESTORE";
/** A running backup whose heartbeat is older than this is taken as dead (its process was killed). */
const staleSeconds = 15 * 60;

const columns = ["id", "created_at", "created_by", "kind", "status", "size", "rows", "tables_done", "tables_total", "finished_at", "error"] as const;

/** Backups under way in this process (tests and shutdown wait for them). */
const running = new Set<Promise<unknown>>();
export const backupsIdle = async () => {
  while (running.size) await Promise.allSettled([...running]);
};
const track = <T>(work: Promise<T>) => {
  running.add(work);
  void work.catch(() => undefined).finally(() => running.delete(work));
  return work;
};

/**
 * Backups made before they were kept in the database are files in BACKUP_DIR: each one whose row is
 * there (status ok, the same size: the file is this database's) is copied into `backup_chunks` under
 * its row's lock (two processes sharing the folder copy it once), then its file is removed. A file
 * with no such row is left where it is. Returns how many were copied.
 */
export const importLocalBackups = async (ctx: AppContext): Promise<number> => {
  const names = await readdir(ctx.config.backupDir).catch(() => [] as string[]);
  let copied = 0;
  for (const name of names) {
    const id = Number(/^backup-(\d+)\.ndjson\.gz$/.exec(name)?.[1]);
    if (!id) continue;
    const file = join(ctx.config.backupDir, name);
    const { size } = await stat(file);
    const stored = await ctx.db.transaction(async (trx) => {
      const row = await trx("backups").where({ id, status: "ok" }).forUpdate().first("size");
      if (!row || Number(row.size) !== size) return false;
      if (await hasChunks(trx, backupChunks, id)) return true;
      await writeChunks(trx, backupChunks, id, createReadStream(file));
      copied++;
      return true;
    });
    if (stored) await rm(file, { force: true });
  }
  return copied;
};

/**
 * Makes one backup: its row (status running, logged as `backup`), the snapshot file, then ok with
 * its size, or failed with the reason. Returns the row's id and the work's promise.
 */
export const startBackup = async (ctx: AppContext, actor: Actor, kind: "manual" | "scheduled") => {
  const id = await runAction(ctx.db, actor, { action: "backup", target: "backups", targetId: (row: number) => row }, async (trx) => {
    const [row] = await trx("backups").insert({ kind, status: "running", created_by: actor.userId }).returning("id");
    return Number(row.id);
  });
  const work = (async () => {
    try {
      const { size, rows } = await writeSnapshot(ctx, id, (p) => {
        // not awaited: on PGlite's one connection it waits for the snapshot's transaction
        void ctx
          .db("backups")
          .where({ id })
          .update({ ...p, heartbeat_at: ctx.db.fn.now() })
          .catch(() => undefined);
      });
      await ctx.db("backups").where({ id }).update({ status: "ok", size, rows, finished_at: ctx.db.fn.now(), heartbeat_at: ctx.db.fn.now() });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      await ctx
        .db("backups")
        .where({ id })
        .update({ status: "failed", error: reason, finished_at: ctx.db.fn.now() })
        .catch(() => undefined);
      throw error;
    }
  })();
  track(work);
  return { id, work };
};

/** Scheduled backups beyond the retention count go (the oldest first), with their chunks; dead runs are marked failed. */
export const applyRetention = async (ctx: AppContext) => {
  await ctx
    .db("backups")
    .where({ status: "running" })
    .where("heartbeat_at", "<", ctx.db.raw("now() - make_interval(secs => ?)", [staleSeconds]))
    .update({ status: "failed", error: "interrupted", finished_at: ctx.db.fn.now() });
  const { backup_retention } = await readSettings(ctx.db);
  const old: { id: number }[] = await ctx
    .db("backups")
    .where({ kind: "scheduled", status: "ok" })
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .offset(backup_retention)
    .select("id");
  for (const { id } of old) await removeBackup(ctx, id);
  return old.length;
};

const removeBackup = async (ctx: AppContext, id: number) => {
  // its chunks go with it (on delete cascade)
  await ctx.db("backups").where({ id }).delete();
  await rm(`${backupFile(ctx, id)}.part`, { force: true });
};

/** The scheduled backup: one snapshot, then the retention count. */
export const scheduledBackup = async (ctx: AppContext) => {
  const { work } = await startBackup(ctx, systemActor, "scheduled");
  await work;
  await applyRetention(ctx);
};

const find = async (ctx: AppContext, id: number) => {
  const row = await ctx.db("backups").where({ id }).first(columns);
  if (!row) throw ApiError.notFound();
  return row;
};

/** A backup file uploaded for a restore is at most this large (compressed); a larger one restores from the server's own list. */
export const maxRestoreMegabytes = 2048;
const uploadTooLarge = () => new ApiError(413, msg("backups.messages.tooLarge", { max: maxRestoreMegabytes }));

const confirmed = (value: unknown) => {
  if (value !== restoreConfirmation) throw ApiError.invalid({ confirm: msg("backups.messages.confirm", { word: restoreConfirmation }) });
};

/**
 * Backups and restore (ADMIN, the `system` page):
 *   GET    /backups                 the list (date, size, status, progress)
 *   POST   /backups                 back up now; answers when done (201), or at once (202) with `Prefer: respond-async`
 *   GET    /backups/:id             one, with its progress
 *   GET    /backups/:id/download    the gzip file
 *   DELETE /backups/:id
 *   POST   /backups/:id/restore     {confirm: "RESTORE"}: that backup
 *   POST   /backups/restore?confirm=RESTORE   an uploaded file (the gzip as the body)
 * A restore is all or nothing; afterwards every user signs in again.
 */
export const backupsRouter = (ctx: AppContext) => {
  // older backups' files, copied into the database once (a download or restore waits for it)
  const imported = track(importLocalBackups(ctx)).catch((error: unknown) => {
    log().error({ err: error }, `Backups: copying the files in ${ctx.config.backupDir} into the database failed`);
  });
  /** A backup whose file can be read: status ok, its chunks stored. */
  const stored = async (id: number) => {
    await imported;
    const row = await find(ctx, id);
    if (row.status !== "ok" || !(await hasChunks(ctx.db, backupChunks, row.id))) throw ApiError.notFound();
    return row;
  };
  const router = Router();
  const route = mount(router);
  route(
    defineRoute({ method: "get", path: "/backups", summary: "Every backup, newest first", query: {} }),
    can(ctx, "system", "list"),
    async (_req, res) => {
      const rows = await ctx
        .db("backups")
        .orderBy([
          { column: "created_at", order: "desc" },
          { column: "id", order: "desc" },
        ])
        .limit(500)
        .select(columns);
      res.set("X-Total-Count", String(rows.length)).json(rows);
    },
  );

  route(
    defineRoute({ method: "post", path: "/backups", summary: "Make a backup now (`Prefer: respond-async`: answer at once)", status: 201 }),
    can(ctx, "system", "backup"),
    async (req, res) => {
      const { id, work } = await startBackup(ctx, actorOf(req), "manual");
      if (/respond-async/i.test(req.get("prefer") ?? "")) {
        void work.catch(() => undefined);
        res.status(202).json(await find(ctx, id));
        return;
      }
      await work.catch(() => undefined);
      const row = await find(ctx, id);
      if (row.status !== "ok") throw new ApiError(422, msg("backups.messages.failed", { reason: String(row.error ?? "") }));
      res.status(201).json(row);
    },
  );

  route(
    defineRoute({ method: "get", path: "/backups/:id", summary: "One backup" }),
    can(ctx, "system", "list"),
    async (req, res) => void res.json(await find(ctx, idOf(req))),
  );

  route(
    defineRoute({ method: "get", path: "/backups/:id/download", summary: "A backup's file", produces: "application/octet-stream" }),
    can(ctx, "system", "export"),
    async (req, res) => {
      const row = await stored(idOf(req));
      const stamp = new Date(row.created_at).toISOString().slice(0, 19).replace(/[-:T]/g, "");
      res.attachment(`erp-backup-${stamp}-${row.id}.ndjson.gz`).type("application/gzip").set("Content-Length", String(row.size));
      const { userId, requestId } = actorOf(req);
      await recordBehaviour(ctx.db, { action: "export", target: "backups", target_id: row.id, user_id: userId, ip: req.ip, request_id: requestId });
      await sendStored(readBackup(ctx.db, row), res);
    },
  );

  route(
    defineRoute({ method: "delete", path: "/backups/:id", summary: "Delete a backup and its file" }),
    can(ctx, "system", "delete"),
    async (req, res) => {
      const row = await find(ctx, idOf(req));
      if (row.status === "running") throw new ApiError(409, msg("backups.messages.running"));
      // its chunks go with it (on delete cascade)
      await runAction(ctx.db, actorOf(req), { action: "delete", target: "backups", targetId: row.id }, (trx) =>
        trx("backups").where({ id: row.id }).delete(),
      );
      res.json({ message: translate(req, "messages.deleted") });
    },
  );

  const restore = async (req: Request, source: Readable) => {
    const actor = actorOf(req);
    const result = await restoreFrom(ctx.db, source, async (trx) => {
      await trx.raw(
        `insert into app_meta (key, value) values ('customisation_version', '1'::jsonb)
         on conflict (key) do update set value = to_jsonb((app_meta.value #>> '{}')::bigint + 1)`,
      );
      // the restored users may not hold the restorer's id: the line names them by e-mail
      await recordBehaviour(trx, {
        action: "restore",
        target: "backups",
        user_id: null,
        email: req.session.user?.email ?? null,
        ip: actor.ip,
        request_id: actor.requestId,
      });
    });
    sessionCache.clear();
    await ctx.customisations.load();
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    return result;
  };

  route(
    defineRoute({
      method: "post",
      path: "/backups/:id/restore",
      summary: "Restore the database from a backup",
      body: { confirm: { type: "string", maxLength: 20 } },
      bodyCheckedBy: "handler",
    }),
    can(ctx, "system", "restore"),
    async (req, res) => {
      const { confirm } = validateFields({ confirm: { type: "string", maxLength: 20 } } as const, req.body ?? {});
      await find(ctx, idOf(req));
      confirmed(confirm);
      const row = await stored(idOf(req));
      // a local copy first: the restore's transaction may not wait on reads of the database (PGlite's one connection)
      const copy = await spool(readBackup(ctx.db, row));
      try {
        const result = await restore(req, createReadStream(copy.path));
        res.json({ ...result, signOut: true, message: translate(req, "backups.messages.restored") });
      } finally {
        await copy.remove();
      }
    },
  );

  route(
    defineRoute({
      method: "post",
      path: "/backups/restore",
      summary: "Restore the database from an uploaded backup file",
      query: { confirm: { type: "string", maxLength: 20 } },
      consumes: "application/octet-stream",
    }),
    can(ctx, "system", "restore"),
    async (req, res) => {
      try {
        confirmed(req.query.confirm);
        if (req.readableEnded) throw new ApiError(400, msg("backups.messages.corrupt"));
        if (Number(req.get("content-length") ?? 0) > maxRestoreMegabytes * 1024 * 1024) throw uploadTooLarge();
        const result = await restore(req, limitedBody(req, maxRestoreMegabytes * 1024 * 1024, uploadTooLarge));
        res.json({ ...result, signOut: true, message: translate(req, "backups.messages.restored") });
      } finally {
        drain(req);
      }
    },
  );
  return router;
};
