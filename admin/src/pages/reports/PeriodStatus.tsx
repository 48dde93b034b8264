import { LockOutlined, UnlockOutlined } from "@ant-design/icons";
import { useApiUrl, useCan, useCustomMutation } from "@refinedev/core";
import { Button, Popconfirm, Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useNotices } from "../../crud/notices";

/**
 * The closing report's month: closed or open, and "Close period" / "Reopen period" for the roles the
 * accounting module's periods allow (`POST /api/accounting-home/periods/:month/close|reopen`).
 */
export const PeriodStatus = ({ month, closed, onChange }: { month: string; closed: boolean; onChange: () => void }) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { saved } = useNotices();
  const verb = closed ? "reopen" : "close";
  const { data: access } = useCan({ resource: "accounting-home", action: verb });
  const { mutate, mutation } = useCustomMutation<{ message: string }>();
  const change = () =>
    mutate(
      {
        url: `${apiUrl}/accounting-home/periods/${month}/${verb}`,
        method: "post",
        values: {},
        successNotification: (response) => ({ message: response?.data.message ?? t("messages.saved"), type: "success" }),
        errorNotification: saved.errorNotification,
      },
      { onSuccess: onChange },
    );
  return (
    <Space style={{ marginBottom: 16 }} data-testid="period-status">
      <Tag color={closed ? "red" : "green"}>{t(`reports.status.${closed ? "closed" : "open"}`, { month })}</Tag>
      {access?.can && (
        <Popconfirm title={t(closed ? "reports.reopenPeriod" : "reports.closePeriod")} onConfirm={change}>
          <Button icon={closed ? <UnlockOutlined /> : <LockOutlined />} loading={mutation.isPending} danger={!closed}>
            {t(closed ? "reports.reopenPeriod" : "reports.closePeriod")}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
};
