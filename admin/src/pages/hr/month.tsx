import { useApiUrl, useCustom } from "@refinedev/core";
import { DatePicker, Form } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { usePeriodPresets } from "../../crud/periods";
import { apiMonth } from "../../crud/useMonthlyRun";
import { currentLanguage } from "../../providers/i18n";

export { apiMonth };

/** The month as the picker shows it. */
export const monthFormat = "YYYY/MM";

/** A PDF or CSV link of the API in the admin's language (a plain link: the browser sends the session cookie). */
export const documentUrl = (path: string, month: string) => `/api/${path}?month=${encodeURIComponent(month)}&lang=${currentLanguage()}`;

/** An employee's payslip of one payroll record, as a PDF in the admin's language. */
export const payslipUrl = (id: unknown) => `/api/payrolls/${encodeURIComponent(String(id))}/payslip.pdf?lang=${currentLanguage()}`;

/** The month a screen opens on, as the API writes it: this month, or the last one (payroll, paying salaries). */
export const openingMonth = (opens: "current" | "last" = "current", today: Dayjs = dayjs()): string =>
  apiMonth(opens === "last" ? today.subtract(1, "month") : today);

/** The picker's value of an API month ("2026-10"). */
export const pickerMonth = (month: string | undefined): Dayjs | undefined => (month ? dayjs(`${month}-01`) : undefined);

/**
 * The month picker of an HR screen: required, "Please select month" when none is picked; presets
 * this month and last month; `initial` (an API month) is what the screen opens on.
 */
export const MonthItem = ({
  label,
  placeholder,
  initial,
  onChange,
}: {
  label: string;
  placeholder: string;
  initial?: string;
  onChange?: (month: string | undefined) => void;
}) => {
  const { t } = useTranslation();
  const presets = usePeriodPresets();
  return (
    <Form.Item name="month" label={label} initialValue={pickerMonth(initial)} rules={[{ required: true, message: t("messages.selectMonth") }]}>
      <DatePicker
        picker="month"
        format={monthFormat}
        presets={presets.month}
        placeholder={placeholder}
        onChange={(value: Dayjs | null) => onChange?.(value ? apiMonth(value) : undefined)}
      />
    </Form.Item>
  );
};

/** A month's salaries as `GET /api/salaries/months` sums them. */
export type SalaryMonth = {
  month: string;
  employees: number;
  paid: number;
  total: string;
  payable: string;
  deduction: string;
  actual_amount: string;
};

/** The months that have salaries, with their totals (`rows`, newest first), and the query to read them again. */
export const useSalaryMonths = () => {
  const apiUrl = useApiUrl();
  const { result, query } = useCustom<SalaryMonth[]>({ url: `${apiUrl}/salaries/months`, method: "get" });
  return { rows: Array.isArray(result?.data) ? result.data : [], query };
};
