import { FilePdfOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { ShowPage } from "../../crud/ShowPage";
import type { ScreenProps } from "../../screens";
import { payslipUrl } from "./month";

/** An employee's payroll record of one month (opened from the payroll's row or card), with its payslip as its one action. */
export const PayrollShow = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  return (
    <ShowPage
      entity={entity}
      actions={(record) => [
        {
          key: "payslip",
          label: t("payrolls.screen.payslip"),
          icon: <FilePdfOutlined />,
          primary: true,
          href: payslipUrl(record.id),
          testId: "payslip",
        },
      ]}
    />
  );
};

export default PayrollShow;
