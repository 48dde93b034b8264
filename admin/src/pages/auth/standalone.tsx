import { ConfigProvider } from "antd";
import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import "@refinedev/antd/dist/reset.css";
import { authProvider } from "../../providers/auth";
import { useAntdConfig } from "../../providers/antd-config";
import { SignInScreen } from "./SignInScreen";

/**
 * A fresh load of /auth/login: the sign-in screen alone (React, antd's form, i18n and the auth
 * calls), without Refine, the layout or any screen. Signed in, the browser opens the callback URL,
 * which loads the app.
 */
const StandaloneSignIn = () => {
  return (
    <ConfigProvider {...useAntdConfig()}>
      <SignInScreen
        params={new URLSearchParams(window.location.search)}
        signIn={(variables) => authProvider.login(variables)}
        onSignedIn={(redirectTo) => window.location.assign(redirectTo)}
      />
    </ConfigProvider>
  );
};

export const renderSignIn = (root: Root) =>
  root.render(
    <StrictMode>
      <StandaloneSignIn />
    </StrictMode>,
  );
