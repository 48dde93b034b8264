import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNotice, getJson, saveButton, signedInPage } from "./browser";

/**
 * An ACCOUNTING user's month end on the real app (built admin + API + demo data): the income
 * statement of the year with its chart and totals, exported as CSV and PDF; the closing report of
 * last month closed, a back-dated expense refused with "This period is closed", the month reopened.
 */
let close: () => Promise<void>;
let page: Page;

/** The download a click starts, read whole. */
const download = async (button: string) => {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: button }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
};

const today = new Date();
const year = today.getFullYear();
const last = new Date(year, today.getMonth() - 1, 1);
const lastMonth = `${last.getFullYear()}-${String(last.getMonth() + 1).padStart(2, "0")}`;

beforeAll(async () => {
  ({ page, close } = await signedInPage("accounting@erp.local"));
});
afterAll(async () => close?.());

describe("an ACCOUNTING user's month end", () => {
  it("opens the income statement (accounting's Reports) and runs it for the year", async () => {
    await page.goto("/accounting/report/income-statement");
    await expect.poll(() => page.getByText("Income statement").first().isVisible(), { timeout: 30_000 }).toBe(true);
    // the year picker starts at this year
    await expect.poll(() => page.locator("#year").inputValue()).toBe(String(year));
    // the basis its figures are stated on, before and after running it
    expect(await page.getByTestId("report-basis").innerText()).toMatch(
      /^Basis: accrual\. Sales and their cost of goods on the day an order completes/,
    );
    await page.getByRole("button", { name: "Run report" }).click();
    await page.getByTestId("report-totals").first().waitFor({ timeout: 30_000 });
    // the chart is drawn (a canvas inside the chart's container) and the table has a row per month
    await page.locator("[data-testid=report-chart] canvas").first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator(".ant-tabs-tabpane-active .ant-table-tbody tr.ant-table-row").count()).toBe(12);
    const totals = await page.getByTestId("report-totals").first().innerText();
    expect(totals).toContain("Total");
    const api = await (await page.request.get(`/api/reports/income-statement?year=${year}`)).json();
    const net = api.sections[0].totals.net_profit as string;
    expect(totals.replace(/,/g, "")).toContain(net);
  });

  it("exports the shown section as CSV and the report as PDF", async () => {
    const csv = await download("Export CSV");
    expect(csv.name).toBe(`income-statement-${year}.csv`);
    const text = csv.bytes.toString("utf8").replace(/^\uFEFF/, "");
    // money columns name the settings' currency (the settings journey on the same server may have set NT$)
    const { symbol } = await getJson<{ symbol: string }>(page, "/api/settings/currency");
    const money = ["Revenue", "Cost of goods sold", "Gross profit", "Shipping charged", "Other income", "Expenses", "Salary", "Net profit"];
    expect(text.split("\n")[0].trim()).toBe(["Month", ...money.map((name) => `${name} (${symbol})`)].join(","));
    expect(text.trim().split("\n")).toHaveLength(13);
    const pdf = await download("Download PDF");
    expect(pdf.name).toBe(`income-statement-${year}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("closes last month from the closing report; a back-dated expense is then refused", async () => {
    await page.goto("/accounting/report/closing");
    await page.locator("#month").click();
    await page.locator("#month").fill(lastMonth.replace("-", "/"));
    await page.locator("#month").press("Enter");
    await page.getByRole("button", { name: "Run report" }).click();
    const status = page.getByTestId("period-status");
    await status.getByText(`${lastMonth} is open`).waitFor({ timeout: 30_000 });
    await status.getByRole("button", { name: "Close period" }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "OK" }).click();
    await expectNotice(page, `Period ${lastMonth} closed`);
    await status.getByText(`${lastMonth} is closed`).waitFor({ timeout: 30_000 });

    await page.goto("/accounting/expense/create");
    await page.locator("#date").click();
    await page.locator("#date").fill(`${lastMonth.replace("-", "/")}/15`);
    await page.locator("#date").press("Enter");
    await page.locator("#amount").fill("42.00");
    await page.locator("#usage").fill("Back-dated taxi");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "This period is closed");

    // reopened, so the other journeys find the month as it was
    await page.goto("/accounting/report/closing");
    await page.locator("#month").click();
    await page.locator("#month").fill(lastMonth.replace("-", "/"));
    await page.locator("#month").press("Enter");
    await page.getByRole("button", { name: "Run report" }).click();
    await status.getByRole("button", { name: "Reopen period" }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "OK" }).click();
    await expectNotice(page, `Period ${lastMonth} reopened`);
  });
});
