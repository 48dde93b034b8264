import { DeleteOutlined, DownloadOutlined, EditOutlined, UndoOutlined } from "@ant-design/icons";
import type { EntityDef } from "@erp/api/entities";
import { CanAccess, type HttpError, useInvalidate, useNotification } from "@refinedev/core";
import { generateFilter } from "@refinedev/simple-rest";
import { Button, Flex, Popconfirm, Space, Typography } from "antd";
import type { Key } from "react";
import { useEffect, useReducer, useRef, useState } from "react";
import type { BulkTable } from "./selection";
import { useTranslation } from "react-i18next";
import { allowsOperation, recordLabel, type Row } from "../entity";
import { exportUrl } from "../ExportButton";
import { BulkForm } from "./BulkForm";
import { BulkProgress, BulkResult } from "./BulkResult";
import { type BulkBody, type BulkOutcome, runBulk } from "./runBulk";

export type BulkBarProps = {
  entity: EntityDef;
  /** The list's table: its page of rows, total, filters and sort. */
  table: BulkTable;
  /** The rows ticked (any page). */
  selected: Key[];
  onSelect: (keys: Key[]) => void;
  /** The trash: only restore. */
  trash?: boolean;
};

/**
 * The bar over a list while rows are selected: how many, "select all N matching this filter", and
 * the actions the user may take on them (delete or restore, set a field, the declared verbs, export).
 * Each runs through `POST /api/<resource>/bulk` with a progress bar, then a dialog lists refusals.
 */
const BulkBar = ({ entity, table, selected, onSelect, trash }: BulkBarProps) => {
  const { filters, sorters, tableProps } = table;
  // every record matching the filters ("select all N"): forgotten when the filters or the ticks change
  const filterKey = JSON.stringify(filters);
  const [allFor, setAllFor] = useState<{ filters: string; ticks: Key[] }>();
  const allMatching = allFor?.filters === filterKey && allFor.ticks === selected;
  const rows = (tableProps.dataSource ?? []) as Row[];
  const total = (tableProps.pagination || undefined)?.total || rows.length;
  const pageTicked = rows.length > 0 && rows.every((row) => selected.includes(row.id as Key));
  const active = selected.length > 0 || allMatching;
  const onSelectAll = () => setAllFor({ filters: filterKey, ticks: selected });
  const onClear = () => onSelect([]);
  const { t, i18n } = useTranslation();
  // drawn again when its strings arrive (a language chosen while it is open)
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    i18n.on("added", redraw);
    return () => i18n.off("added", redraw);
  }, [i18n]);
  const invalidate = useInvalidate();
  const { open: notify } = useNotification();
  const [asking, setAsking] = useState<{ verb?: string; title: string }>();
  const [progress, setProgress] = useState<{ processed: number; total: number }>();
  const [outcome, setOutcome] = useState<{ title: string; outcome: BulkOutcome }>();
  // the names of the records seen while selecting, for the refusals' list
  const labels = useRef(new Map<number, string>());
  for (const row of rows) labels.current.set(Number(row.id), recordLabel(entity, row));

  const count = allMatching ? total : selected.length;
  const selection = (): Pick<BulkBody, "ids" | "filter"> =>
    allMatching ? { filter: { ...generateFilter(filters), ...(trash ? { deleted: "true" } : {}) } } : { ids: selected as number[] };

  /** Runs an action; a refusal of the whole call is answered as the form shows it (per field) or as a notice. */
  const run = async (title: string, body: Omit<BulkBody, "ids" | "filter">): Promise<Record<string, string> | undefined> => {
    setProgress({ processed: 0, total: count });
    try {
      const answer = await runBulk(entity.name, { ...body, ...selection() }, (processed, all) => setProgress({ processed, total: all || count }));
      setAsking(undefined);
      setOutcome({ title, outcome: answer });
      onClear();
      return undefined;
    } catch (error) {
      const refusal = error as HttpError;
      if (refusal.errors && asking) return refusal.errors as Record<string, string>;
      notify?.({ type: "error", message: refusal.message || t("messages.unknownError") });
      return undefined;
    } finally {
      setProgress(undefined);
      await invalidate({ resource: entity.name, invalidates: ["list", "many", "detail"] });
    }
  };

  const verbs = Object.entries(entity.bulk ?? {});
  const exportHref = allMatching
    ? exportUrl(entity.name, filters, sorters)
    : exportUrl(entity.name, [{ field: "id", operator: "eq", value: selected }], sorters);
  return (
    <>
      {active && (
        <Flex
          className="erp-bulk-bar"
          align="center"
          gap={12}
          wrap
          style={{ padding: "8px 12px", marginBottom: 12, background: "#f0f2ff", borderRadius: 6 }}
        >
          <Typography.Text strong data-testid="bulk-count">
            {allMatching ? t("bulk.allSelected", { total }) : t("bulk.selected", { count })}
          </Typography.Text>
          {!allMatching && pageTicked && total > selected.length && (
            <Button type="link" size="small" onClick={onSelectAll}>
              {t("bulk.selectAll", { total })}
            </Button>
          )}
          <Space wrap>
            {trash ? (
              <CanAccess resource={entity.name} action="delete">
                <Button size="small" icon={<UndoOutlined />} onClick={() => run(t("bulk.restore"), { action: "restore" })}>
                  {t("bulk.restore")}
                </Button>
              </CanAccess>
            ) : (
              <>
                {verbs.map(([verb, declared]) => (
                  <CanAccess key={verb} resource={entity.name} action={declared.policy}>
                    <Button size="small" onClick={() => setAsking({ verb, title: t(`bulk.verbs.${entity.name}.${verb}`) })}>
                      {t(`bulk.verbs.${entity.name}.${verb}`)}
                    </Button>
                  </CanAccess>
                ))}
                {allowsOperation(entity, "edit") && (
                  <CanAccess resource={entity.name} action="edit">
                    <Button size="small" icon={<EditOutlined />} onClick={() => setAsking({ title: t("bulk.set") })}>
                      {t("bulk.set")}
                    </Button>
                  </CanAccess>
                )}
                <CanAccess resource={entity.name} action="export">
                  <Button size="small" icon={<DownloadOutlined />} href={exportHref} download>
                    {t("bulk.export")}
                  </Button>
                </CanAccess>
                {allowsOperation(entity, "delete") && (
                  <CanAccess resource={entity.name} action="delete">
                    <Popconfirm title={t("bulk.confirmDelete", { count })} onConfirm={() => run(t("bulk.delete"), { action: "delete" })}>
                      <Button size="small" danger icon={<DeleteOutlined />}>
                        {t("bulk.delete")}
                      </Button>
                    </Popconfirm>
                  </CanAccess>
                )}
              </>
            )}
            <Button size="small" type="text" onClick={onClear}>
              {t("bulk.clear")}
            </Button>
          </Space>
        </Flex>
      )}
      {asking && (
        <BulkForm
          entity={entity}
          verb={asking.verb}
          title={`${asking.title} (${count})`}
          onCancel={() => setAsking(undefined)}
          onSubmit={(values) => run(asking.title, asking.verb ? { action: asking.verb, values } : { action: "set", values })}
        />
      )}
      {progress && <BulkProgress count={count} processed={progress.processed} total={progress.total} />}
      {outcome && (
        <BulkResult
          title={outcome.title}
          outcome={outcome.outcome}
          labelOf={(id) => labels.current.get(id) ?? `#${id}`}
          onClose={() => setOutcome(undefined)}
        />
      )}
    </>
  );
};

export default BulkBar;
export { loadBulkStrings } from "./strings";
