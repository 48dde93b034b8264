import type { Knex } from "knex";
import { ApiError, msg, translate } from "../http/errors";
import { type About, enqueueMail } from "../mail/outbox";

/** The documents sent to customers, by the message template's event that words their e-mail. */
export const customerDocuments = ["order-confirmation", "order-invoice", "quotation", "service-invoice"] as const;
export type CustomerDocumentKind = (typeof customerDocuments)[number];

/** A customer's e-mail address, or 422 naming the customer when they have none. */
export const customerEmail = (customer: { name?: string | null; email?: string | null } | undefined): string => {
  if (!customer?.email) throw new ApiError(422, msg("customerNoEmail", { customer: customer?.name ?? "" }));
  return customer.email;
};

/**
 * Queues a customer document's e-mail in the caller's transaction (the PDF attached): it goes after
 * the commit, or waits in the outbox until mail is configured. Its state shows on the record (`about`).
 */
export const queueDocumentMail = (
  trx: Knex.Transaction,
  mail: { to: string; subject: string | null; body: string; filename: string; pdf: Buffer },
  about: About,
) =>
  enqueueMail(
    trx,
    {
      to: mail.to,
      subject: mail.subject ?? "",
      text: mail.body,
      attachments: [{ filename: mail.filename, content: mail.pdf.toString("base64"), encoding: "base64", contentType: "application/pdf" }],
    },
    about,
  );

/**
 * What the sender is told, in their language: the document went to the customer's address, or waits
 * queued because no mail server is configured yet (the status-change notices' wording).
 */
export const documentSentMessage = (
  req: { get(name: string): string | undefined },
  emailConfigured: boolean,
  { kind, number, email }: { kind: CustomerDocumentKind; number: string; email: string },
) => {
  const document = translate(req, `documents.kinds.${kind}`);
  return translate(req, emailConfigured ? "documentSent" : "documentQueued", { document, number, email });
};
