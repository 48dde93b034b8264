import { SwapOutlined } from "@ant-design/icons";
import { useApiUrl, useCan, useCustomMutation, type BaseKey } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { useNotices } from "../../crud/notices";

type Conversion = { message: string; order_id: number | null; service_invoice_id: number | null };

/** Converts an accepted quotation into a pending sales order and a draft service invoice (POST /api/quotations/:id/convert). */
export const ConvertButton = ({ id, onConverted }: { id: BaseKey; onConverted: () => void }) => {
  const { t } = useTranslation();
  const url = useApiUrl();
  const { saved } = useNotices();
  const { data: access } = useCan({ resource: "quotations", action: "convert" });
  const { mutate, mutation } = useCustomMutation<Conversion>();
  if (!access?.can) return null;
  const convert = () =>
    mutate(
      {
        url: `${url}/quotations/${id}/convert`,
        method: "post",
        values: {},
        successNotification: (response) => ({ message: response?.data.message ?? t("messages.saved"), type: "success" }),
        errorNotification: saved.errorNotification,
      },
      { onSuccess: onConverted },
    );
  return (
    <Popconfirm title={t("quotations.actions.convert")} onConfirm={convert} okText={t("quotations.actions.convert")} cancelText={t("buttons.cancel")}>
      <Button type="primary" icon={<SwapOutlined />} loading={mutation.isPending}>
        {t("quotations.actions.convert")}
      </Button>
    </Popconfirm>
  );
};
