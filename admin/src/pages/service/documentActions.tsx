import { FilePdfOutlined, MailOutlined, SwapOutlined } from "@ant-design/icons";
import { useApiUrl, useCan, useCustomMutation, type BaseKey } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { enumLabel } from "../../crud/entity";
import { useNotices } from "../../crud/notices";
import type { RecordAction } from "../../crud/RecordActions";
import { apiUrl } from "../../providers/data";

export type DocumentKind = "quotations" | "service-invoices";

/** The PDF's address: the server writes it in the customer's language (a document the customer receives). */
export const pdfUrl = (resource: string, id: BaseKey) => `${apiUrl}/${resource}/${id}/pdf`;

const stopping = new Set(["cancelled", "rejected", "expired"]);

type Options = {
  kind: DocumentKind;
  id: BaseKey | undefined;
  /** The record's number: every question names it. */
  name: string;
  /** The statuses it may move to next (the declaration's transitions, less conversion, which has its own action). */
  next: readonly string[];
  canConvert: boolean;
  canSend: boolean;
  onChanged: () => void;
};

/**
 * A quotation's or service invoice's verbs for its page, each asking first and naming the record:
 * the forward move (or the conversion of an accepted quotation) is the primary action; refusals,
 * Download PDF and Send to customer go in "More". The server's translated answer is the notice.
 */
export const useDocumentActions = ({ kind, id, name, next, canConvert, canSend, onChanged }: Options): RecordAction[] => {
  const { t } = useTranslation();
  const url = useApiUrl();
  const { saved } = useNotices();
  const { data: mayEdit } = useCan({ resource: kind, action: "edit" });
  const { data: maySend } = useCan({ resource: kind, action: "send" });
  const { data: mayConvert } = useCan({ resource: "quotations", action: "convert", queryOptions: { enabled: kind === "quotations" } });
  const { mutate, mutation } = useCustomMutation<{ message: string }>();
  if (id === undefined) return [];
  const post = (path: string, values: Record<string, unknown> = {}) =>
    mutate(
      {
        url: `${url}/${kind}/${id}/${path}`,
        method: "post",
        values,
        successNotification: (response) => ({ message: response?.data.message ?? t("messages.saved"), type: "success" }),
        errorNotification: saved.errorNotification,
      },
      { onSuccess: onChanged },
    );

  const converting = canConvert && Boolean(mayConvert?.can);
  const moves = mayEdit?.can ? next : [];
  const forward = converting ? undefined : moves.find((status) => !stopping.has(status));
  const actions: RecordAction[] = [];
  if (converting)
    actions.push({
      key: "convert",
      label: t("quotations.actions.convert"),
      icon: <SwapOutlined />,
      primary: true,
      loading: mutation.isPending,
      confirm: t("quotations.document.confirmConvert", { name }),
      onClick: () => post("convert"),
    });
  for (const status of moves) {
    const label = enumLabel(t, kind, "status", status);
    actions.push({
      key: `status-${status}`,
      label: t(`${kind}.document.moveTo`, { status: label }),
      danger: stopping.has(status),
      primary: status === forward,
      confirm: t(`${kind}.document.confirmMove`, { status: label, name }),
      onClick: () => post("status", { status }),
    });
  }
  actions.push({ key: "pdf", label: t(`${kind}.document.download`), icon: <FilePdfOutlined />, href: pdfUrl(kind, id), testId: "download-pdf" });
  if (canSend && maySend?.can)
    actions.push({
      key: "send",
      label: t(`${kind}.document.send`),
      icon: <MailOutlined />,
      confirm: t(`${kind}.document.confirmSend`, { name }),
      onClick: () => post("send"),
    });
  return actions;
};
