import type { Express } from "express";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { Knex } from "knex";
import request from "supertest";
import { hashPassword } from "../auth/passwords";

export const testPassword = "Correct-Horse-42";
let passwordHash: Promise<string> | undefined;

/** A user straight in the database (the users API itself is tested on its own). */
export const createUser = async (
  db: Knex,
  { email, roles, status = "active", name = email.split("@")[0] }: { email: string; roles: string[]; status?: string; name?: string },
) => {
  passwordHash ??= hashPassword(testPassword);
  const [user] = await db("users")
    .insert({ email, name, roles: JSON.stringify(roles), status, password_hash: await passwordHash })
    .returning(["id", "email", "roles"]);
  return user as { id: number; email: string; roles: string[] };
};

/** The CSRF token of an agent (its cookie jar keeps the signed cookie). */
export const csrfOf = async (agent: ReturnType<typeof request.agent>) => (await agent.get("/api/auth/csrf")).body.csrfToken as string;

/** Signs in through the real auth calls; the agent then sends the session cookie and the CSRF header. */
export const signIn = async (app: Express, email: string, password = testPassword) => {
  const agent = request.agent(app);
  const csrfToken = await csrfOf(agent);
  const res = await agent.post("/api/auth/callback/credentials").type("form").send({ csrfToken, email, password, callbackUrl: "/", json: "true" });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  agent.set("X-CSRF-Token", csrfToken);
  return agent;
};

let counter = 0;
/** A fresh user with these roles, signed in. */
export const signedInAs = async (app: Express, db: Knex, roles: string[]) => {
  const user = await createUser(db, { email: `${roles.join("-").toLowerCase() || "none"}-${process.pid}-${++counter}@test.local`, roles });
  return { user, agent: await signIn(app, user.email) };
};

/**
 * The app on a real socket and a session signed in over it with fetch, for tests that stream a
 * request body (supertest buffers it): the API's base URL, the cookies and CSRF token writes need,
 * and `close` (the server and its open connections).
 */
export const listenSignedIn = async (app: Express, email: string, password = testPassword) => {
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    const csrf = await fetch(`${base}/auth/csrf`);
    const csrfCookie = csrf.headers.getSetCookie()[0].split(";")[0];
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const signedIn = await fetch(`${base}/auth/callback/credentials`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: csrfCookie },
      body: new URLSearchParams({ csrfToken, email, password, callbackUrl: "/", json: "true" }),
      redirect: "manual",
    });
    const cookie = [
      csrfCookie,
      signedIn.headers
        .getSetCookie()
        .find((c) => c.startsWith("erp.sid="))!
        .split(";")[0],
    ].join("; ");
    return { base, cookie, csrfToken, close };
  } catch (error) {
    close();
    throw error;
  }
};
