import { parse, serialize } from "cookie";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { ApiError, msg } from "../http/errors";

/**
 * Double-submit CSRF: the token sits in an httpOnly cookie signed with the server's secret and must
 * come back in the X-CSRF-Token header (or a `csrfToken` form field for the auth calls).
 */
const cookieName = "erp.csrf";
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

const sign = (secret: string, token: string) => createHmac("sha256", secret).update(token).digest("hex");
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The token of a validly signed cookie, if the request has one. */
const tokenFromCookie = (secret: string, req: Request): string | undefined => {
  const [token, signature] = (parse(req.headers.cookie ?? "")[cookieName] ?? "").split("|");
  return token && signature && same(signature, sign(secret, token)) ? token : undefined;
};

/** GET /api/auth/csrf: the current token, or a new one (set as the cookie). */
export const issueCsrfToken = (secret: string, req: Request, res: Response): string => {
  const existing = tokenFromCookie(secret, req);
  if (existing) return existing;
  const token = randomBytes(32).toString("hex");
  res.append(
    "Set-Cookie",
    serialize(cookieName, `${token}|${sign(secret, token)}`, { httpOnly: true, sameSite: "lax", path: "/", secure: req.secure }),
  );
  return token;
};

/** Refuses (403, nothing written) every state-changing request without the matching token. */
export const requireCsrf =
  (secret: string, exempt: (req: Request) => boolean = () => false) =>
  (req: Request, _res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method) || exempt(req)) return next();
    const expected = tokenFromCookie(secret, req);
    const sent = req.get("x-csrf-token") ?? (typeof req.body?.csrfToken === "string" ? req.body.csrfToken : undefined);
    next(expected && sent && same(expected, sent) ? undefined : new ApiError(403, msg("csrfInvalid")));
  };
