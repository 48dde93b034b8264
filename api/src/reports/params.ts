import type { ReportParams } from "../entities";
import { validateFields } from "../crud/validate";
import { ApiError, msg } from "../http/errors";
import type { Range } from "./types";

const monthField = { type: "string", format: "month", required: true, requiredMessage: "selectMonth" } as const;
const fields = {
  month: { month: monthField },
  period: {
    from: { type: "date", required: true, requiredMessage: "selectPeriod" },
    to: { type: "date", required: true, requiredMessage: "selectPeriod" },
  },
  year: { year: { type: "integer", required: true, min: 1900, max: 2999, requiredMessage: "selectYear" } },
  "month-rate": {
    month: { ...monthField, requiredMessage: "yearMonthTaxRate" },
    rate: { type: "number", required: true, min: 0, max: 100, requiredMessage: "yearMonthTaxRate" },
  },
} as const;

const lastDay = (month: string) => {
  const [y, m] = month.split("-").map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
};

/** A report's parameters as fields (the query members its routes declare). */
export const paramFields = (kind: ReportParams) => fields[kind];

/** The names a report's parameters travel under (query string, the admin's pickers). */
export const paramNames = (kind: ReportParams): string[] => Object.keys(fields[kind]);

/**
 * A report's parameters from the query string, checked with the catalogue's messages ("Please select
 * month", "Please select period", "Please select Year", "Please enter Year-Month and Tax Rate"): 400
 * when missing or malformed. Other query members (section, lang) are not parameters and are ignored.
 */
export const parseParams = (kind: ReportParams, query: Record<string, unknown>, timeZone: string): Range => {
  const picked = Object.fromEntries(paramNames(kind).map((name) => [name, typeof query[name] === "string" ? query[name] : undefined]));
  if (kind === "month") {
    const { month } = validateFields(fields.month, picked);
    return { from: `${month}-01`, to: lastDay(month), month, timeZone };
  }
  if (kind === "month-rate") {
    const { month, rate } = validateFields(fields["month-rate"], picked);
    return { from: `${month}-01`, to: lastDay(month), month, rate: String(rate), timeZone };
  }
  if (kind === "year") {
    const { year } = validateFields(fields.year, picked);
    return { from: `${year}-01-01`, to: `${year}-12-31`, year, timeZone };
  }
  const { from, to } = validateFields(fields.period, picked);
  if (from > to) throw ApiError.invalid({ to: msg("selectPeriod") });
  return { from, to, timeZone };
};
