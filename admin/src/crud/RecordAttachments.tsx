import type { EntityDef } from "@erp/api/entities";
import { DeleteOutlined, DownloadOutlined, EyeOutlined, InboxOutlined, PaperClipOutlined, UndoOutlined } from "@ant-design/icons";
import { useCan, useNotification } from "@refinedev/core";
import { Button, Divider, List, Popconfirm, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { answerOf, type operations, useApi, useApiQuery } from "../api/client";
import { AttachmentPreview } from "./AttachmentPreview";
import { attachmentUrl, previewable, uploadAttachment } from "./attachmentFiles";
import { formatDate } from "./format";

/** One line of GET /api/:resource/:id/attachments, as the API declares it. */
export type Attachment = operations["getResourceIdAttachments"]["responses"][200]["content"]["application/json"][number];

/**
 * A record's attachments on its page (issue 27): drop or choose several files (each uploaded and checked
 * by the server: the allowed types by content, the size cap), the list with preview (images and PDFs
 * in a modal), download and delete (to the trash, with its restore). Who may edit the record attaches
 * and deletes; who may read it sees and downloads. Every entity gets it unless it declares `attachments: false`.
 */
export const RecordAttachments = ({ entity, id }: { entity: EntityDef; id: string }) => {
  const { t } = useTranslation();
  const api = useApi();
  const { open } = useNotification();
  const { data: access } = useCan({ resource: entity.name, action: "edit" });
  const [trash, setTrash] = useState(false);
  const [preview, setPreview] = useState<Attachment>();
  const path = { resource: entity.name as never, id: Number(id) };
  const list = useApiQuery(["attachments", entity.name, id], (a) => a.GET("/api/{resource}/{id}/attachments", { params: { path } }));
  const deleted = useApiQuery(
    ["attachments", entity.name, id, "trash"],
    (a) => a.GET("/api/{resource}/{id}/attachments", { params: { path, query: { deleted: true } } }),
    trash,
  );
  const refresh = () => Promise.all([list.refetch(), trash ? deleted.refetch() : undefined]);
  const notify = (type: "success" | "error", message: string) => open?.({ key: String(Date.now()), type, message });
  const act = async (call: Promise<{ data?: { message: string }; error?: unknown; response: Response }>) => {
    try {
      notify("success", (await answerOf(call)).message);
    } catch (error) {
      notify("error", (error as { message?: string }).message || t("messages.unknownError"));
    }
    await refresh();
  };
  const remove = (item: Attachment) =>
    act(api.DELETE("/api/{resource}/{id}/attachments/{attachment}", { params: { path: { ...path, attachment: item.id } } }));
  const restore = (item: Attachment) =>
    act(api.POST("/api/{resource}/{id}/attachments/{attachment}/restore", { params: { path: { ...path, attachment: item.id } } }));
  const canEdit = Boolean(access?.can);

  const actions = (item: Attachment) => [
    previewable(item.content_type) && (
      <Button key="preview" size="small" icon={<EyeOutlined />} onClick={() => setPreview(item)}>
        {t("attachments.preview")}
      </Button>
    ),
    <Button key="download" size="small" icon={<DownloadOutlined />} href={attachmentUrl(entity.name, id, item.id, true)}>
      {t("attachments.download")}
    </Button>,
    canEdit && (
      <Popconfirm key="delete" title={t("attachments.deleteConfirm", { name: item.name })} onConfirm={() => remove(item)}>
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t("attachments.delete")} ${item.name}`}>
          {t("attachments.delete")}
        </Button>
      </Popconfirm>
    ),
  ];

  return (
    <div data-testid="record-attachments">
      <Divider orientation="left" orientationMargin={0}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t("attachments.title")}
        </Typography.Title>
      </Divider>
      {canEdit && (
        <Upload.Dragger
          multiple
          showUploadList={false}
          customRequest={({ file, onSuccess, onError }) => {
            const chosen = file as File;
            uploadAttachment(entity.name, id, chosen)
              .then((body) => {
                notify("success", body.message ?? t("messages.saved"));
                onSuccess?.(body);
              })
              .catch((error: Error) => {
                notify("error", `${chosen.name}: ${error.message}`);
                onError?.(error);
              })
              .finally(() => void list.refetch());
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t("attachments.drop")}</p>
          <p className="ant-upload-hint">{t("attachments.hint")}</p>
        </Upload.Dragger>
      )}
      <List
        size="small"
        loading={list.isLoading}
        locale={{ emptyText: t("attachments.empty") }}
        dataSource={list.data ?? []}
        renderItem={(item) => (
          <List.Item data-testid="attachment" actions={actions(item).filter(Boolean)}>
            <List.Item.Meta
              avatar={<PaperClipOutlined />}
              title={
                <a href={attachmentUrl(entity.name, id, item.id)} target="_blank" rel="noreferrer">
                  {item.name}
                </a>
              }
              description={`${t("attachments.size", { size: Math.max(1, Math.round(item.size / 1024)) })} · ${formatDate(item.created_at)}`}
            />
          </List.Item>
        )}
      />
      {canEdit && (
        <Button type="link" size="small" onClick={() => setTrash(!trash)} style={{ paddingLeft: 0 }}>
          {trash ? t("attachments.hideTrash") : t("attachments.trash")}
        </Button>
      )}
      {trash && (
        <List
          size="small"
          dataSource={deleted.data ?? []}
          locale={{ emptyText: t("attachments.empty") }}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Button key="restore" size="small" icon={<UndoOutlined />} onClick={() => restore(item)}>
                  {t("attachments.restore")}
                </Button>,
              ]}
            >
              <Space>
                <Typography.Text delete>{item.name}</Typography.Text>
                <Typography.Text type="secondary">{formatDate(item.deleted_at)}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
      {preview && (
        <AttachmentPreview
          name={preview.name}
          type={preview.content_type}
          url={attachmentUrl(entity.name, id, preview.id)}
          onClose={() => setPreview(undefined)}
        />
      )}
    </div>
  );
};
