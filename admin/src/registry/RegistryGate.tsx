import { useGetIdentity } from "@refinedev/core";
import { Button, Result } from "antd";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FullPageLoading } from "../pages/Loading";
import { useRegistryLoader } from "./RegistryContext";

/**
 * Renders its children once the registry is loaded for the signed-in user (fetched on first use, and
 * again when another user signs in); a retry if that fails.
 */
export const RegistryGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const { data: identity, isLoading } = useGetIdentity<{ id?: number }>();
  const { registry, load } = useRegistryLoader();
  const [ready, setReady] = useState<unknown>();
  const [failed, setFailed] = useState(false);
  const owner = identity?.id;
  useEffect(() => {
    if (isLoading || failed) return;
    let live = true;
    load(owner).then(
      () => live && setReady(owner),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [owner, isLoading, failed, load]);
  if (failed)
    return (
      <Result
        status="warning"
        title={t("messages.fetchFailed")}
        extra={
          <Button type="primary" onClick={() => setFailed(false)}>
            {t("buttons.retry")}
          </Button>
        }
      />
    );
  return registry && ready === owner && !isLoading ? <>{children}</> : <FullPageLoading />;
};
