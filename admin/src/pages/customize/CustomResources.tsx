import { DeleteOutlined, EditOutlined, PlusOutlined, UndoOutlined } from "@ant-design/icons";
import type { Labels, ResourceField } from "@erp/api/entities";
import { type HttpError, useApiUrl, useCustom, useCustomMutation } from "@refinedev/core";
import { Button, Popconfirm, Space, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNotices } from "../../crud/notices";
import { resourceIcon } from "../../layout/icons";
import { currentLanguage } from "../../providers/i18n";
import { type ResourceBody, ResourceModal } from "./ResourceModal";

/** A custom resource as `GET /api/customize/resources` lists it. */
export type ResourceRow = {
  name: string;
  labels: Labels;
  group: string;
  icon: string | null;
  position: number;
  label: string;
  table: string;
  fields: ResourceField[];
  removed_fields: ResourceField[];
  deleted_at: string | null;
};

/** The resources an ADMIN declared: add, change, delete to the trash for 48 hours, restore. */
export const CustomResources = () => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { saved, deleted, restored } = useNotices();
  const [editing, setEditing] = useState<ResourceRow | "new">();
  const base = `${apiUrl}/customize/resources`;
  const { query, result } = useCustom<ResourceRow[]>({ url: base, method: "get", errorNotification: saved.errorNotification });
  const { mutate, mutation } = useCustomMutation();
  const language = currentLanguage();

  const send = (method: "post" | "patch" | "delete", path: string, values: object, notices = saved, onError?: (e: Record<string, string>) => void) =>
    mutate(
      {
        url: `${base}${path}`,
        method,
        values,
        successNotification: notices.successNotification,
        errorNotification: (error) => {
          onError?.(((error as HttpError | undefined)?.errors ?? {}) as Record<string, string>);
          return notices.errorNotification(error);
        },
      },
      {
        onSuccess: () => {
          void query.refetch();
          setEditing(undefined);
        },
      },
    );
  const save = (body: ResourceBody, onError: (e: Record<string, string>) => void) =>
    editing === "new"
      ? send("post", "", { ...body, fields: body.fields.map(({ from: _, ...field }) => field) }, saved, onError)
      : send("patch", `/${(editing as ResourceRow).name}`, body, saved, onError);

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")}>
          {t("customize.resources.add")}
        </Button>
      </Space>
      <Table<ResourceRow>
        rowKey="name"
        scroll={{ x: "max-content" }}
        size="middle"
        pagination={false}
        loading={query.isLoading}
        dataSource={Array.isArray(result.data) ? (result.data as ResourceRow[]) : []}
        locale={{ emptyText: t("customize.resources.none") }}
        columns={[
          { key: "icon", width: 48, render: (_, row) => (row.icon ? resourceIcon(row.icon) : null) },
          {
            key: "name",
            title: t("customize.resources.name"),
            render: (_, row) =>
              row.deleted_at ? <code>{row.name}</code> : <Link to={`/${row.group}/${row.name}`}>{row.labels[language] ?? row.labels.en}</Link>,
          },
          { key: "group", title: t("customize.resources.group"), render: (_, row) => t(`menu.${row.group}`) },
          {
            key: "fields",
            title: t("customize.resources.fields"),
            render: (_, row) => row.fields.map((f) => f.labels[language] ?? f.labels.en).join(", "),
          },
          {
            key: "status",
            title: t("customize.fields.status"),
            render: (_, row) =>
              row.deleted_at ? (
                <Tag color="red">
                  {t("customize.fields.deletedUntil", { time: dayjs(row.deleted_at).add(48, "hour").format("YYYY/MM/DD HH:mm") })}
                </Tag>
              ) : (
                <Tag color="green">{t("customize.fields.active")}</Tag>
              ),
          },
          {
            key: "actions",
            title: t("table.actions"),
            render: (_, row) =>
              row.deleted_at ? (
                <Button size="small" icon={<UndoOutlined />} onClick={() => send("post", `/${row.name}/restore`, {}, restored)}>
                  {t("buttons.restore")}
                </Button>
              ) : (
                <Space size="small">
                  <Button size="small" icon={<EditOutlined />} aria-label={`${t("buttons.edit")} ${row.name}`} onClick={() => setEditing(row)} />
                  <Popconfirm
                    title={t("customize.resources.confirmDelete")}
                    okText={t("buttons.delete")}
                    cancelText={t("buttons.cancel")}
                    onConfirm={() => send("delete", `/${row.name}`, {}, deleted)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t("buttons.delete")} ${row.name}`} />
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <ResourceModal
        open={editing !== undefined}
        editing={editing === "new" ? undefined : editing}
        saving={mutation.isPending}
        onClose={() => setEditing(undefined)}
        onSave={save}
      />
    </>
  );
};
