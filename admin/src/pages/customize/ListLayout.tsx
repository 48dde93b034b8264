import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { layoutPageSizes, listedByDefault, type EntityDef } from "@erp/api/entities";
import { Button, Checkbox, Form, List, Radio, Select, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldLabel, fieldsOf, listableFields } from "../../crud/entity";
import type { useCustomizeState } from "./state";

type Props = { entity: EntityDef } & Pick<ReturnType<typeof useCustomizeState>, "state" | "change" | "saving">;
type Column = { name: string; shown: boolean };

/** The list as every user first sees it: which columns show and in what order, the default sort, the page size. */
export const ListLayout = ({ entity, state, change, saving }: Props) => {
  const { t } = useTranslation();
  const layout = state?.layout;
  const [columns, setColumns] = useState<Column[]>([]);
  const [sort, setSort] = useState<{ field?: string; order: "asc" | "desc" }>({ order: "asc" });
  const [pageSize, setPageSize] = useState<number>();

  // from the saved layout: its columns first, in order, then the other fields unticked
  useEffect(() => {
    const listable = listableFields(entity);
    const chosen =
      layout?.columns ??
      fieldsOf(entity)
        .filter(listedByDefault)
        .map((f) => f.name);
    setColumns([
      ...chosen.filter((name) => listable.some((f) => f.name === name)).map((name) => ({ name, shown: true })),
      ...listable.filter((f) => !chosen.includes(f.name)).map((f) => ({ name: f.name, shown: false })),
    ]);
    setSort(layout?.sort ?? { order: entity.defaultSort.order });
    setPageSize(layout?.page_size ?? undefined);
  }, [layout, entity]);

  const move = (at: number, by: number) =>
    setColumns((current) => {
      if (at + by < 0 || at + by >= current.length) return current;
      const next = [...current];
      [next[at], next[at + by]] = [next[at + by], next[at]];
      return next;
    });
  const sortable = [
    ...fieldsOf(entity)
      .filter((f) => f.sortable)
      .map((f) => f.name),
    "created_at",
    "updated_at",
  ];
  const save = () =>
    change("put", "/layout", {
      columns: columns.filter((c) => c.shown).map((c) => c.name),
      sort: sort.field ? { field: sort.field, order: sort.order } : null,
      page_size: pageSize ?? null,
    });

  return (
    <Form layout="vertical" style={{ maxWidth: 640 }}>
      <Form.Item label={t("customize.layout.columns")} extra={t("customize.layout.columnsHint")}>
        <List
          size="small"
          bordered
          dataSource={columns}
          renderItem={(column, index) => (
            <List.Item
              actions={[
                <Button key="up" size="small" icon={<ArrowUpOutlined />} aria-label={t("customize.fields.up")} onClick={() => move(index, -1)} />,
                <Button
                  key="down"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t("customize.fields.down")}
                  onClick={() => move(index, 1)}
                />,
              ]}
            >
              <Checkbox
                checked={column.shown}
                onChange={(e) => setColumns((all) => all.map((c, i) => (i === index ? { ...c, shown: e.target.checked } : c)))}
              >
                {fieldLabel(t, entity.name, entity.fields[column.name] ? { ...entity.fields[column.name], name: column.name } : column.name)}
              </Checkbox>
            </List.Item>
          )}
        />
      </Form.Item>
      <Form.Item label={t("customize.layout.sort")}>
        <Space>
          <Select
            allowClear
            style={{ minWidth: 220 }}
            placeholder={fieldLabel(t, entity.name, entity.defaultSort.field)}
            value={sort.field}
            onChange={(field) => setSort((s) => ({ ...s, field }))}
            options={sortable.map((name) => ({
              value: name,
              label: fieldLabel(t, entity.name, entity.fields[name] ? { ...entity.fields[name], name } : name),
            }))}
          />
          <Radio.Group value={sort.order} onChange={(e) => setSort((s) => ({ ...s, order: e.target.value }))}>
            <Radio.Button value="asc">{t("customize.layout.asc")}</Radio.Button>
            <Radio.Button value="desc">{t("customize.layout.desc")}</Radio.Button>
          </Radio.Group>
        </Space>
      </Form.Item>
      <Form.Item label={t("customize.layout.pageSize")}>
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder="10"
          value={pageSize}
          onChange={setPageSize}
          options={layoutPageSizes.map((n) => ({ value: n, label: String(n) }))}
        />
      </Form.Item>
      <Space>
        <Button type="primary" loading={saving} onClick={save}>
          {t("buttons.save")}
        </Button>
        <Button onClick={() => change("put", "/layout", {})}>{t("customize.layout.reset")}</Button>
      </Space>
    </Form>
  );
};
