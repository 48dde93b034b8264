import { useGetLocale, useSetLocale } from "@refinedev/core";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { languages } from "../providers/i18n";

/** English / 繁體中文; each name is written in its own language (`language.<code>` keys). */
export const LanguageSelect = () => {
  const { t } = useTranslation();
  const locale = useGetLocale()();
  const setLocale = useSetLocale();
  return (
    <Select
      aria-label={t("header.language")}
      value={locale}
      onChange={(value: string) => setLocale(value)}
      options={languages.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      style={{ width: 120 }}
    />
  );
};
