import { entityByName } from "@erp/api/entities";
import { useMany, type BaseKey } from "@refinedev/core";
import { Form, Table, Typography, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel, lineFieldLabel, recordLabel } from "../../crud/entity";
import { formatMoney, formatNumber } from "../../crud/format";

type Line = { product_id?: BaseKey | null; quantity?: number | string | null };
type SummaryRow = { key: number; product: string; price?: number; quantity?: number; amount?: number };

/** Money in integer cents (prices arrive as "12.50"), so amounts and the total are exact. */
export const toCents = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 100) : undefined;
};
export const fromCents = (cents: number): string => {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
};

const products = entityByName.get("products");
const money = (cents: number | undefined) => (cents === undefined ? "" : <span className="erp-money">{formatMoney(fromCents(cents))}</span>);

/**
 * Read-only, under the order form: each line's product at its current price, the amount
 * (quantity x price) and the order total, as the server will compute them on save.
 */
export const LinesSummary = ({ form }: { form: FormInstance }) => {
  const { t } = useTranslation();
  const lines = (Form.useWatch("lines", form) as Line[] | undefined) ?? [];
  const ids = [...new Set(lines.map((line) => line?.product_id).filter((id): id is BaseKey => id !== null && id !== undefined && id !== ""))];
  const { result } = useMany({ resource: "products", ids, queryOptions: { enabled: ids.length > 0 } });
  const byId = new Map(result.data.map((product) => [String(product.id), product]));

  const rows: SummaryRow[] = lines.map((line, index) => {
    const product = line?.product_id === undefined || line?.product_id === null ? undefined : byId.get(String(line.product_id));
    const price = toCents(product?.price);
    const quantity = Number.isInteger(Number(line?.quantity)) && line?.quantity !== null && line?.quantity !== "" ? Number(line?.quantity) : undefined;
    const amount = price !== undefined && quantity !== undefined ? price * quantity : undefined;
    return { key: index, product: product ? recordLabel(products, product) : "", price, quantity, amount };
  });
  const total = rows.reduce((sum, row) => sum + (row.amount ?? 0), 0);
  if (rows.length === 0) return null;

  return (
    <section aria-label={t("orderWorkflow.summary.title")}>
      <Typography.Title level={5}>{t("orderWorkflow.summary.title")}</Typography.Title>
      <Table<SummaryRow>
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: "product", dataIndex: "product", title: lineFieldLabel(t, "orders", "lines", "product_id") },
          { key: "price", title: t("orderWorkflow.summary.price"), align: "right", render: (_, row) => money(row.price) },
          { key: "quantity", title: lineFieldLabel(t, "orders", "lines", "quantity"), align: "right", render: (_, row) => formatNumber(row.quantity) },
          { key: "amount", title: lineFieldLabel(t, "orders", "lines", "amount"), align: "right", render: (_, row) => money(row.amount) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <strong>{fieldLabel(t, "orders", "total")}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong data-testid="order-total">{money(total)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t("orderWorkflow.summary.note")}
      </Typography.Paragraph>
    </section>
  );
};
