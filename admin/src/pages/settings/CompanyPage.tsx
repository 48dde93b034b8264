import { BankOutlined, DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, DatePicker, Form, Image, Input, InputNumber, Row, Select, Space, Typography, Upload } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PageProps } from "../../screens";
import { apiUrl } from "../../providers/data";
import { Loading } from "../Loading";
import { useSingleton } from "./useSingleton";
import { requiredRule } from "../../crud/rules";

type Company = Record<string, string | number | null> & { has_logo: boolean; updated_at: string };

const text = [
  "name",
  "registration_number",
  "industry",
  "website",
  "email",
  "phone",
  "payment_method",
  "bank_name",
  "bank_code",
  "bank_account_number",
  "bank_account_holder",
] as const;

/** `/settings/company` (ADMIN): the company profile every PDF takes its header from, and the logo. */
export const CompanyPage = ({ page }: PageProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const company = useSingleton<Company>("/company", form);
  const [logoVersion, setLogoVersion] = useState(0);
  if (company.error) return <Alert type="error" showIcon message={company.error} />;
  if (!company.data) return <Loading />;
  const label = (name: string) => t(`company.fields.${name}`);

  const submit = (values: Record<string, unknown>) => {
    const founding = values.founding_date as dayjs.Dayjs | string | null | undefined;
    void company.save({ ...values, founding_date: founding ? dayjs(founding).format("YYYY-MM-DD") : null });
  };
  const upload = async (file: File) => {
    await company.save(file, { method: "put", sub: "/logo", headers: { "Content-Type": file.type || "application/octet-stream" } });
    setLogoVersion((v) => v + 1);
    return false;
  };

  return (
    <Card
      title={
        <Space>
          <BankOutlined />
          {t(`${page.name}.${page.name}`)}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t("company.hints.header")}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={company.data} onFinish={submit}>
        <Row gutter={16}>
          {text.map((name) => (
            <Col xs={24} md={12} key={name}>
              <Form.Item name={name} label={label(name)} rules={name === "name" ? [requiredRule(t, label(name))] : []}>
                <Input />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={12}>
            <Form.Item name="founding_date" label={label("founding_date")} getValueProps={(v) => ({ value: v ? dayjs(v) : null })}>
              <DatePicker format="YYYY/MM/DD" style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="employees" label={label("employees")}>
              <InputNumber min={0} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="language" label={label("language")} extra={t("company.hints.language")}>
              <Select options={["en", "zh_Hant"].map((value) => ({ value, label: t(`company.values.language.${value}`) }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="address" label={label("address")}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={company.saving}>
          {t("buttons.save")}
        </Button>
      </Form>
      <Card type="inner" title={label("logo")} style={{ marginTop: 24 }}>
        <Space direction="vertical">
          {company.data.has_logo && (
            <Image alt={label("logo")} height={64} src={`${apiUrl}/company/logo?v=${logoVersion}-${company.data.updated_at}`} preview={false} />
          )}
          <Typography.Text type="secondary">{t("company.hints.logo")}</Typography.Text>
          <Space>
            <Upload accept="image/png,image/jpeg" showUploadList={false} beforeUpload={(file) => upload(file)}>
              <Button icon={<UploadOutlined />}>{t("company.actions.uploadLogo")}</Button>
            </Upload>
            {company.data.has_logo && (
              <Button danger icon={<DeleteOutlined />} onClick={() => void company.save(undefined, { method: "delete", sub: "/logo" })}>
                {t("company.actions.removeLogo")}
              </Button>
            )}
          </Space>
        </Space>
      </Card>
    </Card>
  );
};

export default CompanyPage;
