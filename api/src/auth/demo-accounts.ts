import type { Knex } from "knex";
import { defaultDemoPassword } from "../config";
import { verifyPassword } from "./passwords";

/** The demo accounts, one per role (README); written with the demo data. */
export const demoUsers = [
  { name: "Ada Admin", email: "admin@erp.local", roles: ["ADMIN"] },
  { name: "Sam Sales", email: "sales@erp.local", roles: ["SALES"] },
  { name: "Harriet HR", email: "hr@erp.local", roles: ["HR"] },
  { name: "Alan Accounting", email: "accounting@erp.local", roles: ["ACCOUNTING"] },
];

/** True when a demo account still opens with the default demo password (refused in production). */
export const demoPasswordInUse = async (db: Knex) => {
  const users = await db("users")
    .whereIn(
      "email",
      demoUsers.map((u) => u.email),
    )
    .whereNull("deleted_at")
    .select("password_hash");
  for (const { password_hash } of users) if (await verifyPassword(password_hash, defaultDemoPassword)) return true;
  return false;
};
