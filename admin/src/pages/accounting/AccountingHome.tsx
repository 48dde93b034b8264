import type { MonthFigures } from "@erp/api/modules/accounting/home";
import { useApiUrl, useCan, useCustom, useCustomMutation } from "@refinedev/core";
import { Button, Card, Col, Popconfirm, Row, Space, Statistic, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNotices } from "../../crud/notices";
import type { PageProps } from "../../screens";

type Summary = { months: MonthFigures[]; last_tax: { id: number; month: string; rate: string; orders: number; tax_amount: string } | null };

/** A list route filtered to a month (the generic list reads filters from the URL, simple-rest style). */
const filtered = (route: string, field: string, from: string, to: string) =>
  `${route}?filters[0][field]=${field}&filters[0][operator]=gte&filters[0][value]=${from}&filters[1][field]=${field}&filters[1][operator]=lte&filters[1][value]=${to}`;

/**
 * `/accounting/home`: this month and last month side by side (income, expense, net, bank balance,
 * unposted vouchers), each figure linking to its filtered list; the last tax run; close or reopen a month.
 */
export const AccountingHome = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { saved } = useNotices();
  const { result, query } = useCustom<Summary>({ url: `${apiUrl}/accounting-home`, method: "get" });
  const { data: closeAccess } = useCan({ resource: page.name, action: "close" });
  const { mutate, mutation } = useCustomMutation<{ message: string }>();
  // while loading, useCustom's data is an empty object
  const summary = Array.isArray((result?.data as Partial<Summary> | undefined)?.months) ? (result.data as Summary) : undefined;

  const setPeriod = (month: string, verb: "close" | "reopen") =>
    mutate(
      {
        url: `${apiUrl}/accounting-home/periods/${month}/${verb}`,
        method: "post",
        values: {},
        successNotification: (response) => ({ message: response?.data.message ?? t("messages.saved"), type: "success" }),
        errorNotification: saved.errorNotification,
      },
      { onSuccess: () => void query.refetch() },
    );

  const column = (figures: MonthFigures, title: string) => (
    <Col xs={24} md={12} key={figures.month}>
      <Card
        title={`${title} · ${figures.month}`}
        data-testid={`month-${figures.month}`}
        extra={
          <Space>
            <Tag color={figures.closed ? "red" : "green"}>{t(`accounting-home.figures.${figures.closed ? "closed" : "open"}`)}</Tag>
            {closeAccess?.can && (
              <Popconfirm
                title={t(`accounting-home.figures.${figures.closed ? "confirmReopen" : "confirmClose"}`, { month: figures.month })}
                onConfirm={() => setPeriod(figures.month, figures.closed ? "reopen" : "close")}
              >
                <Button size="small" loading={mutation.isPending}>
                  {t(`accounting-home.actions.${figures.closed ? "reopen" : "close"}`)}
                </Button>
              </Popconfirm>
            )}
          </Space>
        }
      >
        <Row gutter={[16, 16]}>
          <Col span={12}>
            <Link to={filtered("/accounting/income", "date", figures.from, figures.to)}>
              <Statistic title={t("accounting-home.figures.income")} value={figures.income} />
            </Link>
          </Col>
          <Col span={12}>
            <Link to={filtered("/accounting/expense", "date", figures.from, figures.to)}>
              <Statistic title={t("accounting-home.figures.expense")} value={figures.expense} />
            </Link>
          </Col>
          <Col span={12}>
            <Statistic
              title={t("accounting-home.figures.net")}
              value={figures.net}
              valueStyle={{ color: figures.net.startsWith("-") ? "#cf1322" : "#3f8600" }}
            />
          </Col>
          <Col span={12}>
            <Link to={filtered("/accounting/bank", "date", figures.from, figures.to)}>
              <Statistic title={t("accounting-home.figures.bank_balance")} value={figures.bank_balance} />
            </Link>
          </Col>
          <Col span={12}>
            <Link
              to={`${filtered("/accounting/voucher", "date", figures.from, figures.to)}&filters[2][field]=status&filters[2][operator]=eq&filters[2][value]=draft`}
            >
              <Statistic title={t("accounting-home.figures.unposted_vouchers")} value={figures.unposted_vouchers} />
            </Link>
          </Col>
        </Row>
      </Card>
    </Col>
  );

  return (
    <Card title={t(`${page.name}.${page.name}`)} loading={query.isLoading}>
      {summary && (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          <Row gutter={[16, 16]}>
            {column(summary.months[0], t("accounting-home.figures.thisMonth"))}
            {column(summary.months[1], t("accounting-home.figures.lastMonth"))}
          </Row>
          <Card size="small" title={t("accounting-home.figures.last_tax")}>
            {summary.last_tax ? (
              <Link to={`/accounting/tax/show/${summary.last_tax.id}`}>
                <Typography.Text>
                  {summary.last_tax.month} · {summary.last_tax.rate}% · {summary.last_tax.orders} · {summary.last_tax.tax_amount}
                </Typography.Text>
              </Link>
            ) : (
              <Typography.Text type="secondary">{t("accounting-home.figures.noTax")}</Typography.Text>
            )}
          </Card>
        </Space>
      )}
    </Card>
  );
};

export default AccountingHome;
