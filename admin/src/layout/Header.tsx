import "./layout.css";
import { Layout, Space, theme } from "antd";
import { useTranslation } from "react-i18next";
import { LanguageSelect } from "./LanguageSelect";
import { UserMenu } from "./UserMenu";

export const Header = () => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        padding: "0 24px",
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
        <LanguageSelect />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
};
