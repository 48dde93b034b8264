import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import type { Grant } from "@erp/api/entities";
import { type HttpError, useApiUrl, useCustom, useCustomMutation } from "@refinedev/core";
import { Alert, Button, Card, Popconfirm, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotices } from "../../crud/notices";
import { openOnClick } from "../../crud/useEntityTable";
import type { PageProps } from "../../screens";
import { RoleEditor } from "./RoleEditor";

/** A role as `GET /api/roles` lists it. */
export type RoleRow = { name: string; builtin: boolean; changed: boolean; grants: Grant[]; private_fields: boolean; users: number };

/**
 * `/settings/roles` (ADMIN): the seed roles and the roles made here, what each may do (per menu group,
 * resource and page, per action and verb) and whether it reads private fields. A change reaches every
 * user at once; the server refuses one that would leave nobody able to manage roles.
 */
export const RolesPage = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { saved, deleted } = useNotices();
  const [editing, setEditing] = useState<RoleRow | "new">();
  const { query, result } = useCustom<RoleRow[]>({ url: `${apiUrl}/roles`, method: "get", errorNotification: saved.errorNotification });
  const { mutate, mutation } = useCustomMutation();
  const roles = Array.isArray(result.data) ? (result.data as RoleRow[]) : [];

  const send = (
    method: "post" | "put" | "delete",
    path: string,
    values: object,
    notices = saved,
    onError?: (errors: Record<string, string>) => void,
  ) =>
    mutate(
      {
        url: `${apiUrl}/roles${path}`,
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

  return (
    <Card
      title={t(`${page.name}.${page.name}`)}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")}>
          {t("roles.add")}
        </Button>
      }
    >
      <Alert type="info" showIcon message={t("roles.intro")} style={{ marginBottom: 16 }} />
      <Table<RoleRow>
        rowKey="name"
        loading={query.isLoading}
        // wider than a phone: scrolls in its own box, not the page; a click on a row edits the role (as its Edit button)
        scroll={{ x: "max-content" }}
        onRow={(row) => openOnClick(() => setEditing(row))}
        pagination={false}
        dataSource={roles}
        columns={[
          { key: "name", title: t("roles.name"), render: (_, row) => <strong>{row.name}</strong> },
          {
            key: "kind",
            title: t("roles.kind"),
            render: (_, row) =>
              row.builtin ? <Tag>{t(row.changed ? "roles.builtinChanged" : "roles.builtin")}</Tag> : <Tag color="blue">{t("roles.created")}</Tag>,
          },
          { key: "users", title: t("roles.users"), dataIndex: "users", align: "right" },
          { key: "private", title: t("roles.privateFields"), render: (_, row) => (row.private_fields ? t("roles.yes") : t("roles.no")) },
          {
            key: "actions",
            title: t("table.actions"),
            render: (_, row) => (
              <Space size="small">
                <Button size="small" icon={<EditOutlined />} aria-label={`${t("buttons.edit")} ${row.name}`} onClick={() => setEditing(row)} />
                {!row.builtin && (
                  <Popconfirm
                    title={t("roles.confirmDelete", { name: row.name })}
                    okText={t("buttons.delete")}
                    cancelText={t("buttons.cancel")}
                    onConfirm={() => send("delete", `/${row.name}`, {}, deleted)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t("buttons.delete")} ${row.name}`} />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <RoleEditor
        open={editing !== undefined}
        editing={editing === "new" ? undefined : editing}
        saving={mutation.isPending}
        onClose={() => setEditing(undefined)}
        onSave={(body, onError) =>
          editing === "new" ? send("post", "", body, saved, onError) : send("put", `/${(editing as RoleRow).name}`, body, saved, onError)
        }
      />
    </Card>
  );
};

export default RolesPage;
