import type { Knex } from "knex";
import { CrudService } from "../../crud/service";
import { ApiError, msg } from "../../http/errors";
import { applyToLevels, type Movement } from "./ledger";

type Values = Record<string, unknown>;

/** Quantities are positive, but an adjustment's, which may go either way and is never zero. */
const checkQuantity = (values: Values, row?: number) => {
  const quantity = Number(values.quantity);
  const field = row === undefined ? "quantity" : `${row}.quantity`;
  if (values.type === "adjustment" ? quantity === 0 : quantity <= 0)
    throw ApiError.invalid({ [field]: msg(values.type === "adjustment" ? "zeroQuantity" : "negativeQuantity") });
};

/**
 * The stock ledger: a movement is only ever added, and its effect on the product's level is
 * applied under a row lock in the same transaction (see ledger.ts).
 */
export class StockMovementsService extends CrudService {
  protected override async prepare(trx: Knex.Transaction, values: Values): Promise<Values> {
    checkQuantity(values);
    const [booked] = await applyToLevels(trx, [values as Movement]);
    return booked;
  }

  /** An import books all its movements against the levels at once: one lock and one update per product. */
  protected override async prepareMany(trx: Knex.Transaction, records: Values[]): Promise<Values[]> {
    for (const [index, record] of records.entries()) checkQuantity(record, index + 2);
    return applyToLevels(trx, records as Movement[]);
  }
}
