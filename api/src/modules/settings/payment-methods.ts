import type { Knex } from "knex";
import { choiceRefusal, choiceStates, choiceUses } from "../../crud/choices";
import { CrudService } from "../../crud/service";
import { keyFromLabel, type Registry } from "../../entities";
import paymentMethods from "../../entities/payment-methods";
import { ApiError, msg } from "../../http/errors";

/** A method as the other modules read it: its code (what records store), its labels, whether it is offered. */
export interface PaymentMethod {
  code: string;
  name: string;
  name_zh_hant: string;
  sort_order: number;
  active: boolean;
}

/** The list in its order (the form's order), inactive methods too unless `activeOnly`. */
export const listPaymentMethods = async (db: Knex, { activeOnly = false } = {}): Promise<PaymentMethod[]> => {
  const query = db("payment_methods")
    .whereNull("deleted_at")
    .orderBy(["sort_order", "id"])
    .select("code", "name", "name_zh_hant", "sort_order", "active");
  if (activeOnly) query.where("active", true);
  return (await query) as PaymentMethod[];
};

/** A method's label in a language (the code itself when it is not on the list). */
export const paymentMethodLabel = async (db: Knex, code: string, language: string): Promise<string> => {
  const row = (await db("payment_methods").where({ code }).whereNull("deleted_at").first("name", "name_zh_hant")) as PaymentMethod | undefined;
  if (!row) return code;
  return language.startsWith("zh") ? row.name_zh_hant : row.name;
};

/**
 * Refuses (400 on `field`) a method that is not on the list or is no longer offered: what a module's
 * own payment route (a salary payment, a partner's advance) checks before it books the money.
 */
export const assertPaymentMethod = async (db: Knex, code: string, field = "payment_method"): Promise<void> => {
  const refusal = choiceRefusal(await choiceStates(db, paymentMethods, [code]), code);
  if (refusal) throw ApiError.invalid({ [field]: refusal });
};

/** How many records (live or in the trash) store this code: the columns every payment field declares. */
const uses = async (trx: Knex, registry: Registry, code: string): Promise<number> => {
  let count = 0;
  for (const { table, column } of choiceUses(registry, paymentMethods.name)) {
    const [{ n }] = await trx(table).where(column, code).count({ n: "*" });
    count += Number(n);
  }
  return count;
};

/**
 * The payment methods' rules: a new method's code is its English name's slug unless given; the code
 * never changes (records store it: rename the labels instead); a method in use is never deleted (409:
 * deactivate it).
 */
export class PaymentMethodsService extends CrudService {
  protected override async prepare(trx: Knex.Transaction, values: Record<string, unknown>, id?: number) {
    if (id === undefined) {
      const code = typeof values.code === "string" && values.code ? values.code : keyFromLabel(String(values.name ?? ""));
      if (!/^[a-z][a-z0-9_]*$/.test(code)) throw ApiError.invalid({ code: msg("payment-methods.messages.code") });
      return { ...values, code };
    }
    if ("code" in values) {
      const stored = await trx("payment_methods").where({ id }).first("code");
      if (values.code !== stored?.code) throw ApiError.invalid({ code: msg("payment-methods.messages.codeFixed") });
    }
    return values;
  }

  protected override async beforeRemove(trx: Knex.Transaction, id: number) {
    const { code } = await trx("payment_methods").where({ id }).first("code");
    const count = await uses(trx, this.ctx.registry, code);
    if (count) throw new ApiError(409, msg("payment-methods.messages.inUse", { count }));
  }
}
