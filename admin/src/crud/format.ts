import type { FieldDef } from "@erp/api/entities";
import dayjs from "dayjs";

/** The one date format of the UI (docs/ARCHITECTURE.md, "Look and feel"): datetimes `YYYY/MM/DD HH:mm`, date-only fields the same without a time. */
export const dateTimeFormat = "YYYY/MM/DD HH:mm";
export const dateFormat = "YYYY/MM/DD";

export const formatDate = (value: unknown, type: "date" | "datetime" = "datetime"): string => {
  if (value === null || value === undefined || value === "") return "";
  const parsed = dayjs(value as string);
  return parsed.isValid() ? parsed.format(type === "date" ? dateFormat : dateTimeFormat) : String(value);
};

/** The company's currency (Settings, Software): every money display follows it. */
export interface Currency {
  code: string;
  symbol: string;
  decimals: number;
}
export const currency: Currency = { code: "HKD", symbol: "HK$", decimals: 2 };
/** Called once the settings are known (after sign-in, and after the settings change). */
export const setCurrency = (next: Partial<Currency>) => Object.assign(currency, next);

/** Money arrives as a string ("12.50"); shown with the currency's decimals (two by default) and thousands separators. */
export const formatMoney = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "";
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  return number.toLocaleString("en-US", { minimumFractionDigits: currency.decimals, maximumFractionDigits: currency.decimals });
};

/** Money with the currency's symbol: "HK$ 1,234.50". */
export const formatCurrency = (value: unknown): string => {
  const text = formatMoney(value);
  return text ? `${currency.symbol} ${text}` : "";
};

/** A money column's or field's label with the currency: "Price (HK$)". */
export const moneyLabel = (label: string): string => `${label} (${currency.symbol})`;

export const formatNumber = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "";
  const number = Number(value);
  return Number.isFinite(number) ? number.toLocaleString("en-US", { maximumFractionDigits: 6 }) : String(value);
};

export const isNumeric = (field: FieldDef): boolean => ["number", "integer", "money"].includes(field.type);
