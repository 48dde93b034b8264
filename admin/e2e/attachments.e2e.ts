import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNotice, getJson, signedInPage } from "./browser";

/**
 * Attachments on a record's page, on the real app (built admin + API + demo data): a SALES clerk drops
 * a PDF on an order's page, sees it listed, previews it (the PDF itself answers inline in the modal's
 * frame), and a file named .pdf that is not one is refused with the server's message.
 */
let close: () => Promise<void>;
let page: Page;

beforeAll(async () => {
  ({ page, close } = await signedInPage("sales@erp.local"));
});
afterAll(async () => close?.());

const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

describe("a SALES clerk attaches a PDF to an order", () => {
  it("drops it on the order's page, sees it listed and previews it", async () => {
    const [order] = await getJson<{ id: number }[]>(page, "/api/orders?_sort=id&_order=asc&_end=1");
    await page.goto(`/sales/order/show/${order.id}`);
    const panel = page.getByTestId("record-attachments");
    await panel.waitFor({ timeout: 20_000 });
    await panel.locator("input[type=file]").setInputFiles({ name: "delivery-note.pdf", mimeType: "application/pdf", buffer: pdf });
    await expectNotice(page, "1 files attached");
    const item = panel.getByTestId("attachment").filter({ hasText: "delivery-note.pdf" });
    await item.waitFor();

    const [answer] = await Promise.all([
      page.waitForResponse((res) => /\/api\/orders\/\d+\/attachments\/\d+$/.test(res.url())),
      item.getByRole("button", { name: "Preview" }).click(),
    ]);
    const frame = page.getByTestId("attachment-preview");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toMatch(new RegExp(`/api/orders/${order.id}/attachments/\\d+$`));
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("application/pdf");
    expect(answer.headers()["content-disposition"]).toMatch(/^inline; filename="?delivery-note.pdf"?/);
    // the frame's answer goes to the browser's PDF viewer: its bytes are read again through the same session
    const again = await page.request.get(answer.url());
    expect((await again.body()).equals(pdf)).toBe(true);
  });

  it("is refused a file named .pdf that is not a PDF, with the server's reason", async () => {
    const panel = page.getByTestId("record-attachments");
    await panel.locator("input[type=file]").setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("just text") });
    await expectNotice(page, "The file fake.pdf is not a PDF file: its content is TXT");
    expect(await panel.getByTestId("attachment").filter({ hasText: "fake.pdf" }).count()).toBe(0);
  });
});
