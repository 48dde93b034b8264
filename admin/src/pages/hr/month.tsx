import { DatePicker, Form } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { apiMonth } from "../../crud/useMonthlyRun";
import { currentLanguage } from "../../providers/i18n";

export { apiMonth };

/** The month as the picker shows it. */
export const monthFormat = "YYYY/MM";

/** A PDF or CSV link of the API in the admin's language (a plain link: the browser sends the session cookie). */
export const documentUrl = (path: string, month: string) => `/api/${path}?month=${encodeURIComponent(month)}&lang=${currentLanguage()}`;

/** The month picker of an HR screen: required, "Please select month" when none is picked. */
export const MonthItem = ({
  label,
  placeholder,
  onChange,
}: {
  label: string;
  placeholder: string;
  onChange?: (month: string | undefined) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Form.Item name="month" label={label} rules={[{ required: true, message: t("messages.selectMonth") }]}>
      <DatePicker
        picker="month"
        format={monthFormat}
        placeholder={placeholder}
        onChange={(value: Dayjs | null) => onChange?.(value ? apiMonth(value) : undefined)}
      />
    </Form.Item>
  );
};
