import { useGo } from "@refinedev/core";
import { Button, type ResultProps } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

/** antd's Result with its illustrations (~10 KB on the wire), loaded when a page needs one. */
const AntdResult = lazy(() => import("antd/es/result"));
export const Result = (props: ResultProps) => (
  <Suspense fallback={null}>
    <AntdResult {...props} />
  </Suspense>
);

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
