import { AppstoreOutlined } from "@ant-design/icons";
import type { RegistryJson } from "@erp/api/entities";
import { NotificationHost, useNotificationProvider } from "./providers/notifications";
import "@refinedev/antd/dist/reset.css";
import { Refine, type DataProvider } from "@refinedev/core";
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from "@refinedev/react-router";
import { ConfigProvider } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BrowserRouter } from "react-router";
import { createAccessControlProvider } from "./providers/access";
import { authProvider } from "./providers/auth";
import { apiUrl, dataProvider as defaultDataProvider } from "./providers/data";
import { onCustomisationVersion } from "./providers/http";
import { useAntdConfig } from "./providers/antd-config";
import { i18nProvider } from "./providers/i18n";
import { RegistryProvider, useRegistryLoader } from "./registry/RegistryContext";
import { buildResources } from "./resources";
import { AppRoutes } from "./routes";
import type { PageScreen } from "./screens";

/** The roles come from the session, through the authProvider's identity. */
const rolesOfSession = async () => ((await authProvider.getIdentity?.()) as { roles?: string[] } | null)?.roles ?? [];

type Props = {
  /** Tests pass an in-memory provider and a MemoryRouter; the product uses the REST API and the browser's URL. */
  dataProvider?: DataProvider;
  Router?: React.ComponentType<{ children: React.ReactNode }>;
  /** Page screens besides the product's own (tests render fixture pages). */
  pages?: Readonly<Record<string, PageScreen>>;
};

/** <Refine> wiring: providers, and resources from the registry once it is loaded (after sign-in). */
const RefineApp = ({ dataProvider, pages }: Required<Pick<Props, "dataProvider">> & Pick<Props, "pages">) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { registry, current } = useRegistryLoader();
  // Rebuilt per language so menu labels and every useTranslate consumer follow a language switch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` keeps its identity across a language switch; `language` is the change
  const resources = useMemo(() => (registry ? buildResources(registry, t) : []), [registry, t, language]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new provider object per language makes Refine's consumers re-render
  const i18nContext = useMemo(() => ({ ...i18nProvider }), [language]);
  const accessControlProvider = useMemo(() => createAccessControlProvider(rolesOfSession, current), [current]);
  const antdConfig = useAntdConfig();

  return (
    <ConfigProvider {...antdConfig}>
      <NotificationHost>
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
          <AppRoutes pages={pages} />
          <UnsavedChangesNotifier />
          <DocumentTitleHandler handler={() => t("app.title")} />
        </Refine>
      </NotificationHost>
    </ConfigProvider>
  );
};

export const App = ({ dataProvider = defaultDataProvider, Router = BrowserRouter, pages }: Props) => {
  // GET /api/meta/entities through the data provider, as every other call
  const fetchRegistry = useMemo(
    () => async () => (await dataProvider.custom!<RegistryJson>({ url: `${apiUrl}/meta/entities`, method: "get" })).data,
    [dataProvider],
  );
  return (
    <Router>
      <RegistryProvider fetch={fetchRegistry} subscribe={dataProvider === defaultDataProvider ? onCustomisationVersion : undefined}>
        <RefineApp dataProvider={dataProvider} pages={pages} />
      </RegistryProvider>
    </Router>
  );
};

export default App;
