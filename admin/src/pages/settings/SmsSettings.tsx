import { MessageOutlined } from "@ant-design/icons";
import { Alert, Card, Col, Form, type FormInstance, Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { SecretInput, TestButton } from "./SettingsInputs";

/** The providers' own API addresses (what a blank `sms_base_url` means). */
const ownUrls: Record<string, string> = { vonage: "https://rest.nexmo.com", twilio: "https://api.twilio.com" };

/**
 * The SMS part of the software settings: the provider (none, Vonage, Twilio, or "log only" chosen
 * on purpose), its credentials as that provider names them, the API address, and a test message.
 * What happens to text messages with these settings is said above the fields.
 */
export const SmsSettings = ({ form, secretSet }: { form: FormInstance; secretSet: boolean }) => {
  const { t } = useTranslation();
  const provider = Form.useWatch("sms_provider", form) as string | null | undefined;
  const apiKey = Form.useWatch("sms_api_key", form) as string | null | undefined;
  const number = Form.useWatch("sms_number", form) as string | null | undefined;
  // Twilio calls its credentials account SID and auth token
  const label = (name: string) => t(provider === "twilio" && name !== "sms_base_url" ? `software.fields.${name}_twilio` : `software.fields.${name}`);
  const hint = !provider
    ? { type: "warning" as const, text: t("software.hints.smsNone") }
    : provider === "log"
      ? { type: "warning" as const, text: t("software.hints.smsLog") }
      : !apiKey || !secretSet || !number
        ? { type: "info" as const, text: t("software.hints.smsCredentials") }
        : undefined;
  return (
    <Card type="inner" title={t("software.sections.sms")} style={{ marginTop: 16 }}>
      {hint && <Alert type={hint.type} showIcon message={hint.text} style={{ marginBottom: 16 }} data-testid="sms-state" />}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="sms_provider" label={t("software.fields.sms_provider")}>
            <Select
              allowClear
              placeholder={t("software.hints.smsProviderPlaceholder")}
              options={["vonage", "twilio", "log"].map((value) => ({ value, label: t(`software.values.sms_provider.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="sms_number" label={label("sms_number")}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="sms_api_key" label={label("sms_api_key")}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <SecretInput name="sms_api_secret" isSet={secretSet} label={label("sms_api_secret")} />
        </Col>
        <Col span={24}>
          <Form.Item
            name="sms_base_url"
            label={label("sms_base_url")}
            extra={provider && ownUrls[provider] ? t("software.hints.smsBaseUrl", { url: ownUrls[provider] }) : undefined}
          >
            <Input placeholder={provider ? ownUrls[provider] : undefined} />
          </Form.Item>
        </Col>
      </Row>
      <TestButton path="/settings/test-sms" field="sms_to" label={t("software.actions.test-sms")} icon={<MessageOutlined />} />
    </Card>
  );
};
