import { DeleteOutlined, SaveOutlined, TableOutlined } from "@ant-design/icons";
import type { EntityDef } from "@erp/api/entities";
import { useApiUrl, useCustom, useCustomMutation, type CrudFilter, type CrudFilters, type CrudSorting, type HttpError } from "@refinedev/core";
import { Button, Checkbox, Form, Popconfirm, Popover, Select, Space } from "antd";
import { IconButton } from "./RowButtons";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldLabel, listableFields, listedFields } from "./entity";
import { useNotices } from "./notices";

/** The dialog that names a new view loads when it first opens, not with every list. */
const SaveViewModal = lazy(() => import("./SaveViewModal"));

/** A saved view as `GET /api/<resource>/views` answers it. */
export type SavedView = {
  id: number;
  name: string;
  columns: string[] | null;
  filters: { field: string; operator: string; value: unknown }[] | null;
  sort: { field: string; order: "asc" | "desc" }[] | null;
  is_default: boolean;
};

const systemSortable = new Set(["id", "created_at", "updated_at"]);
const blank = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** The table's filters as a view keeps them: the set ones, `{field, operator, value}`. */
const keptFilters = (filters: CrudFilters) =>
  filters.flatMap((filter) =>
    "field" in filter && filter.field !== "deleted" && !blank(filter.value)
      ? [{ field: filter.field, operator: filter.operator, value: filter.value }]
      : [],
  );

/** A view as the entity is now: filters and sort by fields it no longer has (a deleted custom field) are left out. */
export const applicableView = (entity: EntityDef, view: SavedView) => {
  const timestamps = new Set<string>(entity.timestamps ?? []);
  const filterable = (field: string) => field === "q" || Boolean(entity.fields[field]?.filterable) || timestamps.has(field);
  return {
    filters: (view.filters ?? []).filter((f) => filterable(f.field)) as CrudFilter[],
    sorters: (view.sort ?? []).filter((s) => entity.fields[s.field]?.sortable || systemSortable.has(s.field)),
    columns: view.columns?.length ? view.columns : undefined,
  };
};

type Props = {
  entity: EntityDef;
  filters: CrudFilters;
  sorters: CrudSorting;
  /** The columns shown now (undefined: the layout's). */
  columns?: readonly string[];
  onColumns: (names: string[] | undefined) => void;
  onApply: (view: ReturnType<typeof applicableView>) => void;
  /** Apply the user's default view once loaded (the list was opened without filters or sort of its own). */
  applyDefault: boolean;
};

/** The user's own views of a list: pick one, save the current filters, sort and columns as one, choose columns, delete one. */
export const SavedViews = ({ entity, filters, sorters, columns, onColumns, onApply, applyDefault }: Props) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { saved, deleted } = useNotices();
  const url = `${apiUrl}/${entity.name}/views`;
  const { query, result } = useCustom<SavedView[]>({ url, method: "get", errorNotification: false, queryOptions: { retry: false } });
  const views = Array.isArray(result.data) ? result.data : [];
  const { mutate, mutation } = useCustomMutation<SavedView>();
  const [selected, setSelected] = useState<number>();
  const [saving, setSaving] = useState(false);
  const [savingOpened, setSavingOpened] = useState(false); // mounted from the first opening on, so it closes with its animation
  const [form] = Form.useForm<{ name: string; is_default?: boolean }>();
  const defaulted = useRef(!applyDefault);

  const apply = (view: SavedView) => {
    setSelected(view.id);
    onApply(applicableView(entity, view));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied once, when the views first arrive (`defaulted` guards the rest)
  useEffect(() => {
    const view = views.find((v) => v.is_default);
    if (defaulted.current || !query.isSuccess) return;
    defaulted.current = true;
    if (view) apply(view);
  }, [query.isSuccess, views]);

  const save = ({ name, is_default }: { name: string; is_default?: boolean }) =>
    mutate(
      {
        url,
        method: "post",
        values: {
          name,
          is_default: Boolean(is_default),
          columns: columns ?? null,
          filters: keptFilters(filters),
          sort: sorters.map(({ field, order }) => ({ field, order })),
        },
        ...saved,
        errorNotification: (error) => {
          const errors = (error as HttpError | undefined)?.errors as Record<string, string> | undefined;
          if (errors?.name) form.setFields([{ name: "name", errors: [errors.name] }]);
          return saved.errorNotification(error);
        },
      },
      {
        onSuccess: ({ data }) => {
          setSaving(false);
          setSelected(data.id);
          form.resetFields();
          void query.refetch();
        },
      },
    );
  const remove = (id: number) =>
    mutate(
      { url: `${url}/${id}`, method: "delete", values: {}, ...deleted },
      {
        onSuccess: () => {
          setSelected(undefined);
          void query.refetch();
        },
      },
    );

  const shown = new Set(listedFields(entity, columns ?? entity.columns).map((field) => field.name));
  const chooser = (
    <Checkbox.Group
      value={[...shown]}
      onChange={(names) =>
        onColumns(
          listableFields(entity)
            .map((f) => f.name)
            .filter((name) => names.includes(name)),
        )
      }
      style={{ display: "flex", flexDirection: "column", maxHeight: 320, overflowY: "auto" }}
      options={listableFields(entity).map((field) => ({ value: field.name, label: fieldLabel(t, entity.name, field) }))}
    />
  );

  return (
    <Space wrap>
      <Select
        aria-label={t("views.views")}
        placeholder={t("views.views")}
        style={{ minWidth: 160 }}
        allowClear
        value={selected}
        onChange={(id) => {
          const view = views.find((v) => v.id === id);
          if (view) apply(view);
          else setSelected(undefined);
        }}
        options={views.map((view) => ({ value: view.id, label: view.is_default ? `${view.name} (${t("views.default")})` : view.name }))}
      />
      <Popover trigger="click" placement="bottomRight" title={t("views.columns")} content={chooser}>
        <Button icon={<TableOutlined />}>{t("views.columns")}</Button>
      </Popover>
      <Button
        icon={<SaveOutlined />}
        onClick={() => {
          setSaving(true);
          setSavingOpened(true);
        }}
      >
        {t("views.save")}
      </Button>
      {selected !== undefined && (
        <Popconfirm title={t("views.confirmDelete")} onConfirm={() => remove(selected)} okText={t("buttons.delete")} cancelText={t("buttons.cancel")}>
          <IconButton danger icon={<DeleteOutlined />} label={t("views.delete")} />
        </Popconfirm>
      )}
      {savingOpened && (
        <Suspense fallback={null}>
          <SaveViewModal open={saving} form={form} pending={mutation.isPending} onSave={save} onCancel={() => setSaving(false)} />
        </Suspense>
      )}
    </Space>
  );
};
