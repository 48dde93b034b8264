import { Router } from "express";
import { z } from "zod";
import { runAction } from "../../actions/run";
import { can } from "../../auth/authorize";
import { type AppContext, serviceOf } from "../../context";
import { sendPdf } from "../../documents/pdf";
import { customerEmail, documentSentMessage, queueDocumentMail } from "../../documents/send";
import { defineRoute, entityRecord, messageAnswer, mount } from "../../http/contract";
import { ApiError, msg } from "../../http/errors";
import { actorOf, idOf, languageAsked, originOf } from "../../http/request";
import { languages } from "../../i18n";
import { documentEvents, type OrderDocument, orderDocumentPdf, orderDocuments } from "./documents";
import { OrdersService } from "./service";

const download = (document: OrderDocument) =>
  defineRoute({
    method: "get",
    path: `/orders/:id/${document}.pdf`,
    summary: `The order's ${document === "invoice" ? "sales invoice" : "confirmation"} as PDF, in the customer's language (?lang= for another)`,
    query: { lang: { type: "enum", values: languages } },
    produces: "application/pdf",
  });

export const orderDocumentRoutes = {
  confirmation: download("confirmation"),
  invoice: download("invoice"),
  send: defineRoute({
    method: "post",
    path: "/orders/:id/send",
    summary: "E-mail the order's confirmation or invoice to its customer, the PDF attached (queued while mail is not configured)",
    body: { document: { type: "enum", values: orderDocuments, required: true } },
    answer: messageAnswer.extend({ emailed: z.string(), order: entityRecord("orders") }),
  }),
};

/** The file a document downloads as, or is attached as: `SO-2026-000001-confirmation.pdf`. */
const fileName = (number: string, document: OrderDocument) => `${number}-${document}.pdf`;

/**
 * The documents an order's customer receives: `GET /orders/:id/confirmation.pdf` and `/invoice.pdf`
 * (whoever may open the order), and `POST /orders/:id/send {document}` (the `send` verb), which
 * queues the e-mail in the customer's language from the editable template, the PDF attached, and
 * says whether it went or waits queued. A cancelled order's documents are not sent (409).
 */
export const orderDocumentsRouter = (ctx: AppContext) => {
  const orders = serviceOf(ctx, "orders", OrdersService);
  const router = Router();
  const route = mount(router);
  for (const document of orderDocuments)
    route(orderDocumentRoutes[document], can(ctx, "orders", "show"), async (req, res) => {
      const { writer, number } = await orderDocumentPdf(ctx, ctx.db, document, idOf(req), languageAsked(req), originOf(req));
      sendPdf(res, fileName(number, document), writer);
    });

  route(orderDocumentRoutes.send, can(ctx, "orders", "send"), async (req, _res, { body: { document } }) => {
    const id = idOf(req);
    const event = documentEvents[document];
    const sent = await runAction(ctx.db, actorOf(req), { action: "send", target: "orders", targetId: id }, async (trx) => {
      const { writer, ...written } = await orderDocumentPdf(ctx, trx, document, id, undefined, originOf(req));
      if (written.status === "cancelled") throw new ApiError(409, msg("orders.messages.notSendable"));
      const email = customerEmail(written.customer);
      const template = await ctx.modules.settings.templates.read(trx, event, "email", written.language);
      const mail = ctx.modules.settings.templates.render(template, written.placeholders);
      await queueDocumentMail(
        trx,
        { to: email, subject: mail.subject, body: mail.body, filename: fileName(written.number, document), pdf: await writer.toBuffer() },
        { source: "orders", sourceId: id },
      );
      return { email, number: written.number };
    });
    ctx.mailer.kick();
    const message = documentSentMessage(req, (await ctx.mailer.channels()).email, { kind: event, ...sent });
    return { message, emailed: sent.email, order: await orders.get(id) };
  });
  return router;
};
