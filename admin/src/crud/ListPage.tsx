import { List } from "@refinedev/antd";
import { Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { allowsOperation } from "./entity";
import { RecordsTable } from "./RecordsTable";
import type { ScreenProps } from "./screens";
import { TrashTable } from "./TrashTable";

/** The generic list: live records and, in a second tab, the trash (where records can be deleted). */
export const ListPage = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"records" | "trash">("records");
  if (!allowsOperation(entity, "delete")) {
    return (
      <List resource={entity.name}>
        <RecordsTable entity={entity} />
      </List>
    );
  }
  return (
    <List resource={entity.name}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as "records" | "trash")}
        items={[
          { key: "records", label: t("list.tabs.records") },
          { key: "trash", label: t("list.tabs.trash") },
        ]}
      />
      {tab === "records" ? <RecordsTable entity={entity} /> : <TrashTable entity={entity} />}
    </List>
  );
};

export default ListPage;
