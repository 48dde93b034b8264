import { NotificationOutlined } from "@ant-design/icons";
import { Alert, Card, Form, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RefSelect } from "../../crud/RefSelect";
import type { PageProps } from "../../screens";
import { Loading } from "../Loading";
import { type MessageTemplate, TemplateCard } from "./TemplateCard";
import { useSingleton } from "./useSingleton";

/** The events an order fills, so previewed on the order picked; a quotation's or service invoice's e-mail is not. */
const previewOnOrder = new Set(["order-status", "order-confirmation", "order-invoice"]);

/** The order preview picks from: any order, searched by number. */
const orderField = { name: "order_id", type: "ref", ref: "orders" } as const;

/**
 * `/settings/templates` (ADMIN): the messages customers get, by event, channel and language. Each
 * can be edited, previewed on a real order (picked above) and reset to the default text.
 */
export const MessageTemplatesPage = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const templates = useSingleton<MessageTemplate[]>("/message-templates");
  const [orderId, setOrderId] = useState<number>();
  const [saved, setSaved] = useState<Record<string, MessageTemplate>>({});
  if (templates.error) return <Alert type="error" showIcon message={templates.error} />;
  if (!templates.data) return <Loading />;
  const events = [...new Set(templates.data.map((template) => template.event))];
  const key = (template: MessageTemplate) => `${template.event}/${template.channel}/${template.language}`;

  return (
    <Card
      title={
        <Space>
          <NotificationOutlined />
          {t(`${page.name}.${page.name}`)}
        </Space>
      }
    >
      <Form layout="vertical">
        <Form.Item label={t("message-templates.fields.order")} extra={t("message-templates.hints.preview")}>
          <RefSelect
            id="order_id"
            field={orderField}
            value={orderId}
            allowClear
            onChange={(value) => setOrderId(value as number | undefined)}
            style={{ maxWidth: 360 }}
          />
        </Form.Item>
      </Form>
      {events.map((event) => (
        <section key={event}>
          <Typography.Title level={5}>{t(`message-templates.events.${event}`)}</Typography.Title>
          {templates.data
            ?.filter((template) => template.event === event)
            .map((template) => (
              <TemplateCard
                key={key(template)}
                template={saved[key(template)] ?? template}
                orderId={previewOnOrder.has(event) ? orderId : undefined}
                onSaved={(next) => setSaved((all) => ({ ...all, [key(next)]: next }))}
              />
            ))}
        </section>
      ))}
    </Card>
  );
};

export default MessageTemplatesPage;
