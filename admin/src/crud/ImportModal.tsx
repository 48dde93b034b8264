import { InboxOutlined, UploadOutlined } from "@ant-design/icons";
import { importColumns, type EntityDef } from "@erp/api/entities";
import { useInvalidate, useNotification } from "@refinedev/core";
import { Alert, Modal, Progress, Space, Table, Typography, Upload, type UploadFile } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldsOf, resourceTitle } from "./entity";
import { ImportError, uploadCsv, type ImportRowError } from "./importCsv";

type Phase = "idle" | "uploading" | "processing";
type ModalProps = { entity: EntityDef; open: boolean; onClose: () => void; upload?: typeof uploadCsv };

/** A refused file's row errors: row number, CSV column, the server's message. */
const RowErrors = ({ rows }: { rows: ImportRowError[] }) => {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey={(row) => `${row.row}.${row.field}.${row.message}`}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10, size: "small" } : false}
      columns={[
        { key: "row", dataIndex: "row", title: t("import.row"), width: 70, align: "right" },
        { key: "field", dataIndex: "field", title: t("import.field"), width: 160 },
        { key: "message", dataIndex: "message", title: t("import.message") },
      ]}
    />
  );
};

/**
 * Picks a CSV and uploads it (progress bar, then "processing" while the server reads it). Imported:
 * the server's message as a notice, the list refreshed, the dialog closed. Refused: the server's
 * message and row errors, the dialog left open to try another file.
 */
export const ImportModal = ({ entity, open, onClose, upload = uploadCsv }: ModalProps) => {
  const { t } = useTranslation();
  // reference columns take a label too (a category's name, a customer's name or e-mail): the server resolves them
  const references = fieldsOf(entity)
    .filter((field) => field.type === "ref" && !field.multiple && !field.readOnly)
    .map((field) => `${field.name} (${field.type === "ref" ? resourceTitle(t, field.ref, "list") : ""})`);
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const [file, setFile] = useState<UploadFile>();
  const [phase, setPhase] = useState<Phase>("idle");
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<ImportError>();
  const busy = phase !== "idle";

  const reset = () => {
    setFile(undefined);
    setError(undefined);
    setPercent(0);
  };
  const close = () => {
    reset();
    onClose();
  };

  const start = async () => {
    if (!file?.originFileObj) return;
    setError(undefined);
    setPercent(0);
    setPhase("uploading");
    try {
      const result = await upload(entity.name, file.originFileObj, { onProgress: setPercent, onUploaded: () => setPhase("processing") });
      notify?.({ type: "success", message: result.message });
      await invalidate({ resource: entity.name, invalidates: ["list"] });
      close();
    } catch (caught) {
      setError(caught instanceof ImportError ? caught : new ImportError(t("messages.unknownError"), 0));
    } finally {
      setPhase("idle");
    }
  };

  return (
    <Modal
      open={open}
      title={t("import.title", { resource: resourceTitle(t, entity.name, "list") })}
      okText={t("import.start")}
      cancelText={t("buttons.cancel")}
      onOk={start}
      onCancel={busy ? undefined : close}
      okButtonProps={{ disabled: !file, icon: <UploadOutlined /> }}
      cancelButtonProps={{ disabled: busy }}
      confirmLoading={busy}
      closable={!busy}
      maskClosable={false}
      destroyOnHidden
      width={640}
    >
      <Space direction="vertical" style={{ width: "100%" }} size="middle">
        <Typography.Text type="secondary">{t("import.columns", { columns: importColumns(entity).join(", ") })}</Typography.Text>
        {references.length > 0 && <Typography.Text type="secondary">{t("import.references", { columns: references.join(", ") })}</Typography.Text>}
        <Upload.Dragger
          accept=".csv,text/csv"
          maxCount={1}
          disabled={busy}
          fileList={file ? [file] : []}
          beforeUpload={(picked) => {
            setFile({ uid: picked.uid, name: picked.name, size: picked.size, type: picked.type, originFileObj: picked });
            setError(undefined);
            return false;
          }}
          onRemove={() => setFile(undefined)}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t("import.drop")}</p>
        </Upload.Dragger>
        {phase === "uploading" && <Progress percent={percent} aria-label={t("import.uploading")} />}
        {phase === "processing" && (
          <div role="status">
            <Progress percent={100} status="active" showInfo={false} />
            <Typography.Text type="secondary">{t("import.processing")}</Typography.Text>
          </div>
        )}
        {error && <Alert type="error" showIcon message={error.message} />}
        {error && error.rows.length > 0 && <RowErrors rows={error.rows} />}
      </Space>
    </Modal>
  );
};

export default ImportModal;
