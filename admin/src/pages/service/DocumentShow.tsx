import { quotationTransitions } from "@erp/api/entities/quotations";
import { serviceInvoiceTransitions } from "@erp/api/entities/service-invoices";
import { useInvalidate } from "@refinedev/core";
import { recordLabel } from "../../crud/entity";
import { ShowPage, useShownRecord } from "../../crud/ShowPage";
import type { ScreenProps } from "../../screens";
import { type DocumentKind, useDocumentActions } from "./documentActions";
import { QrCard } from "./QrCard";

const transitions: Record<DocumentKind, Record<string, readonly string[]>> = {
  quotations: quotationTransitions,
  "service-invoices": serviceInvoiceTransitions,
};
/** Moves with an action of their own (conversion). */
const ownAction = new Set(["converted"]);

/**
 * A quotation or a service invoice: the generic record page (lines as their own table, links to
 * what it made or came from) with the workflow's next step as its primary action, Download PDF and
 * Send to customer in "More", and the invoice's QR code. Only drafts can be edited (the server's rule).
 */
const DocumentShow = ({ entity, kind }: ScreenProps & { kind: DocumentKind }) => {
  const invalidate = useInvalidate();
  const { record, id } = useShownRecord(entity);
  const status = String(record?.status ?? "");
  const actions = useDocumentActions({
    kind,
    id,
    name: recordLabel(entity, record),
    next: (transitions[kind][status] ?? []).filter((s) => !ownAction.has(s)),
    canConvert: kind === "quotations" && status === "accepted",
    canSend: kind === "quotations" ? ["draft", "sent"].includes(status) : ["issued", "paid", "closed"].includes(status),
    onChanged: () => void invalidate({ resource: entity.name, id, invalidates: ["list", "detail"] }),
  });
  return (
    <ShowPage
      entity={entity}
      editable={(document) => document.status === "draft"}
      deletable={(document) => (kind === "quotations" ? document.status !== "converted" : document.status === "draft")}
      actions={actions}
    >
      {(document) =>
        kind === "service-invoices" && id !== undefined && <QrCard resource="service-invoices" id={id} name={String(document.number ?? "")} />
      }
    </ShowPage>
  );
};

export const QuotationShow = (props: ScreenProps) => <DocumentShow {...props} kind="quotations" />;
export const ServiceInvoiceShow = (props: ScreenProps) => <DocumentShow {...props} kind="service-invoices" />;
