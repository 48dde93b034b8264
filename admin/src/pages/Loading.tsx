import { Flex, Spin } from "antd";
import { useTranslation } from "react-i18next";

/** Shown while a lazily loaded screen arrives. */
export const Loading = () => {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }} role="status" aria-live="polite">
      <Spin size="large" tip={t("loading")}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </Flex>
  );
};

/** The whole window, while the session is checked: nothing of the protected page shows meanwhile. */
export const FullPageLoading = () => (
  <Flex align="center" justify="center" style={{ minHeight: "100vh" }}>
    <Loading />
  </Flex>
);
