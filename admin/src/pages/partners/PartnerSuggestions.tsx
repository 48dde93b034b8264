import { useApiUrl, useCustom, type BaseKey } from "@refinedev/core";
import { Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNotices } from "../../crud/notices";

/** One line of GET /api/partners/:id/suggest. */
export type Suggestion = {
  id: number;
  name: string;
  designation: string | null;
  department: string | null;
  matched: string[];
  score: number;
  engaged: boolean;
};

/** Active employees whose designation or department matches the partner's skills, best first. */
export const PartnerSuggestions = ({ id, version }: { id: BaseKey; version: unknown }) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { saved } = useNotices();
  const suggest = useCustom<Suggestion[]>({
    url: `${apiUrl}/partners/${id}/suggest`,
    method: "get",
    config: { query: { v: String(version ?? "") } },
    errorNotification: saved.errorNotification,
  });
  const rows = Array.isArray(suggest.result.data) ? (suggest.result.data as Suggestion[]) : [];
  return (
    <>
      <Typography.Paragraph type="secondary">{t("partners.suggest.hint")}</Typography.Paragraph>
      <Table<Suggestion>
        rowKey="id"
        size="small"
        data-testid="partner-suggestions"
        loading={suggest.query.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t("partners.suggest.empty") }}
        columns={[
          { title: t("partners.personnel.fields.employee_id"), dataIndex: "name" },
          { title: t("partners.suggest.designation"), dataIndex: "designation" },
          { title: t("partners.suggest.department"), dataIndex: "department" },
          { title: t("partners.suggest.matched"), dataIndex: "matched", render: (tags: string[]) => tags.map((tag) => <Tag key={tag}>{tag}</Tag>) },
          { key: "engaged", render: (_, row) => (row.engaged ? <Tag color="green">{t("partners.suggest.engaged")}</Tag> : null) },
        ]}
      />
    </>
  );
};
