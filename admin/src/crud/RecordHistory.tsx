import type { EntityDef } from "@erp/api/entities";
import { ArrowDownOutlined, ArrowRightOutlined } from "@ant-design/icons";
import { Button, Divider, Empty, Space, Timeline, Typography } from "antd";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type operations, useApiQuery } from "../api/client";
import { type Field, fieldLabel } from "./entity";
import { FieldValue } from "./FieldValue";
import { formatDate } from "./format";
import { type OutboxMessage, OutboxMessageLine } from "./OutboxMessage";
import { NoteBox, NoteLine, takesNotes } from "./RecordNotes";

/** One line of GET /api/:resource/:id/history (newest first), as the API declares it. */
export type HistoryEntry = operations["getResourceIdHistory"]["responses"][200]["content"]["application/json"][number];
type Change = HistoryEntry["changes"][number];

/** Lines a page asks for (one more tells whether older ones follow). */
const pageSize = 20;
const engineActions = new Set(["create", "update", "delete", "restore", "status", "attach", "detach", "restore-attachment", "note", "message"]);

const actionLabel = (t: TFunction, resource: string, action: string) =>
  engineActions.has(action) ? t(`history.actions.${action}`) : t(`${resource}.actions.${action}`, { defaultValue: action });

const blank = (value: unknown) => value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** A value of a change as its field shows it (enum and reference labels, money), or a dash when there was none. */
const Value = ({ field, resource, value }: { field: Field | undefined; resource: string; value: unknown }) => {
  if (blank(value)) return <Typography.Text type="secondary">—</Typography.Text>;
  if (!field) return <>{typeof value === "object" ? JSON.stringify(value) : String(value)}</>;
  return <FieldValue field={field} resource={resource} value={value} />;
};

/** Values shown as a table (a document's lines, key-values): too wide to sit beside each other on a line. */
const tabular = (field: Field | undefined) => field?.type === "lines" || field?.type === "keyvalue";

const ChangeRow = ({ entity, change }: { entity: EntityDef; change: Change }) => {
  const { t } = useTranslation();
  const def = entity.fields[change.field];
  const field = def ? ({ ...def, name: change.field } as Field) : undefined;
  return (
    <div data-testid="history-change" data-field={change.field} style={{ marginTop: 2 }}>
      <Typography.Text strong>{field ? fieldLabel(t, entity.name, field) : fieldLabel(t, entity.name, change.field)}</Typography.Text>
      {": "}
      {change.masked ? (
        <Typography.Text type="secondary">{t("history.masked")}</Typography.Text>
      ) : tabular(field) ? (
        // one under another, each a block as wide as the history: a table wider than that scrolls in
        // its own box (in a row of inline items it would widen the page: 194 px on a phone)
        <div className="erp-history-tables">
          <Value field={field} resource={entity.name} value={change.old} />
          <ArrowDownOutlined aria-label={t("history.to")} />
          <Value field={field} resource={entity.name} value={change.new} />
        </div>
      ) : (
        <Space size={4} wrap align="center">
          <Value field={field} resource={entity.name} value={change.old} />
          <ArrowRightOutlined aria-label={t("history.to")} />
          <Value field={field} resource={entity.name} value={change.new} />
        </Space>
      )}
    </div>
  );
};

const dotColor = (action: string) =>
  action === "create" || action === "restore" ? "green" : action === "delete" ? "red" : action === "note" || action === "message" ? "gray" : "blue";
/** A message still waiting: the page reads the history again every few seconds until the outbox has sent it. */
const waiting = (lines: HistoryEntry[] | undefined) =>
  lines?.some((line) => line.action === "message" && line.detail?.state === "queued") ? 3000 : false;

/** One page of the history; the last page offers the older lines. */
const HistoryPage = ({
  entity,
  id,
  start,
  version,
  onOlder,
}: {
  entity: EntityDef;
  id: string;
  start: number;
  version: unknown;
  onOlder?: () => void;
}) => {
  const { t } = useTranslation();
  const query = useApiQuery(
    ["history", entity.name, id, start, version],
    (api) =>
      api.GET("/api/{resource}/{id}/history", {
        params: { path: { resource: entity.name as never, id: Number(id) }, query: { _start: start, _end: start + pageSize + 1 } },
      }),
    true,
    { refetchInterval: waiting },
  );
  const lines = (query.data ?? []).slice(0, pageSize);
  if (!query.isLoading && start === 0 && lines.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("history.empty")} />;
  return (
    <>
      <Timeline
        pending={query.isLoading ? t("loading") : undefined}
        items={lines.map((line) => ({
          key: line.id,
          color: dotColor(line.action),
          children: (
            <div data-testid="history-entry" data-action={line.action}>
              <Typography.Text strong>{actionLabel(t, entity.name, line.action)}</Typography.Text>{" "}
              <Typography.Text type="secondary">
                {t("history.byAt", { user: line.user_name ?? t("history.system"), time: formatDate(line.created_at) })}
              </Typography.Text>
              {line.changes.map((change) => (
                <ChangeRow key={change.field} entity={entity} change={change} />
              ))}
              {line.action === "message" && line.detail ? (
                <div style={{ marginTop: 4 }}>
                  <OutboxMessageLine message={line.detail as unknown as OutboxMessage} />
                </div>
              ) : line.action === "note" ? (
                <NoteLine entity={entity} id={id} line={line} />
              ) : (
                line.note && <div style={{ whiteSpace: "pre-wrap", marginTop: 4 }}>{line.note}</div>
              )}
            </div>
          ),
        }))}
      />
      {onOlder && (query.data?.length ?? 0) > pageSize && (
        <Button size="small" onClick={onOlder}>
          {t("history.older")}
        </Button>
      )}
    </>
  );
};

/**
 * A record's history on its page, newest first: who, when, which action, and each changed field
 * old -> new as the field shows it (labels, enum and reference labels, money); private values the
 * user's roles may not read come masked from the server. Read again when the record changes (`version`).
 * Its notes are lines of it (a box above to leave one, its author's own to edit or delete), and so are
 * the messages queued about the record (queued, sent with the provider's id, failed and why).
 */
export const RecordHistory = ({ entity, id, version }: { entity: EntityDef; id: string; version?: unknown }) => {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  return (
    <div data-testid="record-history">
      <Divider orientation="left" orientationMargin={0}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t("history.title")}
        </Typography.Title>
      </Divider>
      {takesNotes(entity) && <NoteBox entity={entity} id={id} />}
      {Array.from({ length: pages }, (_, page) => page * pageSize).map((start) => (
        <HistoryPage
          key={start}
          entity={entity}
          id={id}
          start={start}
          version={version}
          onOlder={start === (pages - 1) * pageSize ? () => setPages(pages + 1) : undefined}
        />
      ))}
    </div>
  );
};
