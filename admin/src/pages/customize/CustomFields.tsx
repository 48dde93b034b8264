import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  PlusOutlined,
  UndoOutlined,
} from "@ant-design/icons";
import { Button, Popconfirm, Space, Table, Tag, Tooltip } from "antd";
import { IconButton } from "../../crud/RowButtons";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../providers/i18n";
import { CustomFieldModal } from "./CustomFieldModal";
import type { CustomFieldRow, useCustomizeState } from "./state";

type Props = { resource: string } & Pick<ReturnType<typeof useCustomizeState>, "state" | "change" | "saving">;

const flags = ["required", "list", "filterable", "sortable", "searchable", "private", "inline"] as const;

/** The resource's custom fields: add, change, hide, move, delete to the trash for 48 hours, restore. */
export const CustomFields = ({ resource, state, change, saving }: Props) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<CustomFieldRow | "new">();
  const fields = state?.fields ?? [];
  const live = fields.filter((f) => !f.deleted_at);
  const path = (row: CustomFieldRow) => `/fields/${row.name}`;
  const move = (row: CustomFieldRow, by: number) => {
    const names = live.map((f) => f.name);
    const at = names.indexOf(row.name);
    if (at + by < 0 || at + by >= names.length) return;
    [names[at], names[at + by]] = [names[at + by], names[at]];
    change("put", "/order", { names });
  };
  const language = currentLanguage();

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")}>
          {t("customize.fields.add")}
        </Button>
      </Space>
      <Table<CustomFieldRow>
        rowKey="name"
        scroll={{ x: "max-content" }}
        size="middle"
        pagination={false}
        dataSource={fields}
        locale={{ emptyText: t("customize.fields.none") }}
        columns={[
          { key: "name", title: t("customize.fields.key"), render: (_, row) => <code>{row.name}</code> },
          { key: "label", title: t("customize.fields.label"), render: (_, row) => row.labels[language] ?? row.labels.en },
          {
            key: "type",
            title: t("customize.fields.type"),
            render: (_, row) => (
              <>
                {t(`customize.types.${row.definition.type}`)}
                {row.definition.type === "enum" && `: ${(row.definition.values ?? []).join(", ")}`}
                {row.definition.type === "ref" && `: ${t(`${row.definition.ref}.${row.definition.ref}`)}`}
              </>
            ),
          },
          {
            key: "flags",
            title: t("customize.fields.behaviour"),
            render: (_, row) =>
              flags
                .filter((flag) => (flag === "list" ? row.definition.list !== false : row.definition[flag]))
                .map((flag) => <Tag key={flag}>{t(`customize.flags.${flag}`)}</Tag>),
          },
          {
            key: "status",
            title: t("customize.fields.status"),
            render: (_, row) =>
              row.deleted_at ? (
                <Tag color="red">
                  {t("customize.fields.deletedUntil", { time: dayjs(row.deleted_at).add(48, "hour").format("YYYY/MM/DD HH:mm") })}
                </Tag>
              ) : row.hidden ? (
                <Tag>{t("customize.fields.hidden")}</Tag>
              ) : (
                <Tag color="green">{t("customize.fields.active")}</Tag>
              ),
          },
          {
            key: "actions",
            title: t("table.actions"),
            render: (_, row) =>
              row.deleted_at ? (
                <Button size="small" icon={<UndoOutlined />} onClick={() => change("post", `${path(row)}/restore`, {})}>
                  {t("buttons.restore")}
                </Button>
              ) : (
                <Space size="small">
                  <Tooltip title={t("buttons.edit")}>
                    <Button size="small" icon={<EditOutlined />} aria-label={`${t("buttons.edit")} ${row.name}`} onClick={() => setEditing(row)} />
                  </Tooltip>
                  <Tooltip title={t(row.hidden ? "customize.fields.show" : "customize.fields.hide")}>
                    <Button
                      size="small"
                      icon={row.hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                      onClick={() => change("patch", path(row), { hidden: !row.hidden })}
                    />
                  </Tooltip>
                  <IconButton size="small" icon={<ArrowUpOutlined />} label={t("customize.fields.up")} onClick={() => move(row, -1)} />
                  <IconButton size="small" icon={<ArrowDownOutlined />} label={t("customize.fields.down")} onClick={() => move(row, 1)} />
                  <Popconfirm
                    title={t("customize.fields.confirmDelete")}
                    onConfirm={() => change("delete", path(row), {})}
                    okText={t("buttons.delete")}
                    cancelText={t("buttons.cancel")}
                  >
                    <IconButton size="small" danger icon={<DeleteOutlined />} label={`${t("buttons.delete")} ${row.name}`} />
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <CustomFieldModal
        resource={resource}
        open={editing !== undefined}
        editing={editing === "new" ? undefined : editing}
        saving={saving}
        onClose={() => setEditing(undefined)}
        onSave={(body, onError) =>
          editing === "new"
            ? change("post", "/fields", body, { onDone: () => setEditing(undefined), onError })
            : change("patch", path(editing!), body, { onDone: () => setEditing(undefined), onError })
        }
      />
    </>
  );
};
