import { type Request, Router } from "express";
import { runAction } from "../../actions/run";
import { can } from "../../auth/authorize";
import { type AppContext, serviceOf } from "../../context";
import { validateFields } from "../../crud/validate";
import { orderPaymentMethods } from "../../entities/orders";
import { quotationStatuses } from "../../entities/quotations";
import serviceUnits from "../../entities/service-units";
import { serviceInvoiceStatuses } from "../../entities/service-invoices";
import { sendPdf } from "../../documents/pdf";
import { ApiError, msg, translate } from "../../http/errors";
import { actorOf, idOf, languageOfDownload, languageOfRequest } from "../../http/request";
import { translatorFor } from "../../i18n";
import { enqueueMail } from "../../mail/outbox";
import { convertQuotation } from "./convert";
import { documentPdf, qrPng, qrSvg, qrText, showUrl } from "./documents";
import { ServiceInvoicesService } from "./invoices";
import { QuotationsService } from "./quotations";

const originOf = (req: Request) => `${req.protocol}://${req.get("host")}`;

const invoiceStatusChange = { status: { type: "enum", values: serviceInvoiceStatuses, required: true } } as const;
const quotationStatusChange = { status: { type: "enum", values: quotationStatuses, required: true } } as const;
const conversion = { payment_method: { type: "enum", values: orderPaymentMethods, default: "credit_card" } } as const;

/**
 * The service group's and quotations' actions: QR codes of units and invoices, status moves,
 * PDFs, sending a document to the customer, and converting an accepted quotation.
 */
export const serviceRouter = (ctx: AppContext) => {
  const invoices = serviceOf(ctx, "service-invoices", ServiceInvoicesService);
  const quotations = serviceOf(ctx, "quotations", QuotationsService);
  const router = Router();

  /** A QR code of a unit or invoice: its code or number and its show page. */
  const qrOf = async (req: Request, kind: "service-units" | "service-invoices") => {
    const id = idOf(req);
    const row = await ctx.services.get(kind)!.get(id);
    return kind === "service-units"
      ? qrText(String(row.service_code), showUrl(originOf(req), serviceUnits.route, id))
      : qrText(String(row.number), showUrl(originOf(req), "/service/service_invoice", id));
  };
  for (const kind of ["service-units", "service-invoices"] as const) {
    router.get(`/${kind}/:id/qr.png`, can(ctx, kind, "show"), async (req, res) => {
      res
        .type("image/png")
        .set("Cache-Control", "private, max-age=300")
        .send(await qrPng(await qrOf(req, kind)));
    });
    router.get(`/${kind}/:id/qr.svg`, can(ctx, kind, "show"), async (req, res) => {
      res
        .type("image/svg+xml")
        .set("Cache-Control", "private, max-age=300")
        .send(await qrSvg(await qrOf(req, kind)));
    });
  }

  router.post("/service-invoices/:id/status", can(ctx, "service-invoices", "edit"), async (req, res) => {
    const id = idOf(req);
    const { status } = validateFields(invoiceStatusChange, req.body ?? {});
    const invoice = await invoices.changeStatus(id, status, actorOf(req));
    const label = translatorFor(languageOfRequest(req))(`service-invoices.values.status.${status}`);
    res.json({ message: translate(req, "statusUpdatedNoEmail", { status: label }), invoice });
  });

  router.post("/quotations/:id/status", can(ctx, "quotations", "edit"), async (req, res) => {
    const id = idOf(req);
    const { status } = validateFields(quotationStatusChange, req.body ?? {});
    const quotation = await quotations.changeStatus(id, status, actorOf(req));
    const label = translatorFor(languageOfRequest(req))(`quotations.values.status.${status}`);
    res.json({ message: translate(req, "statusUpdatedNoEmail", { status: label }), quotation });
  });

  router.post("/quotations/:id/convert", can(ctx, "quotations", "convert"), async (req, res) => {
    const id = idOf(req);
    const { payment_method } = validateFields(conversion, req.body ?? {});
    const result = await convertQuotation(ctx, id, actorOf(req), payment_method ?? "credit_card");
    res.json({ message: translate(req, "quotations.messages.convertedTo", {}), ...result });
  });

  for (const kind of ["quotations", "service-invoices"] as const) {
    router.get(`/${kind}/:id/pdf`, can(ctx, kind, "show"), async (req, res) => {
      // `?lang=` lets a plain download link ask for the language the admin shows (the browser's Accept-Language may differ)
      const language = languageOfDownload(req);
      const { writer, number } = await documentPdf(ctx.db, kind, idOf(req), language, originOf(req));
      sendPdf(res, `${number}.pdf`, writer);
    });

    /** E-mails the PDF to the customer through the outbox; a draft quotation becomes sent. */
    router.post(`/${kind}/:id/send`, can(ctx, kind, "send"), async (req, res) => {
      const id = idOf(req);
      const language = languageOfRequest(req);
      const actor = actorOf(req);
      const t = translatorFor(language);
      const email = await runAction(ctx.db, actor, { action: "send", target: kind, targetId: id }, async (trx) => {
        const table = kind === "quotations" ? "quotations" : "service_invoices";
        const row = await trx(table).where({ id }).whereNull("deleted_at").first("status", "customer_id").forUpdate();
        if (!row) throw ApiError.notFound();
        if (kind === "quotations" ? !["draft", "sent"].includes(row.status) : row.status === "draft" || row.status === "cancelled")
          throw new ApiError(409, msg(`${kind}.messages.notSendable`));
        const customer = await trx("customers").where({ id: row.customer_id }).first("name", "email");
        if (!customer?.email) throw new ApiError(422, msg(`${kind}.messages.noEmail`, { customer: customer?.name ?? "" }));
        const { writer, number } = await documentPdf(trx, kind, id, language, originOf(req));
        const pdf = await writer.toBuffer();
        await enqueueMail(trx, {
          to: customer.email,
          subject: t(`${kind}.mail.subject`, { number }),
          text: t(`${kind}.mail.body`, { customer: customer.name, number }),
          attachments: [{ filename: `${number}.pdf`, content: pdf.toString("base64"), encoding: "base64", contentType: "application/pdf" }],
        });
        if (kind === "quotations" && row.status === "draft")
          await trx("quotations").where({ id }).update({ status: "sent", updated_at: trx.fn.now(), updated_by: actor.userId });
        return customer.email as string;
      });
      ctx.mailer.kick();
      res.json({ message: translate(req, `${kind}.messages.sent`, { email }), emailed: email, record: await ctx.services.get(kind)!.get(id) });
    });
  }

  return router;
};
