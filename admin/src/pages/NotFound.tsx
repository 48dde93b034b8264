import { useGo } from "@refinedev/core";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/** Any route the registry does not know. */
export const NotFound = () => {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <Result
      status="404"
      title={t("pages.error.title")}
      subTitle={t("pages.error.404")}
      extra={
        <Button type="primary" onClick={() => go({ to: "/" })}>
          {t("pages.error.backHome")}
        </Button>
      }
    />
  );
};

export default NotFound;
