import { useApiUrl, useCustom, useParsed } from "@refinedev/core";
import { Card, Col, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../crud/format";
import { useNotices } from "../../crud/notices";
import { ShowPage } from "../../crud/ShowPage";
import type { ScreenProps } from "../../screens";

/** What GET /api/vendors/:id/purchase-summary answers. */
export type PurchaseSummary = { orders: number; total: string; paid: string; due: string };

/** Its purchase orders' count, total, paid and due. */
const Summary = ({ id }: { id: unknown }) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { saved } = useNotices();
  const summary = useCustom<PurchaseSummary>({
    url: `${apiUrl}/vendors/${id}/purchase-summary`,
    method: "get",
    queryOptions: { enabled: id !== undefined },
    errorNotification: saved.errorNotification,
  });
  const totals = summary.result.data as PurchaseSummary | undefined;
  const loading = summary.query.isLoading;
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
