import { ArrowRightOutlined } from "@ant-design/icons";
import { useGetIdentity } from "@refinedev/core";
import { Alert, Card, Col, Empty, List, Row, Skeleton, Space, Statistic, Typography } from "antd";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCurrency, formatDate, formatMoney } from "../../crud/format";
import { apiUrl } from "../../providers/data";
import { httpClient } from "../../providers/http";
import type { PageProps } from "../../screens";

const SalesChart = lazy(() => import("./Charts").then((m) => ({ default: m.SalesChart })));
const StatusPie = lazy(() => import("./Charts").then((m) => ({ default: m.StatusPie })));
const TopBar = lazy(() => import("./Charts").then((m) => ({ default: m.TopBar })));

type Figures = Record<string, unknown> & { link?: string };

/** One card: loads its own figures (a slow card never holds the others), links to its filtered list. */
const CardFrame = ({ name, children }: { name: string; children: (figures: Figures) => ReactNode }) => {
  const { t } = useTranslation();
  const [figures, setFigures] = useState<Figures>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let live = true;
    httpClient.get<Figures>(`${apiUrl}/dashboard/${name}`).then(
      (res) => live && setFigures(res.data),
      (e: { message?: string }) => live && setError(e.message ?? t("messages.unknownError")),
    );
    return () => {
      live = false;
    };
  }, [name, t]);
  return (
    <Card
      title={t(`dashboard.cards.${name}`)}
      data-card={name}
      extra={
        figures?.link && (
          <Link to={figures.link} aria-label={t("dashboard.open")}>
            <ArrowRightOutlined />
          </Link>
        )
      }
      style={{ height: "100%" }}
    >
      {error ? (
        <Alert type="error" message={error} />
      ) : figures ? (
        <Suspense fallback={<Skeleton active />}>{children(figures)}</Suspense>
      ) : (
        <Skeleton active />
      )}
      {typeof figures?.as_of === "string" && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("dashboard.asOf", { time: formatDate(figures.as_of) })}
        </Typography.Text>
      )}
    </Card>
  );
};

type Day = { day: string; month: "this" | "last"; total: string };

const Sales = ({ f }: { f: Figures }) => {
  const { t } = useTranslation();
  const thisMonth = f.this_month as { total: string; orders: number };
  const lastMonth = f.last_month as { total: string; orders: number };
  const change = Number(lastMonth.total)
    ? Math.round(((Number(thisMonth.total) - Number(lastMonth.total)) / Number(lastMonth.total)) * 100)
    : undefined;
  // running totals by day of the month, both months on one axis
  const series: { day: number; total: number; month: string }[] = [];
  for (const month of ["last", "this"] as const) {
    let running = 0;
    for (const d of (f.days as Day[]).filter((x) => x.month === month)) {
      running += Number(d.total);
      series.push({
        day: Number(d.day.slice(8)),
        total: Math.round(running * 100) / 100,
        month: t(month === "this" ? "dashboard.thisMonth" : "dashboard.lastMonth"),
      });
    }
  }
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Row gutter={16}>
        <Col span={12}>
          <Statistic title={t("dashboard.thisMonth")} value={formatCurrency(thisMonth.total)} valueStyle={{ whiteSpace: "nowrap" }} />
          <Typography.Text type="secondary">
            {t("dashboard.orders")}: {thisMonth.orders}
          </Typography.Text>
          {change !== undefined && (
            <div>
              <Typography.Text type={change >= 0 ? "success" : "danger"}>
                {t("dashboard.change", { percent: change > 0 ? `+${change}` : change })}
              </Typography.Text>
            </div>
          )}
        </Col>
        <Col span={12}>
          <Statistic title={t("dashboard.lastMonth")} value={formatCurrency(lastMonth.total)} valueStyle={{ whiteSpace: "nowrap" }} />
          <Typography.Text type="secondary">
            {t("dashboard.orders")}: {lastMonth.orders}
          </Typography.Text>
        </Col>
      </Row>
      {series.length > 0 && <SalesChart data={series} />}
    </Space>
  );
};

const body: Record<string, (f: Figures) => ReactNode> = {
  sales: (f) => <Sales f={f} />,
  "orders-by-status": (f) => {
    const statuses = f.statuses as { status: string; orders: number }[];
    return statuses.length ? <StatusPie data={statuses.map((s) => ({ ...s, status: translateStatus(s.status) }))} /> : <Empty />;
  },
  "top-products": (f) => {
    const rows = f.products as { name: string; amount: string }[];
    return rows.length ? <TopBar data={rows.map((r) => ({ label: r.name, value: Number(r.amount) }))} /> : <Empty />;
  },
  "top-customers": (f) => {
    const rows = f.customers as { id: number; name: string; total: string; orders: number }[];
    return (
      <List
        size="small"
        dataSource={rows}
        locale={{ emptyText: <Empty /> }}
        renderItem={(r) => (
          <List.Item extra={formatCurrency(r.total)}>
            <Link to={`/sales/customer/show/${r.id}`}>{r.name}</Link>
          </List.Item>
        )}
      />
    );
  },
  receivables: (f) => (
    <Figure
      pairs={[
        ["dashboard.labels.pending", `${f.orders} · ${formatCurrency(f.total)}`],
        ["dashboard.labels.overdue", `${f.overdue} · ${formatCurrency(f.overdue_total)}`],
      ]}
    />
  ),
  "low-stock": (f) => {
    const rows = f.products as { id: number; code: string; name: string; on_hand: number; reorder_level: number }[];
    return (
      <Space direction="vertical" style={{ width: "100%" }}>
        <Figure pairs={[["dashboard.labels.below", String(f.below)]]} />
        <List
          size="small"
          dataSource={rows}
          renderItem={(r) => (
            <List.Item extra={`${r.on_hand} / ${r.reorder_level}`}>
              <Link to={`/sales/product/show/${r.id}`}>
                {r.code} {r.name}
              </Link>
            </List.Item>
          )}
        />
      </Space>
    );
  },
  headcount: (f) => (
    <Figure
      pairs={[
        ["dashboard.labels.active", String(f.active)],
        ["dashboard.labels.inactive", String(f.inactive)],
      ]}
    />
  ),
  payroll: (f) =>
    f.month ? (
      <Figure
        pairs={[
          ["dashboard.labels.month", String(f.month)],
          ["dashboard.labels.cost", formatCurrency(f.cost)],
          ["dashboard.labels.employees", String(f.employees)],
        ]}
      />
    ) : (
      <Empty />
    ),
  payables: (f) => (
    <Figure
      pairs={[
        ["dashboard.labels.dueOrders", String(f.orders)],
        ["dashboard.labels.due", formatCurrency(f.due)],
      ]}
    />
  ),
  cash: (f) => (
    <Figure
      pairs={[
        ["dashboard.labels.balance", formatCurrency(f.balance)],
        ["dashboard.labels.incomes", formatCurrency(f.incomes)],
        ["dashboard.labels.expenses", formatCurrency(f.expenses)],
      ]}
    />
  ),
};

let translateStatus: (status: string) => string = (s) => s;

const Figure = ({ pairs }: { pairs: [string, string][] }) => {
  const { t } = useTranslation();
  return (
    // a figure never breaks inside ("HK$⏎28,150.00"): a column as wide as its figure, the next on a new line when the card is narrow
    <Row gutter={[24, 12]}>
      {pairs.map(([label, value]) => (
        <Col flex="1 1 auto" key={label} style={{ maxWidth: "100%" }}>
          <Statistic title={t(label)} value={value} valueStyle={{ whiteSpace: "nowrap", fontSize: 22 }} />
        </Col>
      ))}
    </Row>
  );
};

/** A card the screen has no body for yet (a module's card): its figures as label/value pairs. */
const Generic = ({ f }: { f: Figures }) => (
  <Figure
    pairs={Object.entries(f)
      .filter(([k, v]) => k !== "card" && k !== "link" && k !== "as_of" && (typeof v === "string" || typeof v === "number"))
      .slice(0, 3)
      .map(([k, v]) => [`dashboard.labels.${k}`, typeof v === "string" && /^-?\d+\.\d\d$/.test(v) ? formatMoney(v) : String(v)])}
  />
);

/**
 * `/dashboard`, the landing page after sign-in: the cards the user's roles may read (the API
 * decides which), each loading on its own and linking to its filtered list.
 */
export const Dashboard = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<{ name?: string }>();
  const [cards, setCards] = useState<string[]>();
  const [basis, setBasis] = useState<string>("accrual");
  translateStatus = (s) => t(`orders.values.status.${s}`);
  useEffect(() => {
    void httpClient.get<{ cards: string[]; basis?: string }>(`${apiUrl}/dashboard`).then(
      (res) => {
        setCards(res.data.cards);
        if (res.data.basis) setBasis(res.data.basis);
      },
      () => setCards([]),
    );
  }, []);
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(`${page.name}.${page.name}`)}
        {identity?.name && (
          <Typography.Text type="secondary" style={{ fontSize: 14, marginLeft: 12 }}>
            {t("dashboard.greeting", { name: identity.name })}
          </Typography.Text>
        )}
      </Typography.Title>
      <Typography.Text type="secondary" data-testid="dashboard-basis">
        {t("reports.basisLine", { basis: t(`reports.basis.${basis}`) })}
      </Typography.Text>
      {!cards ? (
        <Skeleton active />
      ) : cards.length === 0 ? (
        <Empty description={t("dashboard.empty")} />
      ) : (
        <Row gutter={[16, 16]}>
          {cards.map((name) => (
            <Col xs={24} lg={name === "sales" ? 16 : 8} key={name}>
              <CardFrame name={name}>{(f) => (body[name] ?? ((x: Figures) => <Generic f={x} />))(f)}</CardFrame>
            </Col>
          ))}
        </Row>
      )}
    </Space>
  );
};

export default Dashboard;
