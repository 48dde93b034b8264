import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { enumLabel } from "./entity";

/**
 * One colour per status word, whichever entity holds it: waiting in gold, moving in blues, done in
 * green, turned back in orange/magenta, refused in red, stopped in grey.
 */
export const statusColors: Record<string, string> = {
  draft: "gold",
  pending: "gold",
  unpaid: "gold",
  processing: "blue",
  sent: "blue",
  issued: "blue",
  shipping: "cyan",
  accepted: "cyan",
  completed: "green",
  paid: "green",
  converted: "green",
  posted: "green",
  active: "green",
  closed: "purple",
  returning: "orange",
  refunded: "magenta",
  rejected: "red",
  cancelled: "default",
  expired: "default",
  settled: "default",
  inactive: "default",
};

/** The field a declaration's records move through (`status`, an enum), if it has one. */
export const statusFieldOf = (entity: { fields: Record<string, { type: string }> }): string | undefined =>
  entity.fields.status?.type === "enum" ? "status" : undefined;

/** A status as a coloured tag, labelled `<resource>.values.status.<value>`. */
export const StatusTag = ({ resource, status, field = "status" }: { resource: string; status: unknown; field?: string }) => {
  const { t } = useTranslation();
  if (status === null || status === undefined || status === "") return null;
  return (
    <Tag color={statusColors[String(status)] ?? "default"} data-status={String(status)}>
      {enumLabel(t, resource, field, status)}
    </Tag>
  );
};
