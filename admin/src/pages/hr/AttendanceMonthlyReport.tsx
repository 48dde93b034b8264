import { FilePdfOutlined, DownloadOutlined } from "@ant-design/icons";
import { useApiUrl, useCustom } from "@refinedev/core";
import { Alert, Button, Card, Form, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotices } from "../../crud/notices";
import type { PageProps } from "../../screens";
import { documentUrl, MonthItem, openingMonth } from "./month";

type ReportRow = Record<string, string | number> & { employee_id: number; employee_name: string };
type Report = { month: string; rows: ReportRow[]; totals: Record<string, string | number> };

const columns = ["days_worked", "working_hours", "late_hours", "ot_hours", "no_pay_leave_days", "annual_leave_days", "sick_leave_days"];

/** `/human-resource/attendance/monthly-report`: pick a month, one row per employee with the totals, CSV and PDF. */
export const AttendanceMonthlyReport = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { saved } = useNotices();
  const [month, setMonth] = useState<string | undefined>(() => openingMonth());
  const { query, result } = useCustom<Report>({
    url: `${apiUrl}/attendance-monthly-report`,
    method: "get",
    config: { query: { month } },
    queryOptions: { enabled: Boolean(month) },
    errorNotification: saved.errorNotification,
  });
  // while loading, the result's data is an empty object
  const report = month && Array.isArray(result?.data?.rows) ? result.data : undefined;

  return (
    <Card title={t(`${page.name}.${page.name}`)}>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <MonthItem
          label={t("attendance-monthly-report.month")}
          placeholder={t("attendance-monthly-report.monthPlaceholder")}
          initial={openingMonth()}
          onChange={setMonth}
        />
        {month && (
          <Space>
            <Button icon={<DownloadOutlined />} href={documentUrl("attendance-monthly-report.csv", month)} download>
              {t("buttons.export")}
            </Button>
            <Button icon={<FilePdfOutlined />} href={documentUrl("attendance-monthly-report.pdf", month)} target="_blank">
              {t("attendance-monthly-report.pdf")}
            </Button>
          </Space>
        )}
      </Form>
      {!month && <Alert type="info" showIcon message={t("messages.selectMonth")} />}
      {month && report && !report.rows.length && <Alert type="warning" showIcon message={t("attendance-monthly-report.empty")} />}
      {month && (
        <Table<ReportRow>
          rowKey="employee_id"
          // figures and names on one line; wider than a phone, the table scrolls in its own box
          className="erp-report-table"
          scroll={{ x: "max-content" }}
          loading={query.isFetching}
          dataSource={report?.rows ?? []}
          pagination={{ pageSize: 50 }}
          columns={[
            { key: "employee_name", dataIndex: "employee_name", title: t("attendance-monthly-report.employee") },
            ...columns.map((name) => ({ key: name, dataIndex: name, title: t(`attendances.fields.${name}`), align: "right" as const })),
          ]}
          summary={() =>
            report?.rows.length ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>{t("attendance-monthly-report.total")}</strong>
                </Table.Summary.Cell>
                {columns.map((name, i) => (
                  <Table.Summary.Cell key={name} index={i + 1} align="right">
                    <strong>{String(report.totals[name])}</strong>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
    </Card>
  );
};

export default AttendanceMonthlyReport;
