import type { Express } from "express";
import type { Knex } from "knex";
import request from "supertest";
import { hashPassword } from "../auth/passwords";

export const testPassword = "Correct-Horse-42";
let passwordHash: Promise<string> | undefined;

/** A user straight in the database (the users API itself is tested on its own). */
export const createUser = async (db: Knex, { email, roles, status = "active", name = email.split("@")[0] }: { email: string; roles: string[]; status?: string; name?: string }) => {
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
