import { ThemedTitle } from "@refinedev/antd";
import { useTranslation } from "react-i18next";
import { AppstoreOutlined } from "@ant-design/icons";

export const Title = ({ collapsed }: { collapsed: boolean }) => {
  const { t } = useTranslation();
  return <ThemedTitle collapsed={collapsed} text={t("app.title")} icon={<AppstoreOutlined />} />;
};
