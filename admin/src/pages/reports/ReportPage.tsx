import { DownloadOutlined, FilePdfOutlined } from "@ant-design/icons";
import { useApiUrl, useCan, useCustom } from "@refinedev/core";
import { Alert, Button, Card, DatePicker, Form, InputNumber, Space, Table, Tabs, Typography } from "antd";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney, formatNumber } from "../../crud/format";
import { usePeriodPresets } from "../../crud/periods";
import { currentLanguage } from "../../providers/i18n";
import type { PageProps } from "../../screens";
import { Loading } from "../Loading";
import { PeriodStatus } from "./PeriodStatus";
import {
  downloadUrl,
  isNumericColumn,
  missingMessage,
  openingValues,
  type ParamValues,
  paramsQuery,
  type ReportColumn,
  type ReportResult,
  type ReportRow,
  type ReportSection,
} from "./report";

const ReportChart = lazy(() => import("./ReportChart"));

const formatCell = (column: ReportColumn, value: unknown) => {
  if (value === null || value === undefined) return "";
  if (column.type === "money") return formatMoney(value);
  if (column.type === "percent") return `${formatNumber(value)}%`;
  if (column.type === "integer" || column.type === "number") return formatNumber(value);
  return String(value);
};

/** One section: its rows (the first 1,000) and the totals row under them. */
const SectionTable = ({ section }: { section: ReportSection }) => {
  const { t } = useTranslation();
  const columns = section.columns.map((column) => ({
    key: column.name,
    dataIndex: column.name,
    title: t(column.label),
    align: isNumericColumn(column) ? ("right" as const) : ("left" as const),
    render: (value: unknown) => formatCell(column, value),
  }));
  return (
    <>
      <Table<ReportRow>
        size="small"
        className="erp-report-table"
        rowKey={(_row, index) => String(index)}
        columns={columns}
        dataSource={section.rows}
        pagination={section.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: true }}
        locale={{ emptyText: t("reports.empty") }}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row data-testid="report-totals">
              {section.columns.map((column, i) => (
                <Table.Summary.Cell key={column.name} index={i} align={isNumericColumn(column) ? "right" : "left"}>
                  <Typography.Text strong>
                    {i === 0 && !isNumericColumn(column) ? t("reports.total") : formatCell(column, section.totals[column.name])}
                  </Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
      {section.truncated && (
        <Typography.Text type="secondary">{t("reports.truncated", { shown: section.rows.length, count: section.count })}</Typography.Text>
      )}
    </>
  );
};

/**
 * The generic report screen (every page declared from a report): the parameter pickers, the basis the
 * figures are stated on, the chart, each section's table with its totals, Export CSV (the shown section)
 * and Download PDF.
 */
const ReportPage = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const report = page.report!;
  const [form] = Form.useForm<ParamValues>();
  // the page opens on its usual period and runs at once (a tax rate, which has no default, waits for the user)
  const opening = useMemo(() => openingValues(report.params, report.opens), [report.params, report.opens]);
  const [query, setQuery] = useState<Record<string, string> | null>(() => paramsQuery(report.params, opening));
  const presets = usePeriodPresets();
  const [active, setActive] = useState<string | undefined>();
  const { data: canExport } = useCan({ resource: page.name, action: "export" });
  const { query: result, result: answer } = useCustom<ReportResult>({
    url: `${apiUrl}/reports/${report.name}`,
    method: "get",
    config: { query: query ?? {} },
    queryOptions: { enabled: query !== null, retry: false },
    errorNotification: false,
  });
  // until the first answer (and while disabled) useCustom's result holds no report
  const body = answer?.data as Partial<ReportResult> | undefined;
  const data = query && Array.isArray(body?.sections) ? (body as ReportResult) : undefined;
  const chartSection = data?.chart ? data.sections.find((s) => s.name === data.chart!.section) : undefined;
  const shown = active ?? data?.sections[0]?.name;
  const language = currentLanguage();

  const run = (values: ParamValues) => setQuery(paramsQuery(report.params, values));
  const required = [{ required: true, message: t(missingMessage(report.params)) }];

  return (
    <Card title={t(`${page.name}.${page.name}`)} data-testid={`report-${report.name}`}>
      <Form form={form} layout="inline" initialValues={opening} onFinish={run} style={{ marginBottom: 16, rowGap: 8 }}>
        {(report.params === "month" || report.params === "month-rate") && (
          <Form.Item name="month" label={t("reports.params.month")} rules={required}>
            <DatePicker picker="month" format="YYYY/MM" presets={presets.month} />
          </Form.Item>
        )}
        {report.params === "month-rate" && (
          <Form.Item name="rate" label={t("reports.params.rate")} rules={required}>
            <InputNumber min={0} max={100} step={0.5} />
          </Form.Item>
        )}
        {report.params === "year" && (
          <Form.Item name="year" label={t("reports.params.year")} rules={required}>
            <DatePicker picker="year" format="YYYY" presets={presets.year} />
          </Form.Item>
        )}
        {report.params === "period" && (
          <Form.Item name="period" label={t("reports.params.period")} rules={required}>
            <DatePicker.RangePicker format="YYYY/MM/DD" presets={presets.period} />
          </Form.Item>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={result.isFetching}>
            {t("reports.run")}
          </Button>
        </Form.Item>
        {data && query && canExport?.can && (
          <Space>
            <Button
              icon={<DownloadOutlined />}
              href={downloadUrl(apiUrl, report.name, "csv", query, { section: shown ?? "", lang: language })}
              download
            >
              {t("reports.exportCsv")}
            </Button>
            <Button icon={<FilePdfOutlined />} href={downloadUrl(apiUrl, report.name, "pdf", query, { lang: language })} download>
              {t("reports.downloadPdf")}
            </Button>
          </Space>
        )}
      </Form>
      <Typography.Paragraph type="secondary" data-testid="report-basis">
        {t("reports.basisLine", { basis: t(`reports.basis.${data?.basis ?? report.basis}`) })}
      </Typography.Paragraph>
      {data?.status && typeof data.status.month === "string" && (
        <PeriodStatus month={data.status.month} closed={Boolean(data.status.closed)} onChange={() => void result.refetch()} />
      )}
      {result.error && <Alert type="error" showIcon message={result.error.message} style={{ marginBottom: 16 }} />}
      {data && chartSection && chartSection.rows.length > 0 && (
        <Suspense fallback={<Loading />}>
          <ReportChart spec={data.chart!} section={chartSection} />
        </Suspense>
      )}
      {data &&
        (data.sections.length === 1 ? (
          <SectionTable section={data.sections[0]} />
        ) : (
          <Tabs
            activeKey={shown}
            onChange={setActive}
            items={data.sections.map((section) => ({
              key: section.name,
              label: t(`${page.name}.sections.${section.name}`),
              children: <SectionTable section={section} />,
            }))}
          />
        ))}
    </Card>
  );
};
export default ReportPage;
