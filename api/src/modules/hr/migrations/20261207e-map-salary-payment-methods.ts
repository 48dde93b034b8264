import type { Knex } from "knex";
import { mapPaymentMethods } from "../../../db/payment-methods";

/** Salary payments typed their payment method as free text: each becomes a method of the one list. */
export async function up(db: Knex) {
  await mapPaymentMethods(db, "salary_payments");
}

export async function down() {}
