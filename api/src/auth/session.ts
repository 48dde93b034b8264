import { ConnectSessionKnexStore } from "connect-session-knex";
import session, { type SessionData } from "express-session";
import type { Knex } from "knex";

export const sessionCookieName = "erp.sid";

/**
 * Sessions in the database (works on PGlite and PostgreSQL), so they survive restarts and are
 * shared between API processes. Rolling expiry gives an idle timeout; the store's expiry is moved
 * at most once a minute per session instead of a write on every request.
 */
class ThrottledTouchStore extends ConnectSessionKnexStore {
  private touched = new Map<string, number>();

  override async touch(sid: string, data: SessionData, callback?: () => void) {
    const now = Date.now();
    if (now - (this.touched.get(sid) ?? 0) < 60_000) return callback?.();
    if (this.touched.size > 50_000) this.touched.clear();
    this.touched.set(sid, now);
    return super.touch(sid, data, callback);
  }

  override async destroy(sid: string, callback?: (err?: unknown) => void) {
    this.touched.delete(sid);
    return super.destroy(sid, callback);
  }
}

export const idleMinutes = () => Number(process.env.SESSION_IDLE_MINUTES ?? 120);

export const sessionMiddleware = (db: Knex, secret: string) =>
  session({
    name: sessionCookieName,
    secret,
    store: new ThrottledTouchStore({ knex: db, tableName: "sessions", createTable: false, cleanupInterval: 15 * 60_000 }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: "destroy",
    cookie: { httpOnly: true, sameSite: "lax", secure: "auto", maxAge: idleMinutes() * 60_000 },
  });
