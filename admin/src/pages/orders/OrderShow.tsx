import { useInvalidate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { ShowPage, useShownRecord } from "../../crud/ShowPage";
import type { ScreenProps } from "../../screens";
import { useOrderDocuments } from "./OrderDocuments";
import { useStatusChange } from "./StatusButtons";
import { changeable, deletable } from "./locks";

/**
 * An order: the generic record page with the workflow's next status as its primary action (the
 * others in "More", with its confirmation and invoice to download or send to the customer) and, as
 * on every record's page, its history: the status changes with their reasons among the edits and
 * notes, and the messages the customer was sent (queued, sent, failed). Only a pending order can be
 * edited, only a pending or cancelled one deleted (the server's rules), so the header follows.
 */
export const OrderShow = ({ entity }: ScreenProps) => {
  const invalidate = useInvalidate();
  const queries = useQueryClient();
  const { record, id } = useShownRecord(entity);
  // the history carries the messages a move or a sent document queued
  const refreshHistory = () => void queries.invalidateQueries({ queryKey: ["api", "history", entity.name, String(id)] });
  const refresh = () => {
    void invalidate({ resource: entity.name, id, invalidates: ["list", "detail"] });
    refreshHistory();
  };
  const workflow = useStatusChange(id, record?.status, refresh);
  const documents = useOrderDocuments(id, record, refreshHistory);

  return (
    <ShowPage entity={entity} editable={changeable} deletable={deletable} actions={[...workflow.actions, ...documents]}>
      {() => workflow.modal}
    </ShowPage>
  );
};

export default OrderShow;
