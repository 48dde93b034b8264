import { useApiUrl, useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Button, Card, Form, Input, Space, Statistic, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Field } from "../../crud/entity";
import { ChoiceSelect, paymentMethodField } from "../../crud/Choices";
import { RefSelect } from "../../crud/RefSelect";
import { useNotices } from "../../crud/notices";
import type { PageProps } from "../../screens";
import { apiMonth, MonthItem, openingMonth, useSalaryMonths } from "./month";
import { requiredRule } from "../../crud/rules";

/** The employee to pay alone (optional): a ref to employees, as the salary records have. */
const employeeField: Field = { name: "employee_id", type: "ref", ref: "employees" };

type Values = { month?: Dayjs | null; employee_id?: number | null; payment_method?: string; transaction_id?: string };
/**
 * `/human-resource/salary/expense`: pay a month (or one employee of it) with a payment method and a
 * transaction ID: one salary expense per payment, booked in accounting; the records marked paid.
 */
export const SalaryExpense = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { saved } = useNotices();
  const [form] = Form.useForm<Values>();
  const [month, setMonth] = useState<string | undefined>(() => openingMonth("last"));
  const { data: access } = useCan({ resource: "salaries", action: "pay" });
  const months = useSalaryMonths();
  const { mutate, mutation } = useCustomMutation<{ message: string }>();
  const summary = months.rows.find((row) => row.month === month);
  const p = (key: string) => t(`salary-expense.${key}`);

  const pay = (values: Values) => {
    if (!values.month) return;
    mutate(
      {
        url: `${apiUrl}/salaries/pay`,
        method: "post",
        values: {
          month: apiMonth(values.month),
          payment_method: values.payment_method,
          ...(values.employee_id ? { employee_id: values.employee_id } : {}),
          ...(values.transaction_id ? { transaction_id: values.transaction_id } : {}),
        },
        successNotification: (response) => ({ message: response?.data.message ?? t("messages.saved"), type: "success" }),
        errorNotification: saved.errorNotification,
      },
      {
        onSuccess: () => {
          void months.query.refetch();
          for (const resource of ["salaries", "payrolls", "expenses"]) void invalidate({ resource, invalidates: ["list"] });
        },
      },
    );
  };

  return (
    <Card title={t(`${page.name}.${page.name}`)}>
      <Form form={form} layout="vertical" onFinish={pay} style={{ maxWidth: 520 }}>
        <MonthItem label={p("month")} placeholder={p("monthPlaceholder")} initial={month} onChange={setMonth} />
        {summary && (
          <Space size="large" style={{ marginBottom: 16 }}>
            <Statistic title={t("salaries.months.employees")} value={summary.employees} />
            <Statistic title={p("unpaid")} value={summary.employees - summary.paid} />
            <Statistic title={t("salaries.months.actual_amount")} value={summary.actual_amount} />
          </Space>
        )}
        <Form.Item name="employee_id" label={p("employee")}>
          <RefSelect field={employeeField} allowClear placeholder={p("allEmployees")} />
        </Form.Item>
        <Form.Item name="payment_method" label={p("payment_method")} rules={[requiredRule(t, p("payment_method"))]}>
          <ChoiceSelect field={paymentMethodField} />
        </Form.Item>
        <Form.Item name="transaction_id" label={p("transaction_id")}>
          <Input maxLength={100} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={!access?.can}>
            {p("pay")}
          </Button>
          <Typography.Text type="secondary">{p("hint")}</Typography.Text>
        </Space>
      </Form>
    </Card>
  );
};

export default SalaryExpense;
