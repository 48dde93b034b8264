import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { enumLabel } from "../../crud/entity";

const colors: Record<string, string> = {
  draft: "gold",
  sent: "blue",
  issued: "blue",
  accepted: "cyan",
  paid: "green",
  converted: "green",
  closed: "purple",
  rejected: "red",
  expired: "default",
  cancelled: "default",
};

/** A quotation's or service invoice's status as a coloured tag. */
export const DocumentStatusTag = ({ resource, status }: { resource: string; status: unknown }) => {
  const { t } = useTranslation();
  if (status === null || status === undefined || status === "") return null;
  return <Tag color={colors[String(status)] ?? "default"}>{enumLabel(t, resource, "status", status)}</Tag>;
};
