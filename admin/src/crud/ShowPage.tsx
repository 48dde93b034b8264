import { Show } from "@refinedev/antd";
import { useShow } from "@refinedev/core";
import { allowsOperation } from "./entity";
import { useNotices } from "./notices";
import { RecordDetails } from "./RecordDetails";
import type { ScreenProps } from "../screens";

/** A record's details and related lists, with edit and delete where the declaration allows them. */
export const ShowPage = ({ entity }: ScreenProps) => {
  const { deleted } = useNotices();
  const { query } = useShow({ resource: entity.name });
  const record = query.data?.data as Record<string, unknown> | undefined;

  return (
    <Show
      resource={entity.name}
      isLoading={query.isLoading}
      // read-only entities (a log, stock levels) offer neither
      canEdit={allowsOperation(entity, "edit")}
      canDelete={allowsOperation(entity, "delete")}
      deleteButtonProps={{ ...deleted }}
    >
      {record && <RecordDetails entity={entity} record={record} />}
    </Show>
  );
};

export default ShowPage;
