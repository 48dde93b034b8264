import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { changeLanguage, currentLanguage, languages } from "../providers/i18n";

/**
 * English / 繁體中文; each name is written in its own language (`language.<code>` keys). Straight
 * on i18n (what Refine's i18nProvider.changeLocale calls too). The sign-in page uses the browser's
 * own select instead (NativeLanguageSelect).
 */
export const LanguageSelect = () => {
  const { t, i18n } = useTranslation();
  const value = i18n.language ? currentLanguage() : undefined;
  const options = languages.map((language) => ({ value: language, label: t(`language.${language}`) }));
  return (
    <Select
      aria-label={t("header.language")}
      value={value}
      onChange={(next: string) => void changeLanguage(next)}
      options={options}
      className="erp-language"
    />
  );
};
