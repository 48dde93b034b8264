import { AppstoreOutlined } from "@ant-design/icons";
import { entities } from "@erp/api/entities";
import { useNotificationProvider } from "@refinedev/antd";
import "@refinedev/antd/dist/reset.css";
import { Refine, type DataProvider } from "@refinedev/core";
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import enUS from "antd/es/locale/en_US";
import zhTW from "antd/es/locale/zh_TW";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BrowserRouter } from "react-router";
import { createAccessControlProvider } from "./providers/access";
import { authProvider } from "./providers/auth";
import { dataProvider as defaultDataProvider } from "./providers/data";
import { i18nProvider } from "./providers/i18n";
import { theme } from "./providers/theme";
import { buildResources } from "./resources";
import { AppRoutes } from "./routes";

/** The roles come from the session, through the authProvider's identity. */
const accessControlProvider = createAccessControlProvider(
  async () => ((await authProvider.getIdentity?.()) as { roles?: string[] } | null)?.roles ?? [],
);

type Props = {
  /** Tests pass an in-memory provider and a MemoryRouter; the product uses the REST API and the browser's URL. */
  dataProvider?: DataProvider;
  Router?: React.ComponentType<{ children: React.ReactNode }>;
};

/** <Refine> wiring only: providers, resources from the entity registry, routes. */
export const App = ({ dataProvider = defaultDataProvider, Router = BrowserRouter }: Props) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // Rebuilt per language so menu labels and every useTranslate consumer follow a language switch.
  const resources = useMemo(() => buildResources(entities, t), [t, language]);
  const i18nContext = useMemo(() => ({ ...i18nProvider }), [language]);

  return (
    <Router>
      <ConfigProvider theme={theme} locale={language === "zh_Hant" ? zhTW : enUS}>
        <AntdApp notification={{ placement: "bottomRight" }}>
          <Refine
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            routerProvider={routerProvider}
            i18nProvider={i18nContext}
            notificationProvider={useNotificationProvider}
            resources={resources}
            options={{
              syncWithLocation: true,
              warnWhenUnsavedChanges: true,
              disableTelemetry: true,
              title: { text: t("app.title"), icon: <AppstoreOutlined /> },
            }}
          >
            <AppRoutes entities={entities} />
            <UnsavedChangesNotifier />
            <DocumentTitleHandler handler={() => t("app.title")} />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </Router>
  );
};

export default App;
