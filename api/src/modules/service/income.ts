import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { bookIncome } from "../accounting/posting";
import type { InvoiceRow } from "./invoices";

/**
 * The income a paid service invoice books through the accounting posting service, in the payment's
 * transaction: source `normal`, reference = the invoice number, reference_id = the invoice's id,
 * dated the day it is marked paid. Booked once: only an issued invoice becomes paid (under its row
 * lock), and the posting service is idempotent on (source, reference_id) besides. A closed period
 * refuses the payment (409) and nothing changes.
 */
export const bookInvoiceIncome = (trx: Knex.Transaction, actor: Actor, invoice: InvoiceRow, date: string) =>
  bookIncome(trx, actor, {
    date,
    amount: invoice.total,
    source: "normal",
    reference: invoice.number,
    reference_id: invoice.id,
    customer_id: invoice.customer_id,
    description: invoice.number,
  });
