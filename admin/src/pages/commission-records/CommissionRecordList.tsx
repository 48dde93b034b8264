import { List, useTable } from "@refinedev/antd";
import { useApiUrl, useCan, useCustomMutation, useInvalidate, type HttpError } from "@refinedev/core";
import { Button, DatePicker, Form, Space, Table, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import type { ListResult } from "../../providers/data";
import { fieldColumns } from "../../crud/columns";
import { ExportButton } from "../../crud/ExportButton";
import { listedFields, type Row } from "../../crud/entity";
import { useNotices } from "../../crud/notices";
import { withTotals } from "../../crud/pagination";
import type { ScreenProps } from "../../crud/screens";
import { useRefLabels } from "../../crud/useRefLabels";

/** The month as the API writes it, and as the picker shows it (the UI's YYYY/MM/DD without the day). */
export const apiMonth = (value: Dayjs) => value.format("YYYY-MM");
const monthFormat = "YYYY/MM";

/** What POST /api/commission-records/generate answers. */
type Generated = { message: string; month: string; records: Row[] };

/**
 * Commission records: pick a month to see its records, and (for roles that may create them)
 * generate them from that month's completed orders; generating again replaces the month's records.
 */
export const CommissionRecordList = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { saved } = useNotices();
  const [form] = Form.useForm<{ month?: Dayjs | null }>();
  const { data: access } = useCan({ resource: entity.name, action: "create" });
  const { mutate, mutation } = useCustomMutation<Generated>();
  const { tableProps, tableQuery, sorters, filters, setFilters } = useTable<Row, HttpError>({
    resource: entity.name,
    sorters: { initial: [entity.defaultSort] },
    pagination: { pageSize: 20 },
    syncWithLocation: false,
  });
  const labelOf = useRefLabels(listedFields(entity), tableProps.dataSource ?? []);
  const estimated = Boolean((tableQuery.data as ListResult | undefined)?.totalEstimated);

  const showMonth = (month?: Dayjs | null) => setFilters(month ? [{ field: "month", operator: "eq", value: apiMonth(month) }] : [], "replace");

  const generate = ({ month }: { month?: Dayjs | null }) => {
    if (!month) return;
    mutate(
      {
        url: `${apiUrl}/${entity.name}/generate`,
        method: "post",
        values: { month: apiMonth(month) },
        successNotification: (response) => ({ message: response?.data.message ?? t("messages.saved"), type: "success" }),
        errorNotification: saved.errorNotification,
      },
      { onSuccess: () => void invalidate({ resource: entity.name, invalidates: ["list"] }) },
    );
  };

  return (
    <List resource={entity.name} canCreate={false} headerButtons={<ExportButton resource={entity.name} filters={filters} sorters={sorters} />}>
      <Form form={form} layout="inline" onFinish={generate} style={{ marginBottom: 16 }}>
        <Form.Item name="month" label={t("commissionRun.month")} rules={[{ required: true, message: t("messages.selectMonth") }]}>
          <DatePicker picker="month" format={monthFormat} placeholder={t("commissionRun.monthPlaceholder")} onChange={showMonth} />
        </Form.Item>
        {access?.can && (
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={mutation.isPending}>
                {t("commissionRun.generate")}
              </Button>
              <Typography.Text type="secondary">{t("commissionRun.hint")}</Typography.Text>
            </Space>
          </Form.Item>
        )}
      </Form>
      <Table
        {...tableProps}
        rowKey="id"
        pagination={withTotals(tableProps.pagination, estimated, t)}
        columns={fieldColumns(entity, t, labelOf, sorters)}
      />
    </List>
  );
};

export default CommissionRecordList;
