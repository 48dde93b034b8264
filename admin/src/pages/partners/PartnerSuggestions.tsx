import type { BaseKey } from "@refinedev/core";
import { Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { type operations, useApiQuery } from "../../api/client";

/** One line of GET /api/partners/:id/suggest, as the API declares it. */
export type Suggestion = operations["getPartnersIdSuggest"]["responses"][200]["content"]["application/json"][number];

/** Active employees whose designation or department matches the partner's skills, best first. */
export const PartnerSuggestions = ({ id, version }: { id: BaseKey; version: unknown }) => {
  const { t } = useTranslation();
  // read again whenever the partner changes (`version`): part of the query's key, not of the URL
  const suggest = useApiQuery(["partners", id, "suggest", version], (api) =>
    api.GET("/api/partners/{id}/suggest", { params: { path: { id: Number(id) } } }),
  );
  const rows = suggest.data ?? [];
  return (
    <>
      <Typography.Paragraph type="secondary">{t("partners.suggest.hint")}</Typography.Paragraph>
      <Table<Suggestion>
        rowKey="id"
        size="small"
        data-testid="partner-suggestions"
        scroll={{ x: "max-content" }}
        loading={suggest.isLoading}
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
