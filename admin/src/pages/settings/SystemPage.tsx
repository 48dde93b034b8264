import { CloudDownloadOutlined, CloudUploadOutlined, DatabaseOutlined, DeleteOutlined, HistoryOutlined, SaveOutlined } from "@ant-design/icons";
import { type HttpError, useGo, useNotification } from "@refinedev/core";
import { Alert, Button, Card, Input, Modal, Popconfirm, Progress, Space, Table, Tag, Typography, Upload } from "antd";
import { IconButton } from "../../crud/RowButtons";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../crud/format";
import { apiUrl } from "../../providers/data";
import { httpClient } from "../../providers/http";
import type { PageProps } from "../../screens";

type Backup = {
  id: number;
  created_at: string;
  kind: string;
  status: "running" | "ok" | "failed";
  size: number | null;
  rows: number | null;
  tables_done: number;
  tables_total: number;
  error: string | null;
};

const confirmation = "RESTORE";
const statusColour = { running: "processing", ok: "success", failed: "error" } as const;

export const formatSize = (bytes: number | null) => {
  if (bytes == null) return "";
  const units = ["B", "KB", "MB", "GB"];
  let value = Number(bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(unit ? 1 : 0)} ${units[unit]}`;
};

/** The typed confirmation before a restore; `run` does it and answers whether it went through. */
const RestoreModal = ({ open, onClose, run }: { open: boolean; onClose: () => void; run: () => Promise<void> }) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={t("backups.restore.title")}
      okText={t("backups.actions.restore")}
      okButtonProps={{ danger: true, disabled: typed !== confirmation, loading: busy }}
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        await run().finally(() => setBusy(false));
      }}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <Alert type="warning" showIcon message={t("backups.restore.warning")} />
        <Typography.Text>{t("backups.restore.prompt", { word: confirmation })}</Typography.Text>
        <Input aria-label={t("backups.restore.prompt", { word: confirmation })} value={typed} onChange={(e) => setTyped(e.target.value)} autoFocus />
      </Space>
    </Modal>
  );
};

/**
 * `/settings/system` (ADMIN): back up now (with its progress), the list with date and size, download,
 * delete, and restore (a listed backup or an uploaded file) behind a typed confirmation; after a
 * restore everyone signs in again, this user too.
 */
export const SystemPage = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const { open } = useNotification();
  const go = useGo();
  const [backups, setBackups] = useState<Backup[]>();
  const [restoring, setRestoring] = useState<{ id?: number; file?: File }>();

  const load = useCallback(async () => {
    const res = await httpClient.get<Backup[]>(`${apiUrl}/backups`);
    setBackups(res.data);
    return res.data;
  }, []);
  useEffect(() => void load().catch(() => setBackups([])), [load]);

  // while one runs, follow its progress
  const running = backups?.some((b) => b.status === "running");
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void load().catch(() => undefined), 1000);
    return () => clearInterval(timer);
  }, [running, load]);

  const fail = (e: unknown) => open?.({ type: "error", message: (e as HttpError).message || t("messages.unknownError") });

  const backUp = async () => {
    try {
      await httpClient.post(`${apiUrl}/backups`, {}, { headers: { Prefer: "respond-async" } });
      await load();
    } catch (e) {
      fail(e);
    }
  };

  const remove = async (id: number) => {
    try {
      await httpClient.delete(`${apiUrl}/backups/${id}`);
      open?.({ type: "success", message: t("messages.deleted") });
      await load();
    } catch (e) {
      fail(e);
    }
  };

  const restore = async () => {
    try {
      const res = restoring?.file
        ? await httpClient.post<{ message: string }>(`${apiUrl}/backups/restore?confirm=${confirmation}`, restoring.file, {
            headers: { "Content-Type": "application/gzip" },
          })
        : await httpClient.post<{ message: string }>(`${apiUrl}/backups/${restoring?.id}/restore`, { confirm: confirmation });
      open?.({ type: "success", message: res.data.message });
      setRestoring(undefined);
      // every session ended with the restore: sign in again
      go({ to: "/auth/login", type: "replace" });
    } catch (e) {
      fail(e);
    }
  };

  return (
    <Card
      title={
        <Space>
          <DatabaseOutlined />
          {t(`${page.name}.${page.name}`)}
        </Space>
      }
      extra={
        <Space>
          <Upload
            accept=".gz,application/gzip"
            showUploadList={false}
            beforeUpload={(file) => {
              setRestoring({ file });
              return false;
            }}
          >
            <Button icon={<CloudUploadOutlined />}>{t("backups.actions.upload")}</Button>
          </Upload>
          <Button type="primary" icon={<SaveOutlined />} loading={running} onClick={() => void backUp()}>
            {t("backups.actions.backup")}
          </Button>
        </Space>
      }
    >
      <Table<Backup>
        rowKey="id"
        // wider than a phone once backups carry their notes: scrolls in its own box, not the page
        scroll={{ x: "max-content" }}
        loading={!backups}
        dataSource={backups}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: t("backups.fields.created_at"), dataIndex: "created_at", render: (v: string) => formatDate(v, "datetime") },
          { title: t("backups.fields.kind"), dataIndex: "kind", render: (v: string) => t(`backups.values.kind.${v}`) },
          {
            title: t("backups.fields.status"),
            dataIndex: "status",
            render: (v: Backup["status"], row) =>
              v === "running" ? (
                <Progress
                  aria-label={t("backups.fields.progress")}
                  percent={row.tables_total ? Math.round((row.tables_done / row.tables_total) * 100) : 0}
                  size="small"
                  style={{ minWidth: 120 }}
                />
              ) : (
                <Tag color={statusColour[v]} title={row.error ?? undefined}>
                  {t(`backups.values.status.${v}`)}
                </Tag>
              ),
          },
          { title: t("backups.fields.size"), dataIndex: "size", align: "right", render: formatSize },
          {
            key: "actions",
            render: (_, row) =>
              row.status === "ok" && (
                <Space>
                  <Button size="small" icon={<CloudDownloadOutlined />} href={`${apiUrl}/backups/${row.id}/download`}>
                    {t("backups.actions.download")}
                  </Button>
                  <Button size="small" danger icon={<HistoryOutlined />} onClick={() => setRestoring({ id: row.id })}>
                    {t("backups.actions.restore")}
                  </Button>
                  <Popconfirm title={t("backups.messages.deleteConfirm")} onConfirm={() => void remove(row.id)}>
                    <IconButton size="small" icon={<DeleteOutlined />} label={t("backups.actions.delete")} />
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <RestoreModal open={Boolean(restoring)} onClose={() => setRestoring(undefined)} run={restore} />
    </Card>
  );
};

export default SystemPage;
