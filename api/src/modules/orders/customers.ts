import type { Knex } from "knex";
import { CrudService } from "../../crud/service";

type Values = Record<string, unknown>;

/**
 * Customers: one left without a language is written to in the company's (settings > company), and
 * a blanked set of channels means none.
 */
export class CustomersService extends CrudService {
  protected override async prepare(trx: Knex.Transaction, values: Values, id?: number): Promise<Values> {
    return this.withDefaults(values, id === undefined, () => this.ctx.modules.settings.company.language(trx));
  }

  /** An import asks for the company's language once, not once a row. */
  protected override async prepareMany(trx: Knex.Transaction, records: Values[]): Promise<Values[]> {
    let language: Promise<string> | undefined;
    const companyLanguage = () => (language ??= this.ctx.modules.settings.company.language(trx));
    return Promise.all(records.map((record) => this.withDefaults(record, true, companyLanguage)));
  }

  private async withDefaults(values: Values, creating: boolean, companyLanguage: () => Promise<string>): Promise<Values> {
    const columns = { ...values };
    if (columns.language === null || (creating && columns.language === undefined)) columns.language = await companyLanguage();
    if (columns.notify_by === null) columns.notify_by = [];
    return columns;
  }
}
