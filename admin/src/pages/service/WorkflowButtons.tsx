import { useApiUrl, useCan, useCustomMutation, type BaseKey } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { enumLabel } from "../../crud/entity";
import { useNotices } from "../../crud/notices";

type Props = {
  resource: "quotations" | "service-invoices";
  id: BaseKey;
  /** The statuses the record may move to next (the declaration's transitions, less those with their own button). */
  next: readonly string[];
  onChanged: () => void;
};

const stopping = new Set(["cancelled", "rejected", "expired"]);

/** One button per next status (POST /api/<resource>/:id/status), confirmed first; the server's answer is the notice. */
export const WorkflowButtons = ({ resource, id, next, onChanged }: Props) => {
  const { t } = useTranslation();
  const url = useApiUrl();
  const { saved } = useNotices();
  const { data: access } = useCan({ resource, action: "edit" });
  const { mutate } = useCustomMutation<{ message: string }>();
  if (!access?.can) return null;
  const move = (status: string) =>
    mutate(
      {
        url: `${url}/${resource}/${id}/status`,
        method: "post",
        values: { status },
        successNotification: (response) => ({ message: response?.data.message ?? t("messages.saved"), type: "success" }),
        errorNotification: saved.errorNotification,
      },
      { onSuccess: onChanged },
    );
  return (
    <>
      {next.map((status) => {
        const label = enumLabel(t, resource, "status", status);
        return (
          <Popconfirm
            key={status}
            title={t(`${resource}.document.confirmMove`, { status: label })}
            onConfirm={() => move(status)}
            okText={t(`${resource}.document.moveTo`, { status: label })}
            cancelText={t("buttons.cancel")}
          >
            <Button danger={stopping.has(status)}>{t(`${resource}.document.moveTo`, { status: label })}</Button>
          </Popconfirm>
        );
      })}
    </>
  );
};
