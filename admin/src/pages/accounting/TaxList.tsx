import { List } from "@refinedev/antd";
import { useApiUrl, useCan, useCustomMutation, useInvalidate, useNavigation } from "@refinedev/core";
import { Button, DatePicker, Form, InputNumber, Space, Table, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { ExportButton } from "../../crud/ExportButton";
import { useNotices } from "../../crud/notices";
import { useEntityTable } from "../../crud/useEntityTable";
import { useRecordRows } from "../../crud/useRecordRows";
import type { ScreenProps } from "../../screens";

type Run = { message: string; run: { id: number; month: string } };
type Values = { month?: Dayjs | null; rate?: number | null };

/**
 * Tax runs: pick a year-month and a rate and run it (again replaces that month's lines); the runs
 * below, each opening its lines and their CSV.
 */
export const TaxList = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { show } = useNavigation();
  const { saved } = useNotices();
  const [form] = Form.useForm<Values>();
  const { data: access } = useCan({ resource: entity.name, action: "run" });
  const { mutate, mutation } = useCustomMutation<Run>();
  const { tableProps, columns, sorters, filters, labelOf } = useEntityTable(entity, {
    sorters: { initial: [entity.defaultSort] },
    pagination: { pageSize: 20 },
    syncWithLocation: false,
  });
  // the runs shown and opened as a list's records: cards on a phone, a click opens the run's lines
  const { rows } = useRecordRows(entity, labelOf);

  const run = ({ month, rate }: Values) =>
    mutate(
      {
        url: `${apiUrl}/taxes/run`,
        method: "post",
        values: { month: month?.format("YYYY-MM"), rate },
        successNotification: (response) => ({ message: response?.data.message ?? t("messages.saved"), type: "success" }),
        errorNotification: saved.errorNotification,
      },
      {
        onSuccess: (response) => {
          void invalidate({ resource: entity.name, invalidates: ["list"] });
          show(entity.name, response.data.run.id);
        },
      },
    );

  const required = { required: true, message: t("messages.yearMonthTaxRate") };
  return (
    <List resource={entity.name} canCreate={false} headerButtons={<ExportButton resource={entity.name} filters={filters} sorters={sorters} />}>
      {access?.can && (
        <Form form={form} layout="inline" onFinish={run} style={{ marginBottom: 16 }} aria-label={t("taxes.form.title")}>
          <Form.Item name="month" label={t("taxes.fields.month")} rules={[required]}>
            <DatePicker picker="month" format="YYYY/MM" placeholder={t("form.monthPlaceholder")} />
          </Form.Item>
          <Form.Item name="rate" label={t("taxes.fields.rate")} rules={[required]}>
            <InputNumber min={0} max={100} step={0.5} style={{ width: 120 }} aria-label={t("taxes.fields.rate")} />
          </Form.Item>
          <Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={mutation.isPending}>
                {t("taxes.actions.run")}
              </Button>
              <Typography.Text type="secondary">{t("taxes.form.hint")}</Typography.Text>
            </Space>
          </Form.Item>
        </Form>
      )}
      <Table {...tableProps} {...rows(columns)} />
    </List>
  );
};
