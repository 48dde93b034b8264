import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNotice, getJson, signedInPage } from "./browser";

/**
 * Notes and the bell on the real app: a SALES clerk leaves a note on a customer mentioning a
 * colleague by name, edits it; the colleague (ACCOUNTING), signed in elsewhere, sees the bell's
 * unread count, the notification in its list, opens the customer from it and reads the note,
 * which he may not edit (it is not his); the count goes down.
 */
let browser: Browser;
let close: () => Promise<void>;
let sales: Page;
let accounting: Page;
let customer: { id: number; name: string };

type Bell = { unread: number };

beforeAll(async () => {
  ({ browser, page: sales, close } = await signedInPage("sales@erp.local"));
  ({ page: accounting } = await signedInPage("accounting@erp.local", { browser }));
  [customer] = await getJson<{ id: number; name: string }[]>(sales, "/api/customers?_end=1&_sort=id&_order=asc");
});
afterAll(async () => {
  await close?.();
});

const bellCount = (page: Page) => page.locator("[data-testid=notification-count]");

describe("notes with mentions and the bell", () => {
  let before = 0;
  const text = `Please check the invoice address with them, @Alan Accounting (${Date.now()})`;

  it("a SALES clerk leaves a note mentioning a colleague, sees it in the history, and edits it", async () => {
    before = (await getJson<Bell>(accounting, "/api/notifications")).unread;
    await sales.goto(`/sales/customer/show/${customer.id}`);
    const box = sales.locator("[data-testid=note-box] textarea");
    await box.waitFor({ timeout: 20_000 });
    await box.fill(text);
    await sales.locator("[data-testid=note-box]").getByRole("button", { name: "Add note" }).click();
    await expectNotice(sales, "Note saved; Alan Accounting will be notified");
    const note = sales.locator("[data-testid=history-entry][data-action=note]", { hasText: text });
    await expect.poll(() => note.count(), { timeout: 20_000 }).toBe(1);
    expect(await note.textContent()).toContain("by Sam Sales");

    await note.getByRole("button", { name: "Edit note" }).click();
    await note.locator("textarea").fill(`${text} (today)`);
    await note.getByRole("button", { name: "Save" }).click();
    await expectNotice(sales, "Note saved");
    await expect.poll(() => note.textContent(), { timeout: 20_000 }).toContain("(edited)");
    expect(await note.locator("[data-testid=note]").textContent()).toContain(`${text} (today)`);
  });

  it("the colleague sees the bell's count and the notification, opens the record from it and reads the note", async () => {
    await accounting.goto("/");
    await expect.poll(() => bellCount(accounting).textContent(), { timeout: 20_000 }).toBe(String(before + 1));
    await accounting.locator("[data-testid=notification-bell]").click();
    const item = accounting.locator("[data-testid=notification]", { hasText: "(today)" });
    await item.waitFor({ timeout: 20_000 });
    expect(await item.textContent()).toContain(`Sam Sales mentioned you on Customers ${customer.name}`);
    expect(await item.getAttribute("data-unread")).toBe("true");
    await item.click();
    await accounting.waitForURL(`**/sales/customer/show/${customer.id}`);
    const note = accounting.locator("[data-testid=history-entry][data-action=note]", { hasText: "(today)" });
    await note.waitFor({ timeout: 20_000 });
    // not his note: no edit or delete
    expect(await note.getByRole("button", { name: "Edit note" }).count()).toBe(0);
    // read now: the count goes down (the badge hides at zero)
    await expect.poll(async () => (await getJson<Bell>(accounting, "/api/notifications")).unread, { timeout: 20_000 }).toBe(before);
    await expect
      .poll(async () => ((await bellCount(accounting).count()) ? await bellCount(accounting).textContent() : "0"), { timeout: 40_000 })
      .toBe(String(before));
  });

  it("the clerk deletes her own note; it leaves the history", async () => {
    const note = sales.locator("[data-testid=history-entry][data-action=note]", { hasText: "(today)" });
    await note.getByRole("button", { name: "Delete note" }).click();
    await sales.locator(".ant-popconfirm").getByRole("button", { name: "Delete" }).click();
    await expectNotice(sales, "Note deleted");
    await expect.poll(() => note.count(), { timeout: 20_000 }).toBe(0);
  });
});
