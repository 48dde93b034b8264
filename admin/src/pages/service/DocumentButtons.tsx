import { FilePdfOutlined, MailOutlined } from "@ant-design/icons";
import { useApiUrl, useCan, useCustomMutation, type BaseKey } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { useNotices } from "../../crud/notices";
import { apiUrl } from "../../providers/data";
import { acceptLanguage } from "../../providers/i18n";

type Props = { resource: "quotations" | "service-invoices"; id: BaseKey; canSend: boolean; onSent: () => void };

/** The PDF's address in the language the admin shows. */
export const pdfUrl = (resource: string, id: BaseKey) => `${apiUrl}/${resource}/${id}/pdf?lang=${encodeURIComponent(acceptLanguage())}`;

/**
 * "Download PDF" (a plain link: the browser downloads it with the session cookie) and "Send to
 * customer" (the PDF e-mailed through the outbox), for roles that may send.
 */
export const DocumentButtons = ({ resource, id, canSend, onSent }: Props) => {
  const { t } = useTranslation();
  const url = useApiUrl();
  const { saved } = useNotices();
  const { data: access } = useCan({ resource, action: "send" });
  const { mutate, mutation } = useCustomMutation<{ message: string }>();
  const send = () =>
    mutate(
      {
        url: `${url}/${resource}/${id}/send`,
        method: "post",
        values: {},
        successNotification: (response) => ({ message: response?.data.message ?? t("messages.saved"), type: "success" }),
        errorNotification: saved.errorNotification,
      },
      { onSuccess: onSent },
    );
  return (
    <>
      <Button icon={<FilePdfOutlined />} href={pdfUrl(resource, id)} download data-testid="download-pdf">
        {t(`${resource}.document.download`)}
      </Button>
      {access?.can && canSend && (
        <Popconfirm title={t(`${resource}.document.send`)} onConfirm={send} okText={t(`${resource}.document.send`)} cancelText={t("buttons.cancel")}>
          <Button icon={<MailOutlined />} loading={mutation.isPending}>
            {t(`${resource}.document.send`)}
          </Button>
        </Popconfirm>
      )}
    </>
  );
};
