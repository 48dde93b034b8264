import { Alert, Card, Select, Space, Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useRegistry } from "../../registry/RegistryContext";
import type { PageProps } from "../../screens";
import { ConfigFile } from "./ConfigFile";
import { CustomFields } from "./CustomFields";
import { CustomResources } from "./CustomResources";
import { DeclaredFields } from "./DeclaredFields";
import { ListLayout } from "./ListLayout";
import { useCustomizeState } from "./state";

/**
 * `/settings/customize` (ADMIN): the resources an ADMIN declares; for any resource, its custom
 * fields, its declared fields' labels and required marks, and its list's layout; the configuration
 * as one file. Changes apply at once for every user.
 */
export const CustomizePage = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") ?? (params.get("entity") ? "fields" : "resources");
  return (
    <Card title={t(`${page.name}.${page.name}`)}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key })}
        items={[
          { key: "resources", label: t("customize.tabs.resources"), children: <CustomResources /> },
          { key: "fields", label: t("customize.tabs.fields"), children: <EntityCustomisation /> },
          { key: "file", label: t("customize.tabs.file"), children: <ConfigFile /> },
        ]}
      />
    </Card>
  );
};

/** One resource's custom fields, standard fields' labels and list layout. */
const EntityCustomisation = () => {
  const { t } = useTranslation();
  const registry = useRegistry();
  const [params, setParams] = useSearchParams();
  const name = params.get("entity") ?? undefined;
  const entity = name ? registry.entityByName.get(name) : undefined;
  const customize = useCustomizeState(entity?.name);

  return (
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
          onChange={(value) => setParams({ tab: "fields", entity: value })}
          options={registry.groups.flatMap((group) =>
            registry.entities
              .filter((e) => e.group === group)
              .map((e) => ({ value: e.name, label: `${t(`menu.${group}`)} / ${e.caption ?? t(`${e.name}.${e.name}`)}` })),
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
  );
};

export default CustomizePage;
