import { AppstoreOutlined, LockOutlined, MailOutlined } from "@ant-design/icons";
import { useInvalidateAuthStore, useLogin } from "@refinedev/core";
import { Alert, Button, Card, Flex, Form, Input, Layout, Typography, theme } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { LanguageSelect } from "../../layout/LanguageSelect";
import { signInErrorMessage, SignInError, type LoginVariables } from "../../providers/auth";

type Notice = { type: "warning" | "error"; message: string };

/**
 * `/auth/login`, outside the signed-in layout. Client rules first ("input can not be empty", "The
 * input is not valid E-mail!"); then the server's own translated answer, on the field it is about
 * (unknown e-mail, wrong password) or above the form. `?error=<Code>` (e.g. SessionRequired after
 * a redirect) is shown translated; `?callbackUrl=` is where a successful sign-in goes.
 */
export const LoginPage = () => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [form] = Form.useForm<LoginVariables>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const invalidateAuthStore = useInvalidateAuthStore();
  const callbackUrl = params.get("callbackUrl") ?? "/";
  const code = params.get("error");
  // undefined: no attempt yet, so the URL's code speaks; null: the last attempt's answer sits on the fields
  const [banner, setBanner] = useState<Notice | null>();
  const fromUrl: Notice | null = code ? { type: code === "SessionRequired" ? "warning" : "error", message: signInErrorMessage(code) } : null;
  const notice = banner === undefined ? fromUrl : banner;

  const { mutate: login, isPending } = useLogin<LoginVariables>({
    mutationOptions: {
      // instead of Refine's default: the answer goes onto the form, not into a notification
      onSuccess: async (result) => {
        if (result.success) {
          await invalidateAuthStore();
          navigate(result.redirectTo ?? "/", { replace: true });
          return;
        }
        const error = result.error instanceof SignInError ? result.error : new SignInError("CredentialsSignin", signInErrorMessage(""));
        const fields = Object.entries(error.fields).map(([name, message]) => ({ name: name as keyof LoginVariables, errors: [message] }));
        form.setFields(fields);
        setBanner(fields.length > 0 ? null : { type: "error", message: error.message });
      },
    },
  });

  const onFinish = ({ email, password }: LoginVariables) => {
    setBanner(null);
    login({ email: email.trim(), password, callbackUrl });
  };

  return (
    <Layout style={{ minHeight: "100vh", background: token.colorBgLayout }}>
      <Flex justify="flex-end" style={{ padding: "16px 24px" }}>
        <LanguageSelect />
      </Flex>
      <Flex justify="center" align="flex-start" style={{ flex: 1, padding: "6vh 16px 24px" }}>
        <Card style={{ width: 400, maxWidth: "100%" }} styles={{ body: { padding: 32 } }}>
          <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
            <AppstoreOutlined style={{ fontSize: 36, color: token.colorPrimary }} />
            <Typography.Title level={3} style={{ margin: "8px 0 0", color: token.colorPrimary }}>
              {t("app.title")}
            </Typography.Title>
            <Typography.Text type="secondary">{t("login.title")}</Typography.Text>
          </Flex>
          {notice && <Alert role="alert" type={notice.type} showIcon message={notice.message} style={{ marginBottom: 16 }} />}
          <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={isPending}>
            <Form.Item
              name="email"
              label={t("login.email")}
              rules={[
                { required: true, whitespace: true, message: t("messages.required") },
                { type: "email", message: t("messages.email"), transform: (value: string) => value?.trim() },
              ]}
            >
              <Input prefix={<MailOutlined />} autoComplete="username" autoFocus size="large" />
            </Form.Item>
            <Form.Item name="password" label={t("login.password")} rules={[{ required: true, message: t("messages.required") }]}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={isPending} style={{ marginTop: 8 }}>
              {t("login.submit")}
            </Button>
          </Form>
        </Card>
      </Flex>
    </Layout>
  );
};

export default LoginPage;
