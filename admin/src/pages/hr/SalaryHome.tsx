import { List } from "@refinedev/antd";
import { Descriptions, Form, Select, Space, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Row } from "../../crud/entity";
import { formatMoney, moneyLabel } from "../../crud/format";
import { RowEditButton, RowShowButton } from "../../crud/RowButtons";
import { useEntityTable } from "../../crud/useEntityTable";
import { useRecordRows } from "../../crud/useRecordRows";
import type { ScreenProps } from "../../screens";
import { type SalaryMonth, useSalaryMonths } from "./month";

/** A month's figures beside the month itself: counts, then amounts. */
const figures = ["employees", "paid", "total", "payable", "deduction", "actual_amount"] as const;
const isMoney = (name: (typeof figures)[number]) => name !== "employees" && name !== "paid";
const figure = (row: SalaryMonth, name: (typeof figures)[number]) =>
  isMoney(name) ? <span className="erp-money">{formatMoney(row[name])}</span> : row[name];

/**
 * `/human-resource/salary/home`: the salary records by month with their totals, opening on the newest
 * month (or the one the address names); pick a month to see its records. A record's row (a card on a
 * phone) opens the employee's salary record, where an unpaid one's adjustments are edited (its payroll
 * row follows). On a phone the months are a picker with the chosen month's totals under it: their
 * table would be wider than the window, and the first thing on the page is then the month's records.
 */
export const SalaryHome = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const months = useSalaryMonths();
  const month = params.get("month") ?? months.rows[0]?.month;
  const chosen = months.rows.find((row) => row.month === month);
  const { tableProps, columns, labelOf } = useEntityTable(entity, {
    sorters: { initial: [{ field: "employee_id", order: "asc" }] },
    filters: { permanent: month ? [{ field: "month", operator: "eq", value: month }] : [] },
    pagination: { pageSize: 20 },
    syncWithLocation: false,
    queryOptions: { enabled: Boolean(month) },
  });
  const { phone, rows } = useRecordRows(entity, labelOf);
  const m = (name: keyof SalaryMonth) => t(`salaries.months.${name}`);
  const heading = (name: (typeof figures)[number]) => (isMoney(name) ? moneyLabel(m(name)) : m(name));
  const open = (value: string) => setParams({ month: value });

  return (
    <List resource={entity.name} canCreate={false}>
      <Typography.Title level={5}>{t("salaries.months.title")}</Typography.Title>
      {phone ? (
        <>
          <Form layout="vertical">
            <Form.Item label={m("month")} htmlFor="salary-month">
              <Select
                id="salary-month"
                value={month}
                loading={months.query.isFetching}
                options={months.rows.map((row) => ({ value: row.month, label: row.month }))}
                onChange={open}
              />
            </Form.Item>
          </Form>
          {chosen && (
            <Descriptions
              size="small"
              bordered
              column={1}
              items={figures.map((name) => ({ key: name, label: heading(name), children: figure(chosen, name) }))}
            />
          )}
        </>
      ) : (
        <Table<SalaryMonth>
          rowKey="month"
          size="small"
          loading={months.query.isFetching}
          dataSource={months.rows}
          pagination={false}
          scroll={{ x: "max-content" }}
          onRow={(row) => ({ onClick: () => open(row.month), style: { cursor: "pointer" } })}
          rowClassName={(row) => (row.month === month ? "ant-table-row-selected" : "")}
          columns={[
            {
              key: "month",
              dataIndex: "month",
              title: m("month"),
              render: (value: string) => <Typography.Link className="erp-nowrap">{value}</Typography.Link>,
            },
            ...figures.map((name) => ({
              key: name,
              dataIndex: name,
              title: heading(name),
              align: "right" as const,
              render: (_: unknown, row: SalaryMonth) => figure(row, name),
            })),
          ]}
        />
      )}
      {month && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t("salaries.months.records", { month })}
          </Typography.Title>
          <Table
            {...tableProps}
            {...rows([
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
            ])}
          />
        </>
      )}
    </List>
  );
};

export default SalaryHome;
