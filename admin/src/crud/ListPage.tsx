import { List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Grid, Tabs } from "antd";
import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { allowsOperation } from "./entity";
import { ImportButton } from "./ImportButton";
import { RecordsTable } from "./RecordsTable";
import type { ScreenProps } from "../screens";

/** The trash tab, fetched when it is first opened. */
const TrashTable = lazy(() => import("./TrashTable").then((m) => ({ default: m.TrashTable })));

/**
 * The generic list: live records and, in a second tab, the trash (where deleted records can be
 * restored), for roles that may restore. Create and Import buttons where the declaration and the
 * role allow them (read-only entities such as stock levels get neither, nor a trash).
 */
export const ListPage = ({
  entity,
  editable,
  deletable,
  extraColumns,
  before,
}: ScreenProps & Omit<ComponentProps<typeof RecordsTable>, "entity"> & { before?: ReactNode }) => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"records" | "trash">("records");
  const { data: trash } = useCan({ resource: entity.name, action: "trash" });
  const withTrash = allowsOperation(entity, "delete") && Boolean(trash?.can);
  // on a phone Import goes in the list's one menu beside the search
  const phone = Grid.useBreakpoint().md === false;
  return (
    <List
      resource={entity.name}
      canCreate={allowsOperation(entity, "create") ? undefined : false}
      headerButtons={({ defaultButtons }) => (
        <>
          {defaultButtons}
          {!phone && <ImportButton entity={entity} />}
        </>
      )}
    >
      {/* the table keeps its place while the trash permission arrives: no second mount, no refetch */}
      {withTrash && (
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as "records" | "trash")}
          items={[
            { key: "records", label: t("list.tabs.records") },
            { key: "trash", label: t("list.tabs.trash") },
          ]}
        />
      )}
      {tab === "records" && before}
      {withTrash && tab === "trash" ? (
        <Suspense>
          <TrashTable entity={entity} />
        </Suspense>
      ) : (
        <RecordsTable
          entity={entity}
          editable={editable}
          deletable={deletable}
          extraColumns={extraColumns}
          tools={phone && <ImportButton entity={entity} />}
        />
      )}
    </List>
  );
};

export default ListPage;
