import type { Knex } from "knex";
import { mapPaymentMethods } from "../../../db/payment-methods";

/** Incomes and expenses typed their payment method as free text: each becomes a method of the one list. */
export async function up(db: Knex) {
  await mapPaymentMethods(db, "incomes");
  await mapPaymentMethods(db, "expenses");
}

export async function down() {}
