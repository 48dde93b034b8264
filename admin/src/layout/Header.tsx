import "./layout.css";
import { SearchOutlined } from "@ant-design/icons";
import { Button, Layout, Space, theme } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRegistry } from "../registry/RegistryContext";
import { LanguageSelect } from "./LanguageSelect";
import { NotificationBell } from "./NotificationBell";
import { goRoutes, useShortcuts } from "./shortcuts";
import { UserMenu } from "./UserMenu";

// the search and the shortcuts' list load when first opened: every page carries only the trigger
const Palette = lazy(() => import("../palette/Palette"));
const ShortcutsHelp = lazy(() => import("../palette/ShortcutsHelp"));

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

export const Header = () => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const registry = useRegistry();
  const [open, setOpen] = useState<"palette" | "help" | undefined>();
  const [loaded, setLoaded] = useState({ palette: false, help: false });
  const show = (which: "palette" | "help") => {
    setLoaded((was) => ({ ...was, [which]: true }));
    setOpen(which);
  };
  const routes = goRoutes(registry);
  useShortcuts({ openPalette: () => show("palette"), openHelp: () => show("help"), navigate: (to) => navigate(to as string), routes });
  const close = () => setOpen(undefined);
  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        padding: "0 var(--erp-header-padding, 24px)",
        height: 64,
        position: "sticky",
        top: 0,
        zIndex: 10,
      }}
    >
      <span className="erp-header-title" style={{ color: token.colorPrimary }}>
        {t("app.title")}
      </span>
      <Space size="middle">
        <Button
          icon={<SearchOutlined />}
          onClick={() => show("palette")}
          aria-keyshortcuts={isMac ? "Meta+K" : "Control+K"}
          aria-label={t("search.open")}
          data-testid="search-trigger"
        >
          <span className="erp-wide-only">
            {t("search.open")} <kbd className="erp-kbd">{isMac ? "⌘K" : "Ctrl K"}</kbd>
          </span>
        </Button>
        <NotificationBell />
        <LanguageSelect />
        <UserMenu />
      </Space>
      <Suspense fallback={null}>
        {loaded.palette && <Palette open={open === "palette"} onClose={close} />}
        {loaded.help && <ShortcutsHelp open={open === "help"} onClose={close} routes={routes} />}
      </Suspense>
    </Layout.Header>
  );
};
