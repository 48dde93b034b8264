import type { EntityDef } from "@erp/api/entities";
import { CreateButton } from "@refinedev/antd";
import { Button, Empty, Space } from "antd";
import { useTranslation } from "react-i18next";
import { allowsOperation, resourceTitle } from "./entity";
import { ImportButton } from "./ImportButton";

/**
 * What an empty list says, and what to do next: with filters or a search in force, that nothing
 * matches and a button to clear them; otherwise that there are no records yet, with Create and
 * Import CSV where the declaration and the role allow them.
 */
export const EmptyList = ({ entity, filtered, onClear }: { entity: EntityDef; filtered: boolean; onClear: () => void }) => {
  const { t } = useTranslation();
  const records = resourceTitle(t, entity.name, "list").toLocaleLowerCase();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filtered ? t("list.empty.noMatch", { records }) : t("list.empty.none", { records })}
      data-testid="empty-list"
    >
      <Space wrap style={{ justifyContent: "center" }}>
        {filtered ? (
          <Button type="primary" onClick={onClear}>
            {t("list.empty.clear")}
          </Button>
        ) : (
          <>
            {allowsOperation(entity, "create") && <CreateButton resource={entity.name} type="primary" />}
            <ImportButton entity={entity} />
          </>
        )}
      </Space>
    </Empty>
  );
};

export default EmptyList;
