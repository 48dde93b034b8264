import { ControlOutlined, MailOutlined, MessageOutlined } from "@ant-design/icons";
import { useNotification, type HttpError } from "@refinedev/core";
import { Alert, Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { setCurrency } from "../../crud/format";
import { apiUrl } from "../../providers/data";
import { httpClient } from "../../providers/http";
import type { PageProps } from "../../screens";
import { Loading } from "../Loading";
import { useSingleton } from "./useSingleton";

type Settings = Record<string, unknown> & { smtp_password_set: boolean; sms_api_secret_set: boolean };

/** "set" / "not set" for a write-only value; typing sets it, blank keeps it. */
const SecretInput = ({ name, isSet, label }: { name: string; isSet: boolean; label: string }) => {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={
        <Space>
          {label}
          <Tag color={isSet ? "green" : "default"}>{isSet ? t("software.secret.set") : t("software.secret.notSet")}</Tag>
        </Space>
      }
      extra={t("software.secret.keep")}
    >
      <Input.Password autoComplete="new-password" placeholder={isSet ? "••••••••" : ""} />
    </Form.Item>
  );
};

/** A "send a test" button: the server's answer (or its error, e.g. the SMTP server's) in a notification. */
const TestButton = ({ path, label, field, icon }: { path: string; label: string; field: string; icon: React.ReactNode }) => {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [to, setTo] = useState("");
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const res = await httpClient.post<{ message: string }>(`${apiUrl}${path}`, { to });
      open?.({ type: "success", message: res.data.message });
    } catch (e) {
      open?.({ type: "error", message: (e as HttpError).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact style={{ maxWidth: 480, width: "100%" }}>
      <Input
        aria-label={t(`software.fields.${field}`)}
        placeholder={t(`software.fields.${field}`)}
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <Button icon={icon} loading={busy} onClick={() => void send()}>
        {label}
      </Button>
    </Space.Compact>
  );
};

/** `/settings/software` (ADMIN): currency, e-mail (with a test), SMS, work schedule, OT multiplier, backup retention. */
export const SoftwarePage = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const settings = useSingleton<Settings>("/settings", form);
  if (settings.error) return <Alert type="error" showIcon message={settings.error} />;
  if (!settings.data) return <Loading />;
  const label = (name: string) => t(`software.fields.${name}`);
  const item = (name: string, control: React.ReactNode, extra: object = {}) => (
    <Col xs={24} md={12} key={name}>
      <Form.Item name={name} label={label(name)} {...extra}>
        {control}
      </Form.Item>
    </Col>
  );

  const submit = async (values: Record<string, unknown>) => {
    const body = { ...values };
    for (const secret of ["smtp_password", "sms_api_secret"]) if (!body[secret]) delete body[secret];
    const saved = await settings.save(body);
    if (saved) {
      form.setFieldsValue({ smtp_password: undefined, sms_api_secret: undefined });
      setCurrency({ code: String(saved.currency_code), symbol: String(saved.currency_symbol), decimals: Number(saved.currency_decimals) });
    }
  };

  return (
    <Card
      title={
        <Space>
          <ControlOutlined />
          {t(`${page.name}.${page.name}`)}
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={settings.data} onFinish={(v) => void submit(v)}>
        <Card type="inner" title={t("software.sections.currency")}>
          <Row gutter={16}>
            {item("currency_code", <Input maxLength={3} style={{ textTransform: "uppercase" }} />)}
            {item("currency_symbol", <Input maxLength={8} />)}
            {item("currency_decimals", <InputNumber min={0} max={4} precision={0} />)}
          </Row>
        </Card>
        <Card type="inner" title={t("software.sections.mail")} style={{ marginTop: 16 }}>
          <Alert type="info" showIcon message={t("software.hints.smtpUrl")} style={{ marginBottom: 16 }} />
          <Row gutter={16}>
            {item("mail_from_email", <Input />)}
            {item("mail_from_name", <Input />)}
            {item("smtp_host", <Input />)}
            {item("smtp_port", <InputNumber min={1} max={65535} precision={0} />)}
            {item("smtp_user", <Input autoComplete="off" />)}
            <Col xs={24} md={12}>
              <SecretInput name="smtp_password" isSet={settings.data.smtp_password_set} label={label("smtp_password")} />
            </Col>
            {item("smtp_secure", <Switch />, { valuePropName: "checked" })}
          </Row>
          <TestButton path="/settings/test-email" field="to" label={t("software.actions.test-email")} icon={<MailOutlined />} />
        </Card>
        <Card type="inner" title={t("software.sections.sms")} style={{ marginTop: 16 }}>
          <Row gutter={16}>
            {item("sms_provider", <Select options={[{ value: "log", label: t("software.values.sms_provider.log") }]} />)}
            {item("sms_number", <Input />)}
            {item("sms_api_key", <Input autoComplete="off" />)}
            <Col xs={24} md={12}>
              <SecretInput name="sms_api_secret" isSet={settings.data.sms_api_secret_set} label={label("sms_api_secret")} />
            </Col>
          </Row>
          <TestButton path="/settings/test-sms" field="to" label={t("software.actions.test-sms")} icon={<MessageOutlined />} />
        </Card>
        <Card type="inner" title={t("software.sections.schedule")} style={{ marginTop: 16 }}>
          <Row gutter={16}>
            {item("work_start", <Input placeholder="09:00" maxLength={5} />)}
            {item("work_end", <Input placeholder="18:00" maxLength={5} />)}
            {item("lunch_minutes", <InputNumber min={0} max={240} precision={0} />)}
            {item("ot_multiplier", <InputNumber min={1} max={5} step={0.25} />)}
            <Col span={24}>
              <Form.Item name="work_days" label={label("work_days")}>
                <Checkbox.Group options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`software.values.work_days.${d}`) }))} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card type="inner" title={t("software.sections.backups")} style={{ marginTop: 16 }}>
          <Row gutter={16}>{item("backup_retention", <InputNumber min={1} max={365} precision={0} />)}</Row>
        </Card>
        <Button type="primary" htmlType="submit" loading={settings.saving} style={{ marginTop: 16 }}>
          {t("buttons.save")}
        </Button>
      </Form>
    </Card>
  );
};

export default SoftwarePage;
