import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { chartPoints, downloadUrl, missingMessage, paramsQuery, type ReportSection } from "./report";

describe("report screen helpers", () => {
  it("turn the pickers into the API's parameters, or null while one is missing", () => {
    expect(paramsQuery("month", { month: dayjs("2026-11-15") })).toEqual({ month: "2026-11" });
    expect(paramsQuery("month", {})).toBeNull();
    expect(paramsQuery("year", { year: dayjs("2026-03-01") })).toEqual({ year: "2026" });
    expect(paramsQuery("period", { period: [dayjs("2026-11-01"), dayjs("2026-11-30")] })).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(paramsQuery("period", { period: [dayjs("2026-11-01"), null] })).toBeNull();
    expect(paramsQuery("month-rate", { month: dayjs("2026-11-01"), rate: 0 })).toEqual({ month: "2026-11", rate: "0" });
    expect(paramsQuery("month-rate", { month: dayjs("2026-11-01") })).toBeNull();
    expect(missingMessage("month-rate")).toBe("messages.yearMonthTaxRate");
  });

  it("build the download links with the section and the language", () => {
    expect(downloadUrl("/api", "sales", "csv", { from: "2026-11-01", to: "2026-11-30" }, { section: "by-customer", lang: "zh_Hant" })).toBe(
      "/api/reports/sales.csv?from=2026-11-01&to=2026-11-30&section=by-customer&lang=zh_Hant",
    );
  });

  it("give the chart one point per row and series, numbers from the exact strings, at most `top` rows", () => {
    const section: ReportSection = {
      name: "by-month",
      columns: [],
      rows: [
        { month: "2026-10", gross: "10.50", net: "-2.00" },
        { month: "2026-11", gross: "75.00", net: "55.00" },
      ],
      totals: {},
      count: 2,
      truncated: false,
    };
    expect(chartPoints({ section: "by-month", kind: "column", x: "month", y: ["gross", "net"], top: 1 }, section, (c) => c.toUpperCase())).toEqual([
      { x: "2026-10", series: "GROSS", value: 10.5 },
      { x: "2026-10", series: "NET", value: -2 },
    ]);
  });
});
