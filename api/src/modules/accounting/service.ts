import type { Knex } from "knex";
import { CrudService } from "../../crud/service";
import { toCents } from "../../entities/money";
import { ApiError, msg } from "../../http/errors";
import { isSystemBooked } from "../../entities/incomes";

type Values = Record<string, unknown>;

/**
 * Incomes and expenses a clerk types: amounts above zero, dates outside closed periods (the engine's
 * check: the entities declare `period`). Rows the
 * posting service booked (another module's money) are read-only: no edit, no delete (409); they
 * are corrected by a reversal from the module that booked them.
 */
export class BookingsService extends CrudService {
  protected override async prepare(trx: Knex.Transaction, values: Values, id?: number): Promise<Values> {
    if (values.amount !== undefined && values.amount !== null && toCents(values.amount as string) === 0n)
      throw ApiError.invalid({ amount: msg(`${this.name}.messages.amountPositive`) });
    if (id !== undefined) {
      const current = await trx(this.entity.table).where({ id }).first("source", "reference_id", "reversal_of");
      if (isSystemBooked(current)) throw new ApiError(409, msg(`${this.name}.messages.systemBooked`));
    }
    return values;
  }

  protected override async beforeRemove(trx: Knex.Transaction, id: number) {
    const current = await trx(this.entity.table).where({ id }).first("source", "reference_id", "reversal_of");
    if (isSystemBooked(current)) throw new ApiError(409, msg(`${this.name}.messages.systemBooked`));
  }
}
