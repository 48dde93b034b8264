import { ConnectSessionKnexStore } from "connect-session-knex";
import session, { type SessionData } from "express-session";
import type { Knex } from "knex";

export const sessionCookieName = "erp.sid";

/** How long a process trusts a session it read from the database before reading it again. */
export const sessionCacheMs = () => Number(process.env.SESSION_CACHE_MS ?? 1000);

/**
 * Sessions this process read or wrote in the last `sessionCacheMs`, so a busy client costs one
 * session read per second instead of one per request. Writes and sign-outs in this process update
 * it at once; a sign-out or a role change made by another process reaches this one within the TTL.
 */
class SessionCache {
  private entries = new Map<string, { data: SessionData; at: number }>();

  get(sid: string): SessionData | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    const expires = entry.data.cookie?.expires ? new Date(entry.data.cookie.expires).getTime() : Infinity;
    if (Date.now() - entry.at > sessionCacheMs() || expires <= Date.now()) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry.data;
  }

  set(sid: string, data: SessionData) {
    if (sessionCacheMs() <= 0) return;
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(sid, { data, at: Date.now() });
  }

  delete(sid: string) {
    this.entries.delete(sid);
  }

  /** Drops every cached session of a user (their sessions were ended in the database). */
  forgetUser(userId: number) {
    for (const [sid, entry] of this.entries) if (entry.data.user?.id === userId) this.entries.delete(sid);
  }
}

export const sessionCache = new SessionCache();

/**
 * Sessions in the database (works on PGlite and PostgreSQL), so they survive restarts and are
 * shared between API processes. Rolling expiry gives an idle timeout; the store's expiry is moved
 * at most once a minute per session instead of a write on every request, and reads go through the
 * short-lived cache above.
 */
class ThrottledTouchStore extends ConnectSessionKnexStore {
  private touched = new Map<string, number>();

  override async get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): Promise<SessionData | null> {
    const cached = sessionCache.get(sid);
    if (cached) {
      // A copy: express-session compares the loaded session with the one it will save.
      const copy = structuredClone(cached);
      callback(null, copy);
      return copy;
    }
    return super.get(sid, (error: unknown, data?: SessionData | null) => {
      if (!error && data) sessionCache.set(sid, structuredClone(data));
      callback(error, data);
    });
  }

  override async set(sid: string, data: SessionData, callback?: (err?: unknown) => void) {
    sessionCache.set(sid, structuredClone(data));
    return super.set(sid, data, callback);
  }

  override async touch(sid: string, data: SessionData, callback?: () => void) {
    const now = Date.now();
    if (now - (this.touched.get(sid) ?? 0) < 60_000) return callback?.();
    if (this.touched.size > 50_000) this.touched.clear();
    this.touched.set(sid, now);
    return super.touch(sid, data, callback);
  }

  override async destroy(sid: string, callback?: (err?: unknown) => void) {
    this.touched.delete(sid);
    sessionCache.delete(sid);
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
