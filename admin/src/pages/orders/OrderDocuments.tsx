import { FilePdfOutlined, MailOutlined } from "@ant-design/icons";
import { type BaseKey, useCan } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { type operations, useApiMutation } from "../../api/client";
import type { RecordAction } from "../../crud/RecordActions";
import { apiUrl } from "../../providers/data";

type Send = NonNullable<operations["postOrdersIdSend"]["requestBody"]>["content"]["application/json"];
type Document = Send["document"];

const documents: readonly Document[] = ["confirmation", "invoice"];
/** Each document's message-template event: its name in a sentence ("the order confirmation"). */
const events = { confirmation: "order-confirmation", invoice: "order-invoice" } as const;
const capitalised = (document: Document) => (document === "invoice" ? "Invoice" : "Confirmation");

/** A document's address: the server writes it in the customer's language. */
export const orderDocumentUrl = (id: BaseKey, document: Document) => `${apiUrl}/orders/${id}/${document}.pdf`;

/**
 * The documents an order's customer receives, for its page's "More" menu: download the confirmation
 * and the invoice (in the customer's language), and, for roles granted `send` and an order not
 * cancelled, e-mail either to the customer, asking first and naming the order. The server's answer
 * (sent, or queued while mail is not configured) is the notice.
 */
export const useOrderDocuments = (id: BaseKey | undefined, order: Record<string, unknown> | undefined, onSent: () => void): RecordAction[] => {
  const { t } = useTranslation();
  const { data: maySend } = useCan({ resource: "orders", action: "send" });
  const mutation = useApiMutation((api, body: Send) => api.POST("/api/orders/{id}/send", { params: { path: { id: Number(id) } }, body }), {
    onSuccess: onSent,
  });
  if (id === undefined || !order) return [];
  const actions: RecordAction[] = documents.map((document) => ({
    key: `download-${document}`,
    label: t(`orders.documents.download${capitalised(document)}`),
    icon: <FilePdfOutlined />,
    href: orderDocumentUrl(id, document),
    testId: `download-${document}`,
  }));
  if (maySend?.can && order.status !== "cancelled")
    for (const document of documents)
      actions.push({
        key: `send-${document}`,
        label: t(`orders.documents.send${capitalised(document)}`),
        icon: <MailOutlined />,
        loading: mutation.isPending,
        confirm: t("orders.documents.confirmSend", { document: t(`documents.kinds.${events[document]}`), name: String(order.number ?? "") }),
        onClick: () => mutation.mutate({ document }),
      });
  return actions;
};
