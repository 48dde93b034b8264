import { ConnectSessionKnexStore } from "connect-session-knex";
import type { NextFunction, Request, Response } from "express";
import session, { type SessionData } from "express-session";
import type { Knex } from "knex";

declare module "express-session" {
  interface SessionData {
    /** The minute (epoch minutes) the session was last seen active in; see `keepAlive`. */
    activeMinute?: number;
  }
}

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

  /**
   * Keeps a frozen copy as the store holds it (JSON: the cookie's expiry as a string); requests
   * get shallow copies of it, and nothing can change it in place.
   */
  set(sid: string, data: SessionData) {
    if (sessionCacheMs() <= 0) return;
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(sid, { data: deepFreeze(JSON.parse(JSON.stringify(data)) as SessionData), at: Date.now() });
  }

  delete(sid: string) {
    this.entries.delete(sid);
  }

  /** Drops every cached session (every session was ended in the database: a restore). */
  clear() {
    this.entries.clear();
  }

  /** Drops every cached session of a user (their sessions were ended in the database). */
  forgetUser(userId: number) {
    for (const [sid, entry] of this.entries) if (entry.data.user?.id === userId) this.entries.delete(sid);
  }
}

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === "object") for (const inner of Object.values(Object.freeze(value))) deepFreeze(inner);
  return value;
};

export const sessionCache = new SessionCache();

/**
 * Sessions in the database (works on PGlite and PostgreSQL), so they survive restarts and are
 * shared between API processes. Reads go through the short-lived cache above. A session's expiry
 * moves when it is saved, which `keepAlive` makes happen at most once a minute while it is in use:
 * no write per request, and `touch` has nothing left to do.
 */
class CachedSessionStore extends ConnectSessionKnexStore {
  override async get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): Promise<SessionData | null> {
    const cached = sessionCache.get(sid);
    if (cached) {
      // express-session replaces the copy's cookie with its own object and compares the rest with what it saves.
      const copy = { ...cached, cookie: { ...cached.cookie } };
      callback(null, copy);
      return copy;
    }
    return super.get(sid, (error: unknown, data?: SessionData | null) => {
      if (!error && data) sessionCache.set(sid, data);
      callback(error, data);
    });
  }

  override async set(sid: string, data: SessionData, callback?: (err?: unknown) => void) {
    sessionCache.set(sid, data);
    return super.set(sid, data, callback);
  }

  override async touch(_sid: string, _data: SessionData, callback?: () => void) {
    callback?.();
  }

  override async destroy(sid: string, callback?: (err?: unknown) => void) {
    sessionCache.delete(sid);
    return super.destroy(sid, callback);
  }
}

/**
 * The idle timeout: a signed-in session used in a new minute is marked with it, so express-session
 * saves it (expiry in the store = now + idle time) and sends the cookie again with the same expiry.
 * Requests within the same minute change nothing: no write and no Set-Cookie.
 */
export const keepAlive = (req: Request, _res: Response, next: NextFunction) => {
  const minute = Math.floor(Date.now() / 60_000);
  if (req.session?.user && req.session.activeMinute !== minute) req.session.activeMinute = minute;
  next();
};

export const idleMinutes = () => Number(process.env.SESSION_IDLE_MINUTES ?? 120);

export const sessionMiddleware = (db: Knex, secret: string) =>
  session({
    name: sessionCookieName,
    secret,
    store: new CachedSessionStore({ knex: db, tableName: "sessions", createTable: false, cleanupInterval: 15 * 60_000 }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    unset: "destroy",
    cookie: { httpOnly: true, sameSite: "lax", secure: "auto", maxAge: idleMinutes() * 60_000 },
  });
