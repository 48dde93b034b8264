import { type Request, Router } from "express";
import { z } from "zod";
import { runAction } from "../../actions/run";
import { can } from "../../auth/authorize";
import { type AppContext, serviceOf } from "../../context";
import { quotationStatuses } from "../../entities/quotations";
import serviceUnits from "../../entities/service-units";
import { serviceInvoiceStatuses } from "../../entities/service-invoices";
import { sendPdf } from "../../documents/pdf";
import { defineRoute, entityRecord, mount } from "../../http/contract";
import { ApiError, msg, translate } from "../../http/errors";
import { actorOf, idOf, languageAsked, languageOfRequest, originOf } from "../../http/request";
import { translatorFor } from "../../i18n";
import { customerEmail, documentSentMessage, queueDocumentMail } from "../../documents/send";
import { convertQuotation } from "./convert";
import { documentPdf, qrPng, qrSvg, qrText, showUrl } from "./documents";
import { ServiceInvoicesService } from "./invoices";
import { QuotationsService } from "./quotations";

const invoiceStatusChange = { status: { type: "enum", values: serviceInvoiceStatuses, required: true } } as const;
const quotationStatusChange = { status: { type: "enum", values: quotationStatuses, required: true } } as const;
const conversion = { payment_method: { type: "string", maxLength: 40, choices: "payment-methods", default: "credit_card" } } as const;

export const serviceRoutes = {
  invoiceStatus: defineRoute({
    method: "post",
    path: "/service-invoices/:id/status",
    summary: "Move a service invoice to another status",
    body: invoiceStatusChange,
    answer: z.object({ message: z.string(), invoice: entityRecord("service-invoices") }),
  }),
  quotationStatus: defineRoute({
    method: "post",
    path: "/quotations/:id/status",
    summary: "Move a quotation to another status",
    body: quotationStatusChange,
    answer: z.object({ message: z.string(), quotation: entityRecord("quotations") }),
  }),
  convert: defineRoute({
    method: "post",
    path: "/quotations/:id/convert",
    summary: "Convert an accepted quotation into an order (and its service invoice)",
    body: conversion,
    produces: "application/json",
  }),
};

/**
 * The service group's and quotations' actions: QR codes of units and invoices, status moves,
 * PDFs, sending a document to the customer, and converting an accepted quotation.
 */
export const serviceRouter = (ctx: AppContext) => {
  const invoices = serviceOf(ctx, "service-invoices", ServiceInvoicesService);
  const quotations = serviceOf(ctx, "quotations", QuotationsService);
  const router = Router();
  const route = mount(router);

  /** A QR code of a unit or invoice: its code or number and its show page. */
  const qrOf = async (req: Request, kind: "service-units" | "service-invoices") => {
    const id = idOf(req);
    const row = await ctx.services.get(kind)!.get(id);
    return kind === "service-units"
      ? qrText(String(row.service_code), showUrl(originOf(req), serviceUnits.route, id))
      : qrText(String(row.number), showUrl(originOf(req), "/service/service_invoice", id));
  };
  for (const kind of ["service-units", "service-invoices"] as const) {
    const qr = (format: string, produces: string) =>
      defineRoute({
        method: "get",
        path: `/${kind}/:id/qr.${format}`,
        summary: `The QR code of one of ${kind} (${format.toUpperCase()})`,
        query: {},
        produces,
      });
    route(qr("png", "image/png"), can(ctx, kind, "show"), async (req, res) => {
      res
        .type("image/png")
        .set("Cache-Control", "private, max-age=300")
        .send(await qrPng(await qrOf(req, kind)));
    });
    route(qr("svg", "image/svg+xml"), can(ctx, kind, "show"), async (req, res) => {
      res
        .type("image/svg+xml")
        .set("Cache-Control", "private, max-age=300")
        .send(await qrSvg(await qrOf(req, kind)));
    });
  }

  route(serviceRoutes.invoiceStatus, can(ctx, "service-invoices", "edit"), async (req, _res, { body: { status } }) => {
    const invoice = await invoices.changeStatus(idOf(req), status, actorOf(req));
    const label = translatorFor(languageOfRequest(req))(`service-invoices.values.status.${status}`);
    return { message: translate(req, "statusUpdatedNoEmail", { status: label }), invoice };
  });

  route(serviceRoutes.quotationStatus, can(ctx, "quotations", "edit"), async (req, _res, { body: { status } }) => {
    const quotation = await quotations.changeStatus(idOf(req), status, actorOf(req));
    const label = translatorFor(languageOfRequest(req))(`quotations.values.status.${status}`);
    return { message: translate(req, "statusUpdatedNoEmail", { status: label }), quotation };
  });

  route(serviceRoutes.convert, can(ctx, "quotations", "convert"), async (req, res, { body: { payment_method } }) => {
    await ctx.modules.settings.paymentMethods.assert(ctx.db, payment_method ?? "credit_card");
    const result = await convertQuotation(ctx, idOf(req), actorOf(req), payment_method ?? "credit_card");
    res.json({ message: translate(req, "quotations.messages.convertedTo", {}), ...result });
  });

  for (const kind of ["quotations", "service-invoices"] as const) {
    const pdf = defineRoute({
      method: "get",
      path: `/${kind}/:id/pdf`,
      summary: `One of ${kind} as PDF`,
      query: { lang: { type: "string", maxLength: 20 } },
      produces: "application/pdf",
    });
    const send = defineRoute({
      method: "post",
      path: `/${kind}/:id/send`,
      summary: `E-mail one of ${kind} as PDF to its customer`,
      answer: z.object({ message: z.string(), emailed: z.string(), record: entityRecord(kind) }),
    });
    route(pdf, can(ctx, kind, "show"), async (req, res) => {
      // in the customer's language; `?lang=` asks for another
      const { writer, number } = await documentPdf(ctx, ctx.db, kind, idOf(req), languageAsked(req), originOf(req));
      sendPdf(res, `${number}.pdf`, writer);
    });

    /** E-mails the PDF to the customer through the outbox, in their language; a draft quotation becomes sent. */
    route(send, can(ctx, kind, "send"), async (req) => {
      const id = idOf(req);
      const actor = actorOf(req);
      const event = kind === "quotations" ? "quotation" : "service-invoice";
      const sent = await runAction(ctx.db, actor, { action: "send", target: kind, targetId: id }, async (trx) => {
        const table = kind === "quotations" ? "quotations" : "service_invoices";
        const row = await trx(table).where({ id }).whereNull("deleted_at").first("status").forUpdate();
        if (!row) throw ApiError.notFound();
        if (kind === "quotations" ? !["draft", "sent"].includes(row.status) : row.status === "draft" || row.status === "cancelled")
          throw new ApiError(409, msg(`${kind}.messages.notSendable`));
        const { writer, ...written } = await documentPdf(ctx, trx, kind, id, undefined, originOf(req));
        const email = customerEmail(written.customer);
        const template = await ctx.modules.settings.templates.read(trx, event, "email", written.language);
        const mail = ctx.modules.settings.templates.render(template, written.placeholders);
        await queueDocumentMail(
          trx,
          { to: email, subject: mail.subject, body: mail.body, filename: `${written.number}.pdf`, pdf: await writer.toBuffer() },
          { source: kind, sourceId: id },
        );
        if (kind === "quotations" && row.status === "draft")
          await trx("quotations").where({ id }).update({ status: "sent", updated_at: trx.fn.now(), updated_by: actor.userId });
        return { email, number: written.number };
      });
      ctx.mailer.kick();
      const message = documentSentMessage(req, (await ctx.mailer.channels()).email, { kind: event, ...sent });
      return { message, emailed: sent.email, record: await ctx.services.get(kind)!.get(id) };
    });
  }

  return router;
};
