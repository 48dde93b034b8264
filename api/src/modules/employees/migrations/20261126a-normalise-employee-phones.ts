import type { Knex } from "knex";
import { normalisePhones } from "../../../db/phones";

/** Employees' phone numbers in E.164, as every phone field is now validated; what does not parse is left as it was (see db/phones.ts). */
export async function up(db: Knex) {
  await normalisePhones(db, "employees", "phone");
}

/** The numbers stay in E.164: a valid number typed either way is the same number. */
export async function down() {}
