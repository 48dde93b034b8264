import { DownloadOutlined } from "@ant-design/icons";
import { useApiUrl, useCan, useCustom } from "@refinedev/core";
import { Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../crud/format";
import { ShowPage, useShownRecord } from "../../crud/ShowPage";
import type { ScreenProps } from "../../screens";

type Line = {
  id: number;
  order_number: string;
  order_amount: string;
  shipping_cost: string;
  taxable_amount: string;
  tax_rate: string;
  tax_amount: string;
};
const pageSize = 20;

/** A tax run: its totals on top, then its lines (one per order), paged, and their CSV. */
export const TaxShow = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { record } = useShownRecord(entity) as { record?: Record<string, unknown> & { id: number; orders: number } };
  const { data: mayExport } = useCan({ resource: entity.name, action: "export" });
  const [page, setPage] = useState(1);
  const { result, query: lines } = useCustom<Line[]>({
    url: `${apiUrl}/taxes/${record?.id}/lines`,
    method: "get",
    config: { query: { _start: (page - 1) * pageSize, _end: page * pageSize } },
    queryOptions: { enabled: Boolean(record) },
  });
  const money = (value: unknown) => <span className="erp-money">{formatMoney(value)}</span>;
  return (
    <ShowPage
      entity={entity}
      actions={
        record && mayExport?.can
          ? [
              {
                key: "export",
                label: t("taxes.form.export"),
                icon: <DownloadOutlined />,
                primary: true,
                href: `${apiUrl}/taxes/${record.id}/lines.csv`,
              },
            ]
          : []
      }
    >
      {() => (
        <Table<Line>
          style={{ marginTop: 24 }}
          size="small"
          scroll={{ x: true }}
          rowKey="id"
          loading={lines.isLoading}
          dataSource={Array.isArray(result?.data) ? (result.data as Line[]) : []}
          pagination={{ current: page, pageSize, total: record?.orders ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { key: "order_number", dataIndex: "order_number", title: t("taxes.lines.order_number") },
            { key: "order_amount", dataIndex: "order_amount", title: t("taxes.lines.order_amount"), align: "right", render: money },
            { key: "shipping_cost", dataIndex: "shipping_cost", title: t("taxes.lines.shipping_cost"), align: "right", render: money },
            { key: "taxable_amount", dataIndex: "taxable_amount", title: t("taxes.lines.taxable_amount"), align: "right", render: money },
            { key: "tax_rate", dataIndex: "tax_rate", title: t("taxes.lines.tax_rate"), align: "right" },
            { key: "tax_amount", dataIndex: "tax_amount", title: t("taxes.lines.tax_amount"), align: "right", render: money },
          ]}
        />
      )}
    </ShowPage>
  );
};
