import { fromCents, sumCents, toCents } from "@erp/api/entities/money";
import { useMany, type BaseKey } from "@refinedev/core";
import { Form, Table, Typography, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel, lineFieldLabel, recordLabel } from "../../crud/entity";
import { formatMoney, formatNumber } from "../../crud/format";
import { useRegistry } from "../../registry/RegistryContext";

type Line = { product_id?: BaseKey | null; quantity?: number | string | null };
type SummaryRow = { key: number; product: string; price?: bigint; quantity?: number; amount?: bigint };

const money = (cents: bigint | undefined) => (cents === undefined ? "" : <span className="erp-money">{formatMoney(fromCents(cents))}</span>);

/**
 * Read-only, under the order form: each line's product at its current price, the amount
 * (quantity x price) and the order total, as the server will compute them on save.
 */
export const LinesSummary = ({ form }: { form: FormInstance }) => {
  const { t } = useTranslation();
  const lines = (Form.useWatch("lines", form) as Line[] | undefined) ?? [];
  const ids = [...new Set(lines.map((line) => line?.product_id).filter((id): id is BaseKey => id !== null && id !== undefined && id !== ""))];
  const products = useRegistry().entityByName.get("products");
  const { result } = useMany({ resource: "products", ids, queryOptions: { enabled: ids.length > 0 } });
  const byId = new Map(result.data.map((product) => [String(product.id), product]));

  const rows: SummaryRow[] = lines.map((line, index) => {
    const product = line?.product_id === undefined || line?.product_id === null ? undefined : byId.get(String(line.product_id));
    const price = product?.price === undefined || product.price === null ? undefined : toCents(product.price as string);
    const quantity =
      Number.isInteger(Number(line?.quantity)) && line?.quantity !== null && line?.quantity !== "" ? Number(line?.quantity) : undefined;
    const amount = price !== undefined && quantity !== undefined ? price * BigInt(quantity) : undefined;
    return { key: index, product: product ? recordLabel(products, product) : "", price, quantity, amount };
  });
  const shippingCost = Form.useWatch("shipping_cost", form) as string | number | null | undefined;
  const shipping = (() => {
    try {
      return toCents(shippingCost === null || shippingCost === undefined || shippingCost === "" ? "0" : String(shippingCost));
    } catch {
      return 0n; // not an amount yet: the form's own rule says so
    }
  })();
  const total = sumCents(rows.map((row) => row.amount ?? 0n)) + shipping;
  if (rows.length === 0) return null;

  return (
    <section aria-label={t("orders.workflow.summary.title")}>
      <Typography.Title level={5}>{t("orders.workflow.summary.title")}</Typography.Title>
      <Table<SummaryRow>
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: "product", dataIndex: "product", title: lineFieldLabel(t, "orders", "lines", "product_id") },
          { key: "price", title: t("orders.workflow.summary.price"), align: "right", render: (_, row) => money(row.price) },
          {
            key: "quantity",
            title: lineFieldLabel(t, "orders", "lines", "quantity"),
            align: "right",
            render: (_, row) => formatNumber(row.quantity),
          },
          { key: "amount", title: lineFieldLabel(t, "orders", "lines", "amount"), align: "right", render: (_, row) => money(row.amount) },
        ]}
        summary={() => (
          <>
            {shipping > 0n && (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  {fieldLabel(t, "orders", "shipping_cost")}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {money(shipping)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>{fieldLabel(t, "orders", "total")}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong data-testid="order-total">{money(total)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </>
        )}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t("orders.workflow.summary.note")}
      </Typography.Paragraph>
    </section>
  );
};
