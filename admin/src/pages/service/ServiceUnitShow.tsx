import { Show } from "@refinedev/antd";
import { useShow } from "@refinedev/core";
import { allowsOperation } from "../../crud/entity";
import { useNotices } from "../../crud/notices";
import { RecordDetails } from "../../crud/RecordDetails";
import type { ScreenProps } from "../../screens";
import { QrCard } from "./QrCard";

/** A service unit: the generic details and its QR code (code and show page), downloadable as PNG and SVG. */
export const ServiceUnitShow = ({ entity }: ScreenProps) => {
  const { deleted } = useNotices();
  const { query, showId: id } = useShow({ resource: entity.name });
  const record = query.data?.data as Record<string, unknown> | undefined;
  return (
    <Show
      resource={entity.name}
      isLoading={query.isLoading}
      canEdit={allowsOperation(entity, "edit")}
      canDelete={allowsOperation(entity, "delete")}
      deleteButtonProps={{ ...deleted }}
    >
      {record && <RecordDetails entity={entity} record={record} />}
      {record && id !== undefined && <QrCard resource="service-units" id={id} name={String(record.service_code ?? "")} />}
    </Show>
  );
};

export default ServiceUnitShow;
