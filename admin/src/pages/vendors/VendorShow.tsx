import { Show } from "@refinedev/antd";
import { useApiUrl, useCustom, useShow } from "@refinedev/core";
import { Card, Col, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { allowsOperation } from "../../crud/entity";
import { formatMoney } from "../../crud/format";
import { useNotices } from "../../crud/notices";
import { RecordDetails } from "../../crud/RecordDetails";
import type { ScreenProps } from "../../screens";

/** What GET /api/vendors/:id/purchase-summary answers. */
export type PurchaseSummary = { orders: number; total: string; paid: string; due: string };

/** A vendor: its purchase orders' count, total, paid and due above the generic details and the list of its purchase orders. */
export const VendorShow = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { deleted, saved } = useNotices();
  const { query, showId: id } = useShow({ resource: entity.name });
  const record = query.data?.data as Record<string, unknown> | undefined;
  const summary = useCustom<PurchaseSummary>({
    url: `${apiUrl}/vendors/${id}/purchase-summary`,
    method: "get",
    queryOptions: { enabled: id !== undefined },
    errorNotification: saved.errorNotification,
  });
  const totals = summary.result.data as PurchaseSummary | undefined;

  return (
    <Show
      resource={entity.name}
      isLoading={query.isLoading}
      canEdit={allowsOperation(entity, "edit")}
      canDelete={allowsOperation(entity, "delete")}
      deleteButtonProps={{ ...deleted }}
    >
      <Card size="small" title={t("vendors.summary.title")} style={{ marginBottom: 16 }} data-testid="vendor-summary">
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Statistic title={t("vendors.summary.orders")} value={totals?.orders ?? 0} loading={summary.query.isLoading} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t("vendors.summary.total")} value={formatMoney(totals?.total ?? "0")} loading={summary.query.isLoading} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t("vendors.summary.paid")} value={formatMoney(totals?.paid ?? "0")} loading={summary.query.isLoading} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title={t("vendors.summary.due")}
              value={formatMoney(totals?.due ?? "0")}
              loading={summary.query.isLoading}
              valueStyle={totals && Number(totals.due) > 0 ? { color: "#faad14" } : undefined}
            />
          </Col>
        </Row>
      </Card>
      {record && <RecordDetails entity={entity} record={record} />}
    </Show>
  );
};

export default VendorShow;
