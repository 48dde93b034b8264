import { useGo } from "@refinedev/core";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/** A page the signed-in user's roles do not allow (typed or bookmarked URL). */
export const Forbidden = () => {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <Result
      status="403"
      title={t("forbidden.title")}
      subTitle={t("forbidden.subTitle")}
      extra={
        <Button type="primary" onClick={() => go({ to: "/" })}>
          {t("pages.error.backHome")}
        </Button>
      }
    />
  );
};

export default Forbidden;
