import type { FieldDef } from "@erp/api/entities";
import dayjs from "dayjs";

/** The one date format of the UI (DESIGN.md): datetimes `YYYY/MM/DD HH:mm`, date-only fields the same without a time. */
export const dateTimeFormat = "YYYY/MM/DD HH:mm";
export const dateFormat = "YYYY/MM/DD";

export const formatDate = (value: unknown, type: "date" | "datetime" = "datetime"): string => {
  if (value === null || value === undefined || value === "") return "";
  const parsed = dayjs(value as string);
  return parsed.isValid() ? parsed.format(type === "date" ? dateFormat : dateTimeFormat) : String(value);
};

/** Money arrives as a string ("12.50"); shown with two decimals and thousands separators. */
export const formatMoney = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "";
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  return number.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
};

export const formatNumber = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "";
  const number = Number(value);
  return Number.isFinite(number) ? number.toLocaleString("en-US", { maximumFractionDigits: 6 }) : String(value);
};

export const isNumeric = (field: FieldDef): boolean => ["number", "integer", "money"].includes(field.type);
