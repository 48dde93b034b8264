import { List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Button, Form, Space, Table, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { ExportButton } from "../../crud/ExportButton";
import type { Row } from "../../crud/entity";
import { RowEditButton } from "../../crud/RowButtons";
import { useEntityTable } from "../../crud/useEntityTable";
import { useMonthlyRun } from "../../crud/useMonthlyRun";
import { useRecordRows } from "../../crud/useRecordRows";
import type { ScreenProps } from "../../screens";
import { MonthItem } from "./month";

/**
 * The monthly sheets: pick a month to see them, "Compute month" (re)builds every active employee's
 * sheet from the daily records (leave days entered stay); a row opens its sheet with the days it was
 * computed from (a card on a phone), where its leave days are edited (also from the row's Edit).
 */
export const AttendanceList = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ month?: Dayjs | null }>();
  const { data: access } = useCan({ resource: entity.name, action: "compute" });
  const { run: compute, mutation } = useMonthlyRun<{ message: string }>(entity.name, "compute");
  const { tableProps, columns, sorters, filters, setFilters, labelOf } = useEntityTable(entity, {
    sorters: { initial: [entity.defaultSort] },
    pagination: { pageSize: 20 },
    syncWithLocation: false,
  });
  const { rows } = useRecordRows(entity, labelOf);

  const show = (month?: string) => setFilters(month ? [{ field: "year_month", operator: "eq", value: month }] : [], "replace");

  return (
    <List resource={entity.name} canCreate={false} headerButtons={<ExportButton resource={entity.name} filters={filters} sorters={sorters} />}>
      <Form form={form} layout="inline" onFinish={compute} style={{ marginBottom: 16 }}>
        <MonthItem label={t("attendances.run.month")} placeholder={t("attendances.run.monthPlaceholder")} onChange={show} />
        {access?.can && (
          <Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={mutation.isPending}>
                {t("attendances.run.compute")}
              </Button>
              <Typography.Text type="secondary">{t("attendances.run.hint")}</Typography.Text>
            </Space>
          </Form.Item>
        )}
      </Form>
      <Table
        {...tableProps}
        {...rows([
          ...columns,
          {
            key: "actions",
            title: t("table.actions"),
            render: (_: unknown, row: Row) => <RowEditButton resource={entity.name} recordItemId={row.id} />,
          },
        ])}
      />
    </List>
  );
};

export default AttendanceList;
