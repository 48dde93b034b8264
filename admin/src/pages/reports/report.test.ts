import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { periodPresets } from "../../crud/periods";
import { chartPoints, downloadUrl, missingMessage, openingValues, paramsQuery, type ReportSection } from "./report";

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

  it("open every page on its usual period, ready to run: this month, this year, this month so far; a close on last month", () => {
    const today = dayjs("2026-01-14");
    const query = (kind: Parameters<typeof openingValues>[0], opens?: "current" | "last") => paramsQuery(kind, openingValues(kind, opens, today));
    expect(query("month")).toEqual({ month: "2026-01" });
    expect(query("month", "last")).toEqual({ month: "2025-12" });
    expect(query("year")).toEqual({ year: "2026" });
    expect(query("year", "last")).toEqual({ year: "2025" });
    expect(query("period")).toEqual({ from: "2026-01-01", to: "2026-01-14" });
    expect(query("period", "last")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(query("month-rate")).toBeNull(); // no default tax rate: the user gives one
  });

  it("offer this and last month, this quarter and this year as presets", () => {
    const presets = periodPresets(dayjs("2026-05-20"));
    const days = (range: unknown) => (range as dayjs.Dayjs[]).map((d) => d.format("YYYY-MM-DD"));
    expect(presets.period.map((p) => [p.key, ...days(p.value)])).toEqual([
      ["thisMonth", "2026-05-01", "2026-05-20"],
      ["lastMonth", "2026-04-01", "2026-04-30"],
      ["thisQuarter", "2026-04-01", "2026-05-20"],
      ["thisYear", "2026-01-01", "2026-05-20"],
    ]);
    expect(presets.month.map((p) => p.value.format("YYYY-MM"))).toEqual(["2026-05", "2026-04"]);
    expect(presets.year.map((p) => p.value.format("YYYY"))).toEqual(["2026", "2025"]);
  });
});
