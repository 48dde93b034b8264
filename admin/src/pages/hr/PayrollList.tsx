import { FilePdfOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useApiUrl, useCustom } from "@refinedev/core";
import { Alert, Button, Descriptions, Form, Table } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Row } from "../../crud/entity";
import { formatMoney } from "../../crud/format";
import { useEntityTable } from "../../crud/useEntityTable";
import { useRecordRows } from "../../crud/useRecordRows";
import type { ScreenProps } from "../../screens";
import { documentUrl, MonthItem, openingMonth, payslipUrl } from "./month";

const sheetColumns = [
  "employee_id",
  "payable",
  "deduction",
  "actual_amount",
  "subtotal",
  "ot_bonus",
  "adjustment",
  "no_pay_leave",
  "commission",
  "amount_unit",
  "signature",
  "status",
];
const totalColumns = [
  "payable",
  "deduction",
  "actual_amount",
  "subtotal",
  "ot_bonus",
  "adjustment",
  "no_pay_leave",
  "commission",
  "employer_mpf",
] as const;

/**
 * `/human-resource/salary/payroll`: the month's payroll sheet (payable, deduction, actual amount,
 * subtotal, OT bonus, adjustment, no-pay leave, amount unit, signature) with its totals, the sheet as
 * a PDF for signing, and each employee's payslip; a row (a card on a phone) opens the employee's payroll
 * record, which has the payslip too (PayrollShow).
 */
export const PayrollList = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const [params, setParams] = useSearchParams();
  // the payroll of the month just ended, unless the address names one
  const month = params.get("month") ?? openingMonth("last");
  const [form] = Form.useForm();
  const totals = useCustom<Record<string, string | number>>({
    url: `${apiUrl}/payrolls/totals`,
    method: "get",
    config: { query: { month } },
    queryOptions: { enabled: Boolean(month) },
  });
  const { tableProps, columns, labelOf } = useEntityTable(entity, {
    sorters: { initial: [{ field: "employee_id", order: "asc" }] },
    filters: { permanent: month ? [{ field: "month", operator: "eq", value: month }] : [] },
    pagination: { pageSize: 20 },
    syncWithLocation: false,
    queryOptions: { enabled: Boolean(month) },
    columnNames: sheetColumns,
  });
  const { rows } = useRecordRows(entity, labelOf);
  const sum = month && totals.result?.data && "employees" in totals.result.data ? totals.result.data : undefined;

  return (
    <List
      resource={entity.name}
      canCreate={false}
      headerButtons={
        month ? (
          <Button icon={<FilePdfOutlined />} href={documentUrl("payrolls/sheet.pdf", month)} target="_blank">
            {t("payrolls.screen.pdf")}
          </Button>
        ) : null
      }
    >
      <Form form={form} layout="inline" style={{ marginBottom: 16 }} initialValues={{ month: month ? dayjs(`${month}-01`) : undefined }}>
        <MonthItem
          label={t("payrolls.screen.month")}
          placeholder={t("payrolls.screen.monthPlaceholder")}
          onChange={(value) => setParams(value ? { month: value } : {})}
        />
      </Form>
      {!month && <Alert type="info" showIcon message={t("messages.selectMonth")} />}
      {sum && Number(sum.employees) === 0 && <Alert type="warning" showIcon message={t("payrolls.screen.empty")} />}
      {sum && Number(sum.employees) > 0 && (
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3, xxl: 5 }} title={t("payrolls.screen.totals")} style={{ marginBottom: 16 }}>
          {totalColumns.map((name) => (
            <Descriptions.Item key={name} label={t(`payrolls.fields.${name}`)}>
              <span className="erp-money">{formatMoney(sum[name])}</span>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {month && (
        <Table
          {...tableProps}
          {...rows([
            ...columns,
            {
              key: "payslip",
              title: t("payrolls.screen.payslip"),
              render: (_: unknown, row: Row) => (
                <Button size="small" icon={<FilePdfOutlined />} href={payslipUrl(row.id)} target="_blank">
                  {t("payrolls.screen.payslip")}
                </Button>
              ),
            },
          ])}
        />
      )}
    </List>
  );
};

export default PayrollList;
