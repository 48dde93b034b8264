import { Alert, Card, Select, Space, Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useRegistry } from "../../registry/RegistryContext";
import type { PageProps } from "../../screens";
import { CustomFields } from "./CustomFields";
import { DeclaredFields } from "./DeclaredFields";
import { ListLayout } from "./ListLayout";
import { useCustomizeState } from "./state";

/**
 * `/settings/customize` (ADMIN): pick a resource, then its custom fields, its declared fields'
 * labels and required marks, and its list's layout. Changes apply at once for every user.
 */
export const CustomizePage = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const registry = useRegistry();
  const [params, setParams] = useSearchParams();
  const name = params.get("entity") ?? undefined;
  const entity = name ? registry.entityByName.get(name) : undefined;
  const customize = useCustomizeState(entity?.name);

  return (
    <Card title={t(`${page.name}.${page.name}`)}>
      <Space direction="vertical" size="large" style={{ width: "100%" }}>
        <Space wrap>
          <Typography.Text>{t("customize.resource")}</Typography.Text>
          <Select
            showSearch
            aria-label={t("customize.resource")}
            optionFilterProp="label"
            style={{ minWidth: 280 }}
            placeholder={t("customize.pickResource")}
            value={entity?.name}
            onChange={(value) => setParams({ entity: value })}
            options={registry.groups.flatMap((group) =>
              registry.entities
                .filter((e) => e.group === group)
                .map((e) => ({ value: e.name, label: `${t(`menu.${group}`)} / ${t(`${e.name}.${e.name}`)}` })),
            )}
          />
        </Space>
        {!entity && <Alert type="info" showIcon message={t("customize.intro")} />}
        {entity && (
          <Tabs
            items={[
              { key: "custom", label: t("customize.tabs.custom"), children: <CustomFields resource={entity.name} {...customize} /> },
              { key: "declared", label: t("customize.tabs.declared"), children: <DeclaredFields entity={entity} {...customize} /> },
              { key: "layout", label: t("customize.tabs.layout"), children: <ListLayout entity={entity} {...customize} /> },
            ]}
          />
        )}
      </Space>
    </Card>
  );
};

export default CustomizePage;
