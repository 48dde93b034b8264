import { Modal } from "antd";

/** An image or a PDF in a modal (an attachment's content from the API, or a file a form holds, by its object URL). */
export const AttachmentPreview = ({ name, type, url, onClose }: { name: string; type: string; url: string; onClose: () => void }) => (
  <Modal open title={name} footer={null} onCancel={onClose} width="80vw" destroyOnHidden>
    {type === "application/pdf" ? (
      <iframe data-testid="attachment-preview" title={name} src={url} style={{ width: "100%", height: "75vh", border: 0 }} />
    ) : (
      <img data-testid="attachment-preview" alt={name} src={url} style={{ maxWidth: "100%", display: "block", margin: "0 auto" }} />
    )}
  </Modal>
);
