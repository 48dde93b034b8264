import type { EntityDef } from "@erp/api/entities";
import { Show } from "@refinedev/antd";
import { useShow } from "@refinedev/core";
import type { ReactElement, ReactNode } from "react";
import { takesAttachments } from "./attachmentFiles";
import { allowsOperation, type Field } from "./entity";
import { RecordActions, type RecordAction } from "./RecordActions";
import { RecordAttachments } from "./RecordAttachments";
import { RecordDetails } from "./RecordDetails";
import { RecordHistory } from "./RecordHistory";
import { RecordTitle } from "./RecordTitle";
import { StatusTag, statusFieldOf } from "./StatusTag";
import type { ScreenProps } from "../screens";

type Shown = Record<string, unknown>;
type PerRecord<T> = T | ((record: Shown) => T);
const of = <T,>(value: PerRecord<T> | undefined, record: Shown): T | undefined =>
  typeof value === "function" ? (value as (record: Shown) => T)(record) : value;

/** What a screen may add to the generic show page (as `FormAdditions` to the create and edit pages). */
export type ShowAdditions = {
  /** Whether the record may still be edited (default: always, where the declaration allows it), e.g. a draft only. */
  editable?: (record: Shown) => boolean;
  /** Whether it may be deleted (default: as `editable`). */
  deletable?: (record: Shown) => boolean;
  /** Tags beside the title (default: the status as a coloured tag, where the entity has one). */
  tags?: PerRecord<ReactElement | undefined>;
  /** The record's verbs: the first `primary` one is a button, the others go in "More" with Delete and Refresh. */
  actions?: PerRecord<RecordAction[]>;
  /** A screen's own rendering of some fields; undefined = the generic one. */
  render?: (field: Field, record: Shown) => ReactNode | undefined;
  /** Content above the details (e.g. a vendor's purchase totals). */
  before?: (record: Shown) => ReactNode;
  /** Content under the details and related lists (a ledger, a timeline, a QR code, the modals of actions). */
  children?: (record: Shown) => ReactNode;
};

/** The record a show page is about, as the page's own query has it (the screen and ShowPage share one request). */
export const useShownRecord = (entity: EntityDef) => {
  const { query, showId } = useShow({ resource: entity.name });
  return { record: query.data?.data as Shown | undefined, id: showId, query };
};

/**
 * A record's page: its own name and status in the header, the workflow's next step as one button and
 * the rest (other verbs, Delete naming the record, Refresh) in a "More" menu, Edit where the
 * declaration and the record allow it; then its details, its lines as full-width tables and the
 * records that point at it, its attachments (unless `attachments: false`) and its history (unless the
 * entity declares `history: false`). Every
 * entity gets this by declaration; screens add to it (ShowAdditions).
 */
export const ShowPage = ({ entity, editable = () => true, deletable, tags, actions, render, before, children }: ScreenProps & ShowAdditions) => {
  const { record, id, query } = useShownRecord(entity);
  const status = statusFieldOf(entity);
  const canEdit = allowsOperation(entity, "edit") && Boolean(record) && editable(record!);
  const canDelete = allowsOperation(entity, "delete") && Boolean(record) && (deletable ?? editable)(record!);
  const ownTags = record ? of(tags, record) : undefined;

  return (
    <Show
      resource={entity.name}
      recordItemId={id}
      isLoading={query.isLoading}
      title={record ? <RecordTitle entity={entity} record={record} /> : undefined}
      headerProps={{
        className: "erp-show-header",
        tags: record ? (ownTags ?? (status ? <StatusTag resource={entity.name} status={record[status]} /> : undefined)) : undefined,
      }}
      headerButtons={
        record && id !== undefined ? (
          <RecordActions
            entity={entity}
            record={record}
            id={id}
            actions={of(actions, record) ?? []}
            canEdit={canEdit}
            canDelete={canDelete}
            onRefresh={() => void query.refetch()}
          />
        ) : null
      }
    >
      {record && before?.(record)}
      {record && <RecordDetails entity={entity} record={record} render={render && ((field) => render(field, record))} />}
      {record && children?.(record)}
      {record && id !== undefined && takesAttachments(entity) && <RecordAttachments entity={entity} id={String(id)} />}
      {record && id !== undefined && entity.history !== false && <RecordHistory entity={entity} id={String(id)} version={record.updated_at} />}
    </Show>
  );
};

export type { RecordAction };
export default ShowPage;
