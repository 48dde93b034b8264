import { type Request, Router } from "express";
import type { Knex } from "knex";
import { z } from "zod";
import { recordBehaviour } from "../behaviour/log";
import { ApiError, type Message, msg } from "../http/errors";
import type { SessionUser } from "./authorize";
import { issueCsrfToken } from "./csrf";
import { verifyNobody, verifyPassword } from "./passwords";
import { sessionCookieName } from "./session";
import { signInBlocked, signInLimits } from "./throttle";
import { requestIdOfRequest } from "../http/request";

const loginPath = "/auth/login";

/** Only same-site paths: an open redirect through callbackUrl is not possible. */
const safeCallback = (value: unknown) => {
  if (typeof value !== "string" || !value) return "/";
  try {
    const url = new URL(value, "http://app.invalid");
    return url.origin === "http://app.invalid" ? `${url.pathname}${url.search}${url.hash}` : "/";
  } catch {
    return "/";
  }
};

const credentials = z.object({
  email: z.string({ error: "required" }).trim().toLowerCase().min(1, "required").pipe(z.email("email")),
  password: z.string({ error: "required" }).min(1, "required"),
});

/** A failed sign-in answers `{url, error}` (the login page with the error code) plus the translated message. */
class SignInError extends ApiError {
  constructor(
    status: number,
    readonly code: string,
    body: Message,
    fields: Record<string, Message> = {},
  ) {
    super(status, body, fields, { error: code });
  }
}

const sessionOf = (user: SessionUser, req: Request) => ({
  user,
  expires: new Date(Date.now() + (req.session.cookie.maxAge ?? 0)).toISOString(),
});

/** The seed's auth call table under /api/auth (NextAuth-shaped), with credentials as the only provider. */
export const authRouter = (db: Knex, secret: string, { genericErrors = false }: { genericErrors?: boolean } = {}) => {
  const router = Router();

  router.get("/session", (req, res) => {
    res.json(req.session.user ? sessionOf(req.session.user, req) : null);
  });

  router.get("/csrf", (req, res) => {
    res.json({ csrfToken: issueCsrfToken(secret, req, res) });
  });

  router.get("/providers", (_req, res) => {
    res.json({
      credentials: {
        id: "credentials",
        name: "Credentials",
        type: "credentials",
        signinUrl: "/api/auth/signin/credentials",
        callbackUrl: "/api/auth/callback/credentials",
      },
    });
  });

  router.post("/callback/credentials", async (req, res, next) => {
    const callbackUrl = safeCallback(req.body?.callbackUrl);
    const parsed = credentials.safeParse(req.body ?? {});
    try {
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), msg(i.message)]));
        throw new SignInError(400, "CredentialsSignin", Object.values(fields)[0], fields);
      }
      const { email, password } = parsed.data;
      if (await signInBlocked(db, email, req.ip))
        throw new SignInError(429, "TooManyAttempts", msg("tooManySignIns", { minutes: signInLimits.windowMinutes }));
      const user = await db("users").where({ email }).whereNull("deleted_at").first("id", "name", "email", "roles", "status", "password_hash");
      const fail = async (code: string, field: string, body: Message, status = 401) => {
        await recordBehaviour(db, {
          action: "sign-in-failed",
          email,
          user_id: user?.id ?? null,
          ip: req.ip,
          request_id: requestIdOfRequest(req),
          target: "users",
          target_id: user?.id ?? null,
        });
        return new SignInError(status, code, body, { [field]: body });
      };
      // an unknown e-mail costs the same argon2 run as a wrong password (timing tells neither apart);
      // the two messages are the seed's, unless AUTH_GENERIC_ERRORS makes them one
      const known = user ? await verifyPassword(user.password_hash, password) : await verifyNobody(password);
      if (!known && genericErrors) throw await fail("CredentialsSignin", "password", msg("signInFailed"));
      if (!user) throw await fail("UserNotFound", "email", msg("userNotFound"));
      if (!known) throw await fail("WrongPassword", "password", msg("wrongPassword"));
      if (user.status !== "active") throw await fail("InactiveUser", "email", msg("inactiveUser"), 403);

      const sessionUser: SessionUser = { id: user.id, name: user.name, email: user.email, roles: user.roles };
      // A new session id at sign-in: a session fixed before sign-in is worth nothing after it.
      await new Promise<void>((done, fail) => req.session.regenerate((error) => (error ? fail(error) : done())));
      req.session.user = sessionUser;
      await new Promise<void>((done, fail) => req.session.save((error) => (error ? fail(error) : done())));
      await db.transaction(async (trx) => {
        await trx("users").where({ id: user.id }).update({ last_sign_in_at: trx.fn.now() });
        const request_id = requestIdOfRequest(req);
        await recordBehaviour(trx, { action: "sign-in", user_id: user.id, email, ip: req.ip, request_id, target: "users", target_id: user.id });
      });
      res.json({ url: callbackUrl });
    } catch (error) {
      if (error instanceof SignInError) error.extra.url = `${loginPath}?${new URLSearchParams({ error: error.code, callbackUrl })}`;
      next(error);
    }
  });

  router.post("/signout", async (req, res, next) => {
    const user = req.session.user;
    if (user) {
      const request_id = requestIdOfRequest(req);
      await recordBehaviour(db, {
        action: "sign-out",
        user_id: user.id,
        email: user.email,
        ip: req.ip,
        request_id,
        target: "users",
        target_id: user.id,
      });
    }
    req.session.destroy((error) => {
      if (error) return next(error);
      res.clearCookie(sessionCookieName, { path: "/" });
      res.json({ url: loginPath });
    });
  });

  /** Client log lines (NextAuth's _log): kept short, in the server log, never echoed. */
  router.post("/_log", (req, res) => {
    const clip = (value: unknown) =>
      String(value ?? "")
        .replace(/[^\w .:/-]/g, "")
        .slice(0, 200);
    const level = clip(req.body?.level) || "info";
    req.log.info({ client: { level, code: clip(req.body?.code) }, userId: req.session.user?.id ?? null }, `client ${level}: ${clip(req.body?.code)}`);
    res.json({});
  });

  return router;
};
