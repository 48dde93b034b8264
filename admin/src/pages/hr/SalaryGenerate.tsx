import { useCan } from "@refinedev/core";
import { Alert, Button, Card, Form, Space, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMonthlyRun } from "../../crud/useMonthlyRun";
import type { PageProps } from "../../screens";
import { MonthItem, openingMonth } from "./month";

type Generated = { message: string; month: string; count: number; workingDays: number };

/** `/human-resource/salary/generate-report`: pick a month and generate its salary records and payroll. */
export const SalaryGenerate = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ month?: Dayjs | null }>();
  const [done, setDone] = useState<Generated>();
  const { data: access } = useCan({ resource: "salaries", action: "generate" });
  const { run: generate, mutation } = useMonthlyRun<Generated>("salaries", "generate", { refresh: ["salaries", "payrolls"], onDone: setDone });

  return (
    <Card title={t(`${page.name}.${page.name}`)}>
      <Form form={form} layout="inline" onFinish={generate} style={{ marginBottom: 16 }}>
        <MonthItem
          label={t("salary-generate-report.month")}
          placeholder={t("salary-generate-report.monthPlaceholder")}
          initial={openingMonth("last")}
          onChange={() => setDone(undefined)}
        />
        <Form.Item>
          <Space>
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
