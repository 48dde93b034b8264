import type { ConfigProviderProps } from "antd/es/config-provider";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { antdLocale } from "./i18n";
import { theme } from "./theme";

/**
 * What every screen's <ConfigProvider> gets (the app and the stand-alone sign-in screen alike):
 * - the theme and antd's own texts in the user's language;
 * - no space inserted between two CJK characters of a button ("結 賬", "儲 存"): a label reads as written;
 * - a required field's message names the field ("「客戶」不能為空"), for any form rule that brings no message of its own.
 */
export const useAntdConfig = (): ConfigProviderProps => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      theme,
      locale: antdLocale(language),
      button: { autoInsertSpace: false },
      // antd fills in ${label} with the form item's label
      // biome-ignore lint/suspicious/noTemplateCurlyInString: antd's own placeholder syntax, not a template
      form: { validateMessages: { required: t("messages.requiredField", { field: "${label}" }) } },
    }),
    [t, language],
  );
};
