import { EyeOutlined, UndoOutlined } from "@ant-design/icons";
import { type HttpError, useNotification } from "@refinedev/core";
import { Alert, Button, Card, Form, Input, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiUrl } from "../../providers/data";
import { httpClient } from "../../providers/http";

/** One row of GET /api/message-templates. */
export type MessageTemplate = {
  event: string;
  channel: "email" | "sms";
  language: string;
  subject: string | null;
  body: string;
  is_default: boolean;
  placeholders: string[];
};

type Preview = { subject: string | null; body: string; to: string | null };

/**
 * One template: its subject (e-mail) and text, saved with PUT (the server's per-field refusals on
 * the fields), reset to the default with DELETE, and previewed on the chosen order as it stands in
 * the form, before it is saved.
 */
export const TemplateCard = ({
  template,
  orderId,
  onSaved,
}: {
  template: MessageTemplate;
  orderId?: number;
  onSaved: (t: MessageTemplate) => void;
}) => {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [form] = Form.useForm<{ subject?: string; body: string }>();
  const [busy, setBusy] = useState<"save" | "reset" | "preview">();
  const [preview, setPreview] = useState<Preview>();
  const path = `${apiUrl}/message-templates/${template.event}/${template.channel}/${template.language}`;
  const names = template.placeholders.map((name) => `{${name}}`).join(" ");

  const run = async (what: "save" | "reset" | "preview", request: () => Promise<void>) => {
    setBusy(what);
    try {
      await request();
    } catch (e) {
      const failure = e as HttpError;
      if (failure.errors)
        form.setFields(Object.entries(failure.errors).map(([name, message]) => ({ name: name as "body", errors: [String(message)] })));
      open?.({ type: "error", message: failure.message || t("messages.unknownError") });
    } finally {
      setBusy(undefined);
    }
  };
  const save = () =>
    run("save", async () => {
      const saved = (await httpClient.put<MessageTemplate>(path, form.getFieldsValue())).data;
      onSaved(saved);
      open?.({ type: "success", message: t("messages.saved") });
    });
  const reset = () =>
    run("reset", async () => {
      const saved = (await httpClient.delete<MessageTemplate>(path)).data;
      form.setFieldsValue({ subject: saved.subject ?? undefined, body: saved.body });
      onSaved(saved);
      open?.({ type: "success", message: t("message-templates.messages.reset") });
    });
  const show = () =>
    run("preview", async () => {
      const draft = { event: template.event, channel: template.channel, language: template.language, ...form.getFieldsValue() };
      setPreview((await httpClient.post<Preview>(`${apiUrl}/orders/${orderId}/message-preview`, draft)).data);
    });

  return (
    <Card
      type="inner"
      data-testid={`template-${template.channel}-${template.language}`}
      title={
        <Space>
          {t(`message-templates.channels.${template.channel}`)}
          {t(`company.values.language.${template.language}`)}
          <Tag color={template.is_default ? "default" : "blue"}>{t(`message-templates.tags.${template.is_default ? "default" : "custom"}`)}</Tag>
        </Space>
      }
      style={{ marginTop: 16 }}
    >
      <Form form={form} layout="vertical" initialValues={{ subject: template.subject ?? undefined, body: template.body }}>
        {template.channel === "email" && (
          <Form.Item name="subject" label={t("message-templates.fields.subject")}>
            <Input />
          </Form.Item>
        )}
        <Form.Item name="body" label={t("message-templates.fields.body")} extra={t("message-templates.hints.placeholders", { names })}>
          <Input.TextArea autoSize={{ minRows: template.channel === "email" ? 6 : 2, maxRows: 16 }} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" loading={busy === "save"} onClick={() => void save()}>
            {t("buttons.save")}
          </Button>
          <Button icon={<UndoOutlined />} disabled={template.is_default} loading={busy === "reset"} onClick={() => void reset()}>
            {t("message-templates.actions.reset")}
          </Button>
          <Button icon={<EyeOutlined />} disabled={orderId === undefined} loading={busy === "preview"} onClick={() => void show()}>
            {t("message-templates.actions.preview")}
          </Button>
        </Space>
      </Form>
      {preview && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          data-testid="template-preview"
          message={preview.subject ?? preview.to}
          description={<Typography.Paragraph style={{ whiteSpace: "pre-wrap", margin: 0 }}>{preview.body}</Typography.Paragraph>}
        />
      )}
    </Card>
  );
};
