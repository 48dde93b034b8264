import { List } from "@refinedev/antd";
import { Space, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Row } from "../../crud/entity";
import { formatMoney, moneyLabel } from "../../crud/format";
import { RowEditButton, RowShowButton } from "../../crud/RowButtons";
import { useEntityTable } from "../../crud/useEntityTable";
import type { ScreenProps } from "../../screens";
import { type SalaryMonth, useSalaryMonths } from "./month";

/**
 * `/human-resource/salary/home`: the salary records by month with their totals; pick a month to see
 * its records, and edit the adjustments of an unpaid one (its payroll row follows).
 */
export const SalaryHome = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const month = params.get("month") ?? undefined;
  const months = useSalaryMonths();
  const { tableProps, columns } = useEntityTable(entity, {
    sorters: { initial: [{ field: "employee_id", order: "asc" }] },
    filters: { permanent: month ? [{ field: "month", operator: "eq", value: month }] : [] },
    pagination: { pageSize: 20 },
    syncWithLocation: false,
    queryOptions: { enabled: Boolean(month) },
  });
  const m = (name: keyof SalaryMonth) => t(`salaries.months.${name}`);

  return (
    <List resource={entity.name} canCreate={false}>
      <Typography.Title level={5}>{t("salaries.months.title")}</Typography.Title>
      <Table<SalaryMonth>
        rowKey="month"
        size="small"
        loading={months.query.isFetching}
        dataSource={months.rows}
        pagination={false}
        onRow={(row) => ({ onClick: () => setParams({ month: row.month }), style: { cursor: "pointer" } })}
        rowClassName={(row) => (row.month === month ? "ant-table-row-selected" : "")}
        columns={[
          { key: "month", dataIndex: "month", title: m("month"), render: (value: string) => <Typography.Link>{value}</Typography.Link> },
          { key: "employees", dataIndex: "employees", title: m("employees"), align: "right" },
          { key: "paid", dataIndex: "paid", title: m("paid"), align: "right" },
          // the month's sums with the one money formatter, as the records' own money columns below
          ...(["total", "payable", "deduction", "actual_amount"] as const).map((name) => ({
            key: name,
            dataIndex: name,
            title: moneyLabel(m(name)),
            align: "right" as const,
            render: (value: string) => <span className="erp-money">{formatMoney(value)}</span>,
          })),
        ]}
      />
      {month && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t("salaries.months.records", { month })}
          </Typography.Title>
          <Table
            {...tableProps}
            columns={[
              ...columns,
              {
                key: "actions",
                title: t("table.actions"),
                render: (_: unknown, row: Row) => (
                  <Space>
                    <RowShowButton resource={entity.name} recordItemId={row.id} />
                    {row.status === "unpaid" && <RowEditButton resource={entity.name} recordItemId={row.id} />}
                  </Space>
                ),
              },
            ]}
          />
        </>
      )}
    </List>
  );
};

export default SalaryHome;
