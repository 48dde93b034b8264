import { useGetIdentity } from "@refinedev/core";
import { Button } from "antd";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Result } from "../pages/ErrorResult";
import { FullPageLoading } from "../pages/Loading";
import { useRegistryLoader } from "./RegistryContext";
import { setCurrency } from "../crud/format";
import { httpClient } from "../providers/http";

/** The company's currency for every money display (Settings, Software); the default if it cannot be read. */
const loadCurrency = () =>
  httpClient.get("/api/settings/currency").then(
    (res) => void setCurrency(res.data),
    () => undefined,
  );

/**
 * Renders its children once the registry is loaded for the signed-in user (fetched on first use, and
 * again when another user signs in); a retry if that fails. A change of language fetches it again
 * (labels an ADMIN set come in the user's language) while the screens stay up.
 */
export const RegistryGate = ({ children }: { children: ReactNode }) => {
  const { t, i18n } = useTranslation();
  const { data: identity, isLoading } = useGetIdentity<{ id?: number }>();
  const { registry, load } = useRegistryLoader();
  const [ready, setReady] = useState<unknown>();
  const [failed, setFailed] = useState(false);
  const owner = identity?.id;
  const language = i18n.language;
  useEffect(() => {
    if (isLoading || failed) return;
    let live = true;
    // the currency comes alongside (the default until it does), never holding the screens
    if (owner !== undefined) void loadCurrency();
    load(`${String(owner)}:${language}`).then(
      () => live && setReady(owner),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [owner, language, isLoading, failed, load]);
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
  return registry && ready === owner && !isLoading ? children : <FullPageLoading />;
};
