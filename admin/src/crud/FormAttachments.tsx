import type { EntityDef } from "@erp/api/entities";
import { DeleteOutlined, EyeOutlined, InboxOutlined, PaperClipOutlined } from "@ant-design/icons";
import { Button, Divider, List, Typography, Upload } from "antd";
import { type Dispatch, type SetStateAction, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AttachmentPreview } from "./AttachmentPreview";
import { previewable } from "./attachmentFiles";
import { RecordAttachments } from "./RecordAttachments";

type Props =
  /** A new record: the files wait in the form and go up once it is saved (CreatePage). */
  | { entity: EntityDef; mode: "create"; files: File[]; onFiles: Dispatch<SetStateAction<File[]>> }
  /** A record being edited: its attachments as its page has them (list, preview, download, delete to the trash, add). */
  | { entity: EntityDef; mode: "edit"; id: string };

/** A held file's preview: its object URL lives as long as the modal. */
const HeldPreview = ({ file, onClose }: { file: File; onClose: () => void }) => {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <AttachmentPreview name={file.name} type={file.type} url={url} onClose={onClose} />;
};

/** The files a new record's form holds until it is saved: drop or choose several, preview images and PDFs, remove one. */
const HeldFiles = ({ files, onFiles }: { files: File[]; onFiles: Dispatch<SetStateAction<File[]>> }) => {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<File>();
  return (
    <>
      <Upload.Dragger
        multiple
        showUploadList={false}
        // called once per file of a drop: each joins the held list, none is sent before the record exists
        beforeUpload={(file) => {
          onFiles((held) => [...held, file]);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t("attachments.drop")}</p>
        <p className="ant-upload-hint">{t("attachments.heldHint")}</p>
      </Upload.Dragger>
      <List
        size="small"
        locale={{ emptyText: t("attachments.empty") }}
        dataSource={files}
        renderItem={(file, index) => (
          <List.Item
            data-testid="held-attachment"
            actions={[
              previewable(file.type) && (
                <Button key="preview" size="small" icon={<EyeOutlined />} onClick={() => setPreview(file)}>
                  {t("attachments.preview")}
                </Button>
              ),
              <Button
                key="remove"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t("attachments.remove")} ${file.name}`}
                onClick={() => onFiles((held) => held.filter((_, i) => i !== index))}
              >
                {t("attachments.remove")}
              </Button>,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              avatar={<PaperClipOutlined />}
              title={file.name}
              description={t("attachments.size", { size: Math.max(1, Math.round(file.size / 1024)) })}
            />
          </List.Item>
        )}
      />
      {preview && <HeldPreview file={preview} onClose={() => setPreview(undefined)} />}
    </>
  );
};

/**
 * Attachments in the create and edit forms (issue 27 item 3), loaded with the form only where the
 * entity takes files. Creating, the files are held in the form and uploaded once the record is saved
 * (CreatePage: one request a file, so a refusal names its file and the record stays saved); editing,
 * the record's own panel, as on its page.
 */
export const FormAttachments = (props: Props) => {
  const { t } = useTranslation();
  if (props.mode === "edit") return <RecordAttachments entity={props.entity} id={props.id} />;
  return (
    <div data-testid="form-attachments">
      <Divider orientation="left" orientationMargin={0}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t("attachments.title")}
        </Typography.Title>
      </Divider>
      <HeldFiles files={props.files} onFiles={props.onFiles} />
    </div>
  );
};

export default FormAttachments;
