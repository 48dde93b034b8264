import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choose, expectNotice, getJson, saveButton, signedInPage } from "./browser";

/**
 * An HR officer's month on the real app (built admin + API + demo data): a week of attendance
 * imported from CSV, the month computed, a leave day entered, the salary generated, the payroll read,
 * the month paid (one salary expense), a payslip downloaded. Signs in as the demo HR account.
 */
let browser: Browser;
let close: () => Promise<void>;
let page: Page;
const month = "2026-09";

/** This month and last month as the month pickers show them ("2026/11"). */
const pickerMonth = (offset: number) => {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - offset);
  return `${date.getFullYear()}/${String(date.getMonth() + 1).padStart(2, "0")}`;
};
const thisMonth = () => pickerMonth(0);
const lastMonth = () => pickerMonth(1);

/** Types a month into the screen's month picker ("2026/09") and confirms it. */
const pickMonth = async (value = month) => {
  const input = page.locator("#month");
  await input.click();
  await input.fill(value.replace("-", "/"));
  await page.keyboard.press("Enter");
};

beforeAll(async () => {
  ({ browser, page, close } = await signedInPage("hr@erp.local"));
  page.on("pageerror", (error) => console.error("page error:", error.message));
});
afterAll(async () => close?.());

describe("an HR officer's month", () => {
  let taiMan: number;
  let staff: number;

  it("imports a week of attendance from CSV", async () => {
    [{ id: taiMan }] = await getJson<{ id: number }[]>(page, "/api/employees?name=Tai%20Man");
    staff = (await getJson<unknown[]>(page, "/api/employees?status=active")).length;
    await page.goto("/human-resource/attendance/daily");
    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog");
    const week = ["employee_id,date,start_time,end_time"];
    for (const [date, start, end] of [
      ["2026-09-07", "09:00", "18:00"],
      ["2026-09-08", "09:30", "18:00"], // half an hour late
      ["2026-09-09", "09:00", "20:00"], // two hours over
      ["2026-09-10", "09:00", "18:00"],
      ["2026-09-11", "08:55", "19:00"], // one hour over
    ])
      week.push(`${taiMan},${date},${start},${end}`);
    await dialog.locator("input[type=file]").setInputFiles({ name: "week.csv", mimeType: "text/csv", buffer: Buffer.from(`${week.join("\n")}\n`) });
    await dialog.getByRole("button", { name: "Import" }).click();
    await expectNotice(page, "5 records imported");
    expect(await getJson<unknown[]>(page, `/api/attendance-days?employee_id=${taiMan}&date_gte=2026-09-01&date_lte=2026-09-30`)).toHaveLength(5);
  });

  it("computes the month and enters a day of no-pay leave", async () => {
    // the monthly report opens on this month, already run
    await page.goto("/human-resource/attendance/monthly-report");
    await expect.poll(() => page.locator("#month").inputValue(), { timeout: 20_000 }).toBe(thisMonth());

    await page.goto("/human-resource/attendance");
    await pickMonth();
    await page.getByRole("button", { name: "Compute month" }).click();
    await expectNotice(page, `Attendance computed for ${staff} employees in ${month}`);
    const [sheet] = await getJson<{ id: number; working_hours: string; late_hours: string; ot_hours: string }[]>(
      page,
      `/api/attendances?employee_id=${taiMan}&year_month=${month}`,
    );
    expect(sheet).toMatchObject({ working_hours: "42.58", late_hours: "0.50", ot_hours: "3.08" });

    // the sheet shows the daily records it was computed from
    await page.goto(`/human-resource/attendance/show/${sheet.id}`);
    await expect.poll(() => page.locator("tbody tr.ant-table-row", { hasText: "2026/09/" }).count(), { timeout: 20_000 }).toBe(5);

    await page.goto(`/human-resource/attendance/edit/${sheet.id}`);
    const leave = page.locator("#no_pay_leave_days");
    await expect.poll(() => leave.inputValue(), { timeout: 20_000 }).not.toBe(""); // the record has loaded
    await leave.fill("1");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    expect((await getJson<{ no_pay_leave_days: string }>(page, `/api/attendances/${sheet.id}`)).no_pay_leave_days).toBe("1.00");

    await page.goto("/human-resource/attendance/monthly-report");
    await pickMonth();
    const row = page.locator("tbody tr.ant-table-row", { hasText: "Tai Man" });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.textContent()).toContain("42.58");
  });

  it("generates the month's salary and reads the payroll", async () => {
    // the page offers last month, and generates nothing until asked
    await page.goto("/human-resource/salary/generate-report");
    await expect.poll(() => page.locator("#month").inputValue(), { timeout: 20_000 }).toBe(lastMonth());
    await pickMonth();
    await page.getByRole("button", { name: "Generate" }).click();
    await expectNotice(page, `Salary generated for ${staff} employees in ${month} (22 working days)`);

    const [payroll] = await getJson<Record<string, string>[]>(page, `/api/payrolls?employee_id=${taiMan}&month=${month}`);
    // basic 42,000 over 22 days of 8 h: OT 3.08 h x 1.5 = 1,102.50; a day's leave 1,909.09; MPF capped at 1,500
    expect(payroll).toMatchObject({ basic_salary: "42000.00", ot_bonus: "1102.50", no_pay_leave: "1909.09", deduction: "1500.00" });
    await page.goto(`/human-resource/salary/payroll?month=${month}`);
    const row = page.locator("tbody tr.ant-table-row", { hasText: "Tai Man" });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    const text = await row.textContent();
    for (const figure of [payroll.payable, payroll.actual_amount, "1,102.50", "1,909.09"].map((v) => v.replace(/\B(?=(\d{3})+(?!\d))/g, ",")))
      expect(text?.replace(/\s/g, "")).toContain(figure.replace(/\s/g, ""));
  });

  it("pays the month: one salary expense, the records paid", async () => {
    await page.goto("/human-resource/salary/expense");
    await pickMonth();
    await choose(page, "#payment_method", "Bank transfer");
    await page.locator("#transaction_id").fill("TX-JOURNEY-0930");
    await page.getByRole("button", { name: "Pay" }).click();
    await expectNotice(page, `${staff} salary records of ${month} paid`);
    // HR does not see accounting: the accountant does
    const { page: accountant } = await signedInPage("accounting@erp.local", { browser });
    const expenses = (await (await accountant.request.get("/api/expenses?source=salary&transaction_id=TX-JOURNEY-0930")).json()) as {
      reference: string;
      amount: string;
    }[];
    expect(expenses).toHaveLength(1);
    expect(expenses[0].reference).toBe(`SAL-${month}`);
    expect((await getJson<{ status: string }[]>(page, `/api/salaries?month=${month}`)).every((s) => s.status === "paid")).toBe(true);
  });

  it("downloads a payslip", async () => {
    await page.goto(`/human-resource/salary/payroll?month=${month}`);
    const row = page.locator("tbody tr.ant-table-row", { hasText: "Tai Man" });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    const href = await row.getByRole("link", { name: /Payslip/ }).getAttribute("href");
    expect(href).toMatch(/^\/api\/payrolls\/\d+\/payslip\.pdf\?lang=en$/);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
