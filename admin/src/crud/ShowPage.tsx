import { Show } from "@refinedev/antd";
import type { ReactNode } from "react";
import { useShow } from "@refinedev/core";
import { allowsOperation } from "./entity";
import { useNotices } from "./notices";
import { RecordDetails } from "./RecordDetails";
import type { ScreenProps } from "../screens";

/** A record's details and related lists, with edit and delete where the declaration allows them. */
export const ShowPage = ({
  entity,
  editable = () => true,
  children,
}: ScreenProps & { editable?: (record: Record<string, unknown>) => boolean; children?: (record: Record<string, unknown>) => ReactNode }) => {
  const { deleted } = useNotices();
  const { query } = useShow({ resource: entity.name });
  const record = query.data?.data as Record<string, unknown> | undefined;

  return (
    <Show
      resource={entity.name}
      isLoading={query.isLoading}
      // read-only entities (a log, stock levels) offer neither
      canEdit={allowsOperation(entity, "edit") && (!record || editable(record))}
      canDelete={allowsOperation(entity, "delete") && (!record || editable(record))}
      deleteButtonProps={{ ...deleted }}
    >
      {record && <RecordDetails entity={entity} record={record} />}
      {record && children?.(record)}
    </Show>
  );
};

export default ShowPage;
