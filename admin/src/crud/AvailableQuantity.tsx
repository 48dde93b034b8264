import type { LinesField } from "@erp/api/entities";
import { useCan, useList } from "@refinedev/core";
import { Form, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatNumber } from "./format";

type Available = NonNullable<LinesField["available"]>;
type Line = Record<string, unknown> | undefined;

/**
 * What each line's quantity may take (a lines field's `available`: an order line's stock on hand), read
 * once for every referenced record of the form's lines: `of(index)` is the hint under that line's
 * quantity ("12 on hand"), a warning when the quantity is more. Nothing for a role that may not list it.
 */
export const useAvailable = (lines: string, available: Available | undefined) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const rows = (Form.useWatch(lines, form) as Line[] | undefined) ?? [];
  const { data: access } = useCan({ resource: available?.from ?? "", action: "list", queryOptions: { enabled: Boolean(available) } });
  const ids = [...new Set(rows.map((row) => row?.[available?.ref ?? ""]).filter((id) => id !== undefined && id !== null && id !== ""))];
  const enabled = Boolean(available && access?.can && ids.length);
  const { result, query } = useList({
    resource: available?.from ?? "",
    filters: [{ field: available?.ref ?? "", operator: "eq", value: ids }],
    pagination: { mode: "off" },
    queryOptions: { enabled },
  });
  if (!available || !enabled) return () => null;
  const byRef = new Map((result.data ?? []).map((record) => [String(record[available.ref]), Number(record[available.field] ?? 0)]));

  return (index: number) => {
    const row = rows[index];
    const ref = row?.[available.ref];
    if (ref === undefined || ref === null || ref === "") return null;
    // not read yet: nothing rather than a wrong "0"; read and absent: none on hand
    if (!byRef.has(String(ref)) && (query.isFetching || !query.isSuccess)) return null;
    const onHand = byRef.get(String(ref)) ?? 0;
    const wanted = Number(row?.[available.quantity] ?? 0);
    const short = wanted > onHand;
    return (
      <Typography.Text type={short ? "warning" : "secondary"} style={{ fontSize: 12 }} data-testid="line-available">
        {short ? t("lines.availableShort", { count: onHand, value: formatNumber(onHand) }) : t("lines.available", { value: formatNumber(onHand) })}
      </Typography.Text>
    );
  };
};
