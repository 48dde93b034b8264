import { AppstoreOutlined, LockOutlined, MailOutlined } from "@ant-design/icons";
import { Alert, Button, Flex, Form, Input, Layout, theme } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NativeLanguageSelect } from "../../layout/NativeLanguageSelect";
import { signInErrorMessage, SignInError, type LoginVariables } from "../../providers/auth";
import { requiredRule } from "../../crud/rules";

type Notice = { type: "warning" | "error"; message: string };
export type SignInResult = { success: boolean; redirectTo?: string; error?: unknown };

type Props = {
  /** The page's query: `?error=<Code>`, `?callbackUrl=`. */
  params: URLSearchParams;
  signIn: (variables: LoginVariables) => Promise<SignInResult>;
  /** Where to go once signed in (the callback URL, or the server's). */
  onSignedIn: (redirectTo: string) => void | Promise<void>;
};

/**
 * The sign-in screen, without Refine: the login route inside the app renders it (LoginPage), and a
 * fresh load of /auth/login renders it on its own (standalone.tsx) so the first page is light.
 * Client rules first ("E-mail: input can not be empty", "The input is not valid E-mail!"); then the
 * server's own translated answer, on the field it is about (unknown e-mail, wrong password) or
 * above the form. `?error=<Code>` (e.g. SessionRequired after a redirect) is shown translated.
 */
export const SignInScreen = ({ params, signIn, onSignedIn }: Props) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [form] = Form.useForm<LoginVariables>();
  const [pending, setPending] = useState(false);
  // without a callbackUrl, sign-in lands on the dashboard
  const callbackUrl = params.get("callbackUrl") ?? "/dashboard";
  const code = params.get("error");
  // undefined: no attempt yet, so the URL's code speaks; null: the last attempt's answer sits on the fields
  const [banner, setBanner] = useState<Notice | null>();
  const fromUrl: Notice | null = code ? { type: code === "SessionRequired" ? "warning" : "error", message: signInErrorMessage(code) } : null;
  const notice = banner === undefined ? fromUrl : banner;

  const onFinish = async ({ email, password }: LoginVariables) => {
    setBanner(null);
    setPending(true);
    try {
      const result = await signIn({ email: email.trim(), password, callbackUrl });
      if (result.success) return void (await onSignedIn(result.redirectTo ?? "/dashboard"));
      const error = result.error instanceof SignInError ? result.error : new SignInError("CredentialsSignin", signInErrorMessage(""));
      const fields = Object.entries(error.fields).map(([name, message]) => ({ name: name as keyof LoginVariables, errors: [message] }));
      form.setFields(fields);
      setBanner(fields.length > 0 ? null : { type: "error", message: error.message });
    } finally {
      setPending(false);
    }
  };

  return (
    <Layout style={{ minHeight: "100vh", background: token.colorBgLayout }}>
      <Flex justify="flex-end" style={{ padding: "16px 24px" }}>
        <NativeLanguageSelect />
      </Flex>
      <Flex justify="center" align="flex-start" style={{ flex: 1, padding: "6vh 16px 24px" }}>
        {/* a card drawn with the theme's tokens: antd's Card brings Tabs and Menu along (~35 KB) */}
        <div
          style={{
            width: 400,
            maxWidth: "100%",
            padding: 32,
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
            <AppstoreOutlined style={{ fontSize: 36, color: token.colorPrimary }} />
            {/* plain headings in Typography's styles: antd's Typography brings Tooltip and TextArea along */}
            <h3
              style={{
                margin: "8px 0 0",
                color: token.colorPrimary,
                fontSize: token.fontSizeHeading3,
                fontWeight: token.fontWeightStrong,
                lineHeight: token.lineHeightHeading3,
              }}
            >
              {t("app.title")}
            </h3>
            <span style={{ color: token.colorTextSecondary }}>{t("login.title")}</span>
          </Flex>
          {notice && <Alert role="alert" type={notice.type} showIcon message={notice.message} style={{ marginBottom: 16 }} />}
          <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={pending}>
            <Form.Item
              name="email"
              label={t("login.email")}
              rules={[
                requiredRule(t, t("login.email"), { whitespace: true }),
                { type: "email", message: t("messages.email"), transform: (value: string) => value?.trim() },
              ]}
            >
              <Input prefix={<MailOutlined />} autoComplete="username" autoFocus size="large" />
            </Form.Item>
            <Form.Item name="password" label={t("login.password")} rules={[requiredRule(t, t("login.password"))]}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={pending} style={{ marginTop: 8 }}>
              {t("login.submit")}
            </Button>
          </Form>
        </div>
      </Flex>
    </Layout>
  );
};
