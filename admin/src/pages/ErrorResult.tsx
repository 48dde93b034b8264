import { useGo } from "@refinedev/core";
import { Button, Result, type ResultProps } from "antd";
import { useTranslation } from "react-i18next";

/** A full-page answer (404, 403) with a way back home; texts are locale keys. */
export const ErrorResult = ({ status, titleKey, subTitleKey }: { status: ResultProps["status"]; titleKey: string; subTitleKey: string }) => {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <Result
      status={status}
      title={t(titleKey)}
      subTitle={t(subTitleKey)}
      extra={
        <Button type="primary" onClick={() => go({ to: "/" })}>
          {t("pages.error.backHome")}
        </Button>
      }
    />
  );
};
