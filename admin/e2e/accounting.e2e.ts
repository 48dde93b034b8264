import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choose, confirmDialog, expectNotice, getJson, recordAction, saveButton, signedInPage } from "./browser";

/**
 * An ACCOUNTING clerk's day on the real app (built admin + API + demo data): an income and an
 * expense typed in, a balanced voucher posted, an unbalanced one refused with its difference, and
 * a month's tax run with its lines exported.
 */
/** Names of this run's records (the journey can run again on the same server). */
const tag = Date.now().toString(36);
let close: () => Promise<void>;
let page: Page;

/** A voucher typed into the generic form with its lines. */
const enterVoucher = async (subject: string, lines: { category: string; account: string; debit?: string; credit?: string }[]) => {
  await page.goto("/accounting/voucher/create");
  await page.locator("#subject").fill(subject); // the type starts as a journal voucher
  const addRow = page.getByRole("button", { name: "Add row" });
  for (const [i, line] of lines.entries()) {
    await addRow.click();
    await choose(page, `#lines_${i}_category`, line.category);
    await page.locator(`#lines_${i}_account`).fill(line.account);
    if (line.debit) await page.locator(`#lines_${i}_debit`).fill(line.debit);
    if (line.credit) await page.locator(`#lines_${i}_credit`).fill(line.credit);
  }
  await page.getByRole("button", saveButton).click();
  await expectNotice(page, "Record saved");
  await expect
    .poll(async () => (await getJson<unknown[]>(page, `/api/vouchers?subject=${encodeURIComponent(subject)}`)).length, { timeout: 20_000 })
    .toBe(1);
  const [voucher] = await getJson<{ id: number; number: string; status: string }[]>(page, `/api/vouchers?subject=${encodeURIComponent(subject)}`);
  return voucher;
};

beforeAll(async () => {
  ({ page, close } = await signedInPage("accounting@erp.local"));
});
afterAll(async () => close?.());

describe("an ACCOUNTING clerk's journey", () => {
  it("opens the accounting home with this month and last month", async () => {
    await page.goto("/accounting/home");
    await expect.poll(() => page.getByText("This month").count(), { timeout: 45_000 }).toBeGreaterThan(0);
    expect(await page.getByText("Last month").count()).toBeGreaterThan(0);
    expect(await page.getByText("Bank balance").count()).toBe(2);
  });

  it("enters an income and an expense", async () => {
    await page.goto("/accounting/income/create");
    await page.locator("#amount").fill("1234.50");
    await page.locator("#reference").fill(`Journey deposit ${tag}`);
    await page.locator("#payment_method").fill("cheque");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    const [income] = await getJson<{ amount: string; source: string; date: string }[]>(
      page,
      `/api/incomes?reference=${encodeURIComponent(`Journey deposit ${tag}`)}`,
    );
    expect(income).toMatchObject({ amount: "1234.50", source: "normal" });
    expect(income.date).toMatch(/^\d{4}-\d{2}-\d{2}$/); // today, by default

    await page.goto("/accounting/expense/create");
    await page.locator("#amount").fill("0");
    await page.locator("#usage").fill(`Journey taxi ${tag}`);
    await page.getByRole("button", saveButton).click();
    await expect.poll(() => page.getByText("Amount must be greater than zero").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.locator("#amount").fill("88.20");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    expect(await getJson<{ amount: string }[]>(page, `/api/expenses?usage=${encodeURIComponent(`Journey taxi ${tag}`)}`)).toMatchObject([
      { amount: "88.20" },
    ]);
  });

  it("posts a balanced voucher", async () => {
    const voucher = await enterVoucher(`Journey balanced ${tag}`, [
      { category: "Assets", account: "Cash", debit: "500.00" },
      { category: "Revenue", account: "Sales", credit: "500.00" },
    ]);
    expect(voucher.number).toMatch(/^JV-\d{4}-\d{4}$/);
    await page.goto(`/accounting/voucher/show/${voucher.id}`);
    await recordAction(page, "Post");
    await confirmDialog(page, "Post");
    await expectNotice(page, `Voucher ${voucher.number} posted`);
    expect((await getJson<{ status: string }>(page, `/api/vouchers/${voucher.id}`)).status).toBe("posted");
    await expect.poll(() => page.locator(".erp-record-actions .ant-btn-primary", { hasText: "Reverse" }).count(), { timeout: 20_000 }).toBe(1);
  });

  it("fails to post an unbalanced voucher and reads the difference", async () => {
    const voucher = await enterVoucher(`Journey unbalanced ${tag}`, [
      { category: "Expenses", account: "Rent", debit: "100.00" },
      { category: "Assets", account: "Bank", credit: "90.00" },
    ]);
    await page.goto(`/accounting/voucher/show/${voucher.id}`);
    await expect.poll(() => page.getByTestId("voucher-difference").textContent(), { timeout: 20_000 }).toContain("10.00");
    await recordAction(page, "Post");
    await confirmDialog(page, "Post");
    await expectNotice(page, "Total debit must equal total credit (difference 10.00)");
    expect((await getJson<{ status: string }>(page, `/api/vouchers/${voucher.id}`)).status).toBe("draft");
  });

  it("runs tax for a month and exports its lines", async () => {
    const month = new Date().toISOString().slice(0, 7);
    await page.goto("/accounting/tax");
    await page.getByRole("button", { name: "Run tax" }).click();
    await expect.poll(() => page.getByText("Please enter Year-Month and Tax Rate").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const picker = page.locator("#month");
    await picker.click();
    await picker.fill(month.replace("-", "/"));
    await page.keyboard.press("Enter");
    await page.locator("#rate").fill("5");
    await page.getByRole("button", { name: "Run tax" }).click();
    await expectNotice(page, `Tax for ${month} run on`);
    await page.waitForURL(/\/accounting\/tax\/show\/\d+/, { timeout: 20_000 });
    const [run] = await getJson<{ id: number; rate: string }[]>(page, `/api/taxes?month=${month}`);
    expect(run.rate).toBe("5.00");

    const download = page.waitForEvent("download", { timeout: 20_000 });
    await page
      .getByRole("link", { name: /Export lines/ })
      .or(page.getByRole("button", { name: /Export lines/ }))
      .first()
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`tax-${month}.csv`);
    const text = await (await page.request.get(`/api/taxes/${run.id}/lines.csv`)).text();
    expect(text.replace(/^\uFEFF/, "").split("\n")[0]).toBe("order_number,order_amount,shipping_cost,taxable_amount,tax_rate,tax_amount");
  });
});
