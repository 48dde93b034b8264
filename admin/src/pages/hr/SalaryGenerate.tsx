import { useCan } from "@refinedev/core";
import { Alert, Button, Card, Form, Modal, Space, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { apiMonth, useMonthlyRun } from "../../crud/useMonthlyRun";
import type { PageProps } from "../../screens";
import { MonthItem, openingMonth, useSalaryMonths } from "./month";

type Generated = { message: string; month: string; count: number; workingDays: number };

/**
 * `/human-resource/salary/generate-report`: pick a month and generate its salary records and payroll;
 * a month that has them already is generated again only once the user says so.
 */
export const SalaryGenerate = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ month?: Dayjs | null }>();
  const [done, setDone] = useState<Generated>();
  const { data: access } = useCan({ resource: "salaries", action: "generate" });
  const months = useSalaryMonths();
  const [modal, dialogs] = Modal.useModal();
  const { run, mutation } = useMonthlyRun<Generated>("salaries", "generate", {
    refresh: ["salaries", "payrolls"],
    onDone: (answer) => {
      setDone(answer);
      void months.query.refetch();
    },
  });
  const generate = (values: { month?: Dayjs | null }) => {
    const month = values.month ? apiMonth(values.month) : undefined;
    const existing = months.rows.find((row) => row.month === month);
    if (!existing) return run(values);
    void modal.confirm({
      title: t("salary-generate-report.again", { month, count: existing.employees }),
      content: t("salary-generate-report.hint"),
      okText: t("salary-generate-report.generate"),
      cancelText: t("buttons.cancel"),
      onOk: () => run(values),
    });
  };

  return (
    <Card title={t(`${page.name}.${page.name}`)}>
      {dialogs}
      <Form form={form} layout="inline" onFinish={generate} style={{ marginBottom: 16 }}>
        <MonthItem
          label={t("salary-generate-report.month")}
          placeholder={t("salary-generate-report.monthPlaceholder")}
          initial={openingMonth("last")}
          onChange={() => setDone(undefined)}
        />
        <Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={!access?.can}>
              {t("salary-generate-report.generate")}
            </Button>
            <Typography.Text type="secondary">{t("salary-generate-report.hint")}</Typography.Text>
          </Space>
        </Form.Item>
      </Form>
      {done && (
        <Alert
          type="success"
          showIcon
          message={done.message}
          description={
            <Space>
              <Link to={`/human-resource/salary/payroll?month=${done.month}`}>{t("payrolls.payrolls")}</Link>
              <Link to={`/human-resource/salary/home?month=${done.month}`}>{t("salaries.salaries")}</Link>
            </Space>
          }
        />
      )}
    </Card>
  );
};

export default SalaryGenerate;
