import type { OrderStatus } from "@erp/api/entities";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { enumLabel } from "../../crud/entity";

/** One colour per workflow status: open ones in blues, done in green, stopped in red/grey. */
export const statusColors: Record<OrderStatus, string> = {
  pending: "gold",
  processing: "blue",
  shipping: "cyan",
  completed: "green",
  returning: "orange",
  cancelled: "default",
  refunded: "magenta",
};

export const StatusTag = ({ status }: { status: unknown }) => {
  const { t } = useTranslation();
  if (status === null || status === undefined || status === "") return null;
  return <Tag color={statusColors[status as OrderStatus] ?? "default"}>{enumLabel(t, "orders", "status", status)}</Tag>;
};
