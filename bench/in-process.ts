import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Knex } from "knex";
import { hashPassword } from "../api/src/auth/passwords";

/**
 * The app listening inside the bench process, for sign-in and SQL capture only (never under load),
 * built from `appRoot` (this checkout unless --app-root says otherwise), like the app child.
 */
export const startInProcessApp = async (db: Knex, appRoot: string) => {
  const { createApp } = (await import(pathToFileURL(resolve(appRoot, "api/src/app.ts")).href)) as typeof import("../api/src/app");
  const { app } = await createApp({ db });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
};

/** The bench's own account in the bench database: a SALES user (may list products), password new each run. */
export const benchUser = { name: "Bench", email: "bench@example.com", roles: ["SALES"] };

/**
 * Signs in through the app's own /api/auth calls, as the admin does, and returns the headers every
 * measured request carries (the session cookie). Sessions live in the database, and the signing
 * secret too, so the app child accepts the same cookie.
 */
export const signIn = async (db: Knex, appUrl: string): Promise<Record<string, string>> => ({ Cookie: (await signInForWrites(db, appUrl)).session });

/**
 * The same sign-in, with what a write needs besides the session (the admin's double-submit CSRF):
 * the `erp.csrf` cookie next to the session cookie and its token in the X-CSRF-Token header.
 */
export const signInWithCsrf = async (db: Knex, appUrl: string): Promise<Record<string, string>> => {
  const { session, csrfCookie, csrfToken } = await signInForWrites(db, appUrl);
  return { Cookie: `${session}; ${csrfCookie}`, "X-CSRF-Token": csrfToken };
};

const signInForWrites = async (db: Knex, appUrl: string) => {
  const password = crypto.randomUUID();
  const passwordHash = await hashPassword(password);
  const updated = await db("users")
    .where({ email: benchUser.email })
    .update({ password_hash: passwordHash, status: "active", deleted_at: null, roles: JSON.stringify(benchUser.roles) });
  if (!updated) await db("users").insert({ ...benchUser, roles: JSON.stringify(benchUser.roles), password_hash: passwordHash });

  const cookies = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);
  const csrf = await fetch(`${appUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signedIn = await fetch(`${appUrl}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email: benchUser.email, password, json: "true", callbackUrl: "/" }),
  });
  const session = cookies(signedIn).find((c) => c.startsWith("erp.sid="));
  if (!signedIn.ok || !session) throw new Error(`Bench sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  const csrfCookie = cookies(csrf).find((c) => c.startsWith("erp.csrf="));
  if (!csrfCookie) throw new Error("Bench sign-in: /api/auth/csrf set no erp.csrf cookie");
  return { session, csrfCookie, csrfToken };
};
