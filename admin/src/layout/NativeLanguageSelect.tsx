import { theme } from "antd";
import { useTranslation } from "react-i18next";
import { changeLanguage, currentLanguage, languages } from "../providers/i18n";

/**
 * The language choice as the browser's own select, for the sign-in page: antd's Select (rc-select,
 * its virtual list and trigger) weighs ~40 KB on the wire, more than the rest of the form. Its own
 * module, so importing it brings no antd Select along.
 */
export const NativeLanguageSelect = () => {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const value = i18n.language ? currentLanguage() : undefined;
  const options = languages.map((language) => ({ value: language, label: t(`language.${language}`) }));
  return (
    <select
      aria-label={t("header.language")}
      value={value}
      onChange={(event) => void changeLanguage(event.target.value)}
      style={{
        width: 120,
        height: token.controlHeight,
        padding: `0 ${token.paddingXS}px`,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        color: token.colorText,
        fontSize: token.fontSize,
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
};
