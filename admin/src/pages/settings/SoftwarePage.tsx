import { ControlOutlined, MailOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Space, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { setCurrency } from "../../crud/format";
import type { PageProps } from "../../screens";
import { Loading } from "../Loading";
import { SecretInput, TestButton } from "./SettingsInputs";
import { SmsSettings } from "./SmsSettings";
import { useSingleton } from "./useSingleton";

type Settings = Record<string, unknown> & { smtp_password_set: boolean; sms_api_secret_set: boolean };

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
    // a blank provider or address is none: the provider's own address, no provider (messages wait)
    for (const name of ["sms_provider", "sms_base_url"]) body[name] ||= null;
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
        <SmsSettings form={form} secretSet={settings.data.sms_api_secret_set} />
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
          <Row gutter={16}>
            {item("backup_retention", <InputNumber min={1} max={365} precision={0} />)}
            {item("attachment_max_megabytes", <InputNumber min={1} max={1024} precision={0} addonAfter="MB" />)}
          </Row>
        </Card>
        <Button type="primary" htmlType="submit" loading={settings.saving} style={{ marginTop: 16 }}>
          {t("buttons.save")}
        </Button>
      </Form>
    </Card>
  );
};

export default SoftwarePage;
