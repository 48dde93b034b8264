import { useParsed } from "@refinedev/core";
import { Card, Col, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { type operations, useApiQuery } from "../../api/client";
import { formatMoney } from "../../crud/format";
import { ShowPage } from "../../crud/ShowPage";
import type { ScreenProps } from "../../screens";

/** What GET /api/vendors/:id/purchase-summary answers, as the API declares it. */
export type PurchaseSummary = operations["getVendorsIdPurchaseSummary"]["responses"][200]["content"]["application/json"];

/** Its purchase orders' count, total, paid and due. */
const Summary = ({ id }: { id: unknown }) => {
  const { t } = useTranslation();
  const summary = useApiQuery(
    ["vendors", id, "purchase-summary"],
    (api) => api.GET("/api/vendors/{id}/purchase-summary", { params: { path: { id: Number(id) } } }),
    id !== undefined,
  );
  const totals = summary.data;
  const loading = summary.isLoading;
  return (
    <Card size="small" title={t("vendors.summary.title")} style={{ marginBottom: 16 }} data-testid="vendor-summary">
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Statistic title={t("vendors.summary.orders")} value={totals?.orders ?? 0} loading={loading} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t("vendors.summary.total")} value={formatMoney(totals?.total ?? "0")} loading={loading} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t("vendors.summary.paid")} value={formatMoney(totals?.paid ?? "0")} loading={loading} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t("vendors.summary.due")}
            value={formatMoney(totals?.due ?? "0")}
            loading={loading}
            valueStyle={totals && Number(totals.due) > 0 ? { color: "#faad14" } : undefined}
          />
        </Col>
      </Row>
    </Card>
  );
};

/** A vendor: the generic record page with its purchase totals above the details (its purchase orders list under them). */
export const VendorShow = ({ entity }: ScreenProps) => {
  const { id } = useParsed();
  return <ShowPage entity={entity} before={() => <Summary id={id} />} />;
};

export default VendorShow;
