import { List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Button, DatePicker, Form, Space, Table, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { ExportButton } from "../../crud/ExportButton";
import type { Row } from "../../crud/entity";
import type { ScreenProps } from "../../screens";
import { useEntityTable } from "../../crud/useEntityTable";
import { useRecordRows } from "../../crud/useRecordRows";
import { apiMonth, useMonthlyRun } from "../../crud/useMonthlyRun";

/** The month as the picker shows it (the UI's YYYY/MM/DD without the day). */
const monthFormat = "YYYY/MM";

/** What POST /api/commission-records/generate answers. */
type Generated = { message: string; month: string; records: Row[] };

/**
 * Commission records: pick a month to see its records (each opens its own page, as a list's do), and
 * (for roles that may create them) generate them from that month's completed orders; generating again
 * replaces the month's records.
 */
export const CommissionRecordList = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ month?: Dayjs | null }>();
  const { data: access } = useCan({ resource: entity.name, action: "create" });
  const { run: generate, mutation } = useMonthlyRun<Generated>(entity.name, "generate");
  const { tableProps, columns, sorters, filters, setFilters, labelOf } = useEntityTable(entity, {
    sorters: { initial: [entity.defaultSort] },
    pagination: { pageSize: 20 },
    syncWithLocation: false,
  });
  // shown and opened as the generic list's records are: cards on a phone, a click opens the record
  const { rows } = useRecordRows(entity, labelOf);

  const showMonth = (month?: Dayjs | null) => setFilters(month ? [{ field: "month", operator: "eq", value: apiMonth(month) }] : [], "replace");

  return (
    <List resource={entity.name} canCreate={false} headerButtons={<ExportButton resource={entity.name} filters={filters} sorters={sorters} />}>
      <Form form={form} layout="inline" onFinish={generate} style={{ marginBottom: 16 }}>
        <Form.Item name="month" label={t("commission-records.run.month")} rules={[{ required: true, message: t("messages.selectMonth") }]}>
          <DatePicker picker="month" format={monthFormat} placeholder={t("commission-records.run.monthPlaceholder")} onChange={showMonth} />
        </Form.Item>
        {access?.can && (
          <Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={mutation.isPending}>
                {t("commission-records.run.generate")}
              </Button>
              <Typography.Text type="secondary">{t("commission-records.run.hint")}</Typography.Text>
            </Space>
          </Form.Item>
        )}
      </Form>
      <Table {...tableProps} {...rows(columns)} />
    </List>
  );
};

export default CommissionRecordList;
