import { useApiUrl, useCustom } from "@refinedev/core";
import { Card, Col, DatePicker, Row, Space, Statistic, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateFormat, formatMoney } from "../../crud/format";
import { ListPage } from "../../crud/ListPage";
import type { ScreenProps } from "../../screens";

type Balance = { from: string; to: string; opening: string; credit: string; debit: string; closing: string };

/** Opening and closing balance of a chosen period (this month at first). */
const PeriodBalance = () => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf("month"), dayjs().endOf("month")]);
  const [from, to] = range.map((d) => d.format("YYYY-MM-DD"));
  const { result } = useCustom<Balance>({ url: `${apiUrl}/bank-transactions/balance`, method: "get", config: { query: { from, to } } });
  const balance = (result?.data as Partial<Balance> | undefined)?.closing !== undefined ? (result.data as Balance) : undefined;
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="bank-period">
      <Space direction="vertical" style={{ width: "100%" }}>
        <Space wrap>
          <Typography.Text strong>{t("bank-transactions.period.title")}</Typography.Text>
          <DatePicker.RangePicker
            aria-label={t("bank-transactions.period.choose")}
            format={dateFormat}
            value={range}
            allowClear={false}
            onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
          />
        </Space>
        <Row gutter={16}>
          {(["opening", "credit", "debit", "closing"] as const).map((key) => (
            <Col xs={12} md={6} key={key}>
              <Statistic
                title={t(`bank-transactions.period.${key === "credit" ? "credits" : key === "debit" ? "debits" : key}`)}
                value={balance ? formatMoney(balance[key]) : "-"}
              />
            </Col>
          ))}
        </Row>
      </Space>
    </Card>
  );
};

/** The bank ledger: the generic list with each row's running balance, and a period's opening and closing balance on top. */
export const BankList = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  return (
    <ListPage
      entity={entity}
      before={<PeriodBalance />}
      extraColumns={[
        {
          key: "balance",
          dataIndex: "balance",
          title: t("bank-transactions.fields.balance"),
          align: "right",
          render: (value: unknown) => <span className="erp-money">{formatMoney(value)}</span>,
        },
      ]}
    />
  );
};

export default BankList;
