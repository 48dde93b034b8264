import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNotice, getJson, saveButton, signedInPage } from "./browser";

/**
 * Attachments in the create and edit forms (issue 27 item 3), on the real app (built admin + API + demo
 * data): a SALES clerk drops two files in a new product category's form (held there, one previewed),
 * saves, and finds both on the record's page; edits it and moves one to the trash from the form. A file
 * the server refuses is named with its reason after the save, and the record stays saved.
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
// a 1 x 1 PNG
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

type Listed = { id: number; name: string };
const name = `Drop-in ${Date.now()}`;
let id = 0;

const createWith = async (category: string, files: { name: string; mimeType: string; buffer: Buffer }[]) => {
  await page.goto("/sales/product/category/create");
  await page.getByLabel("Name").fill(category);
  const panel = page.getByTestId("form-attachments");
  await panel.waitFor({ timeout: 20_000 });
  await panel.locator("input[type=file]").setInputFiles(files);
  await expect.poll(() => panel.getByTestId("held-attachment").count()).toBe(files.length);
  return panel;
};

describe("a SALES clerk attaches files in the forms", () => {
  it("drops two files in a new record's form, previews one, saves, and sees both on its page", async () => {
    const panel = await createWith(name, [
      { name: "quote.pdf", mimeType: "application/pdf", buffer: pdf },
      { name: "shelf.png", mimeType: "image/png", buffer: png },
    ]);
    // nothing is sent before the record exists; the held image previews from the browser's own copy
    await panel.getByTestId("held-attachment").filter({ hasText: "shelf.png" }).getByRole("button", { name: "Preview" }).click();
    const preview = page.getByTestId("attachment-preview");
    await preview.waitFor();
    expect(await preview.getAttribute("src")).toMatch(/^blob:/);
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    await page.locator(".ant-modal-close").click();

    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "2 files attached");
    await expect.poll(() => page.getByTestId("record-title").textContent(), { timeout: 20_000 }).toBe(name);
    id = Number(/\/show\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    const shown = page.getByTestId("record-attachments");
    await expect
      .poll(() => shown.getByTestId("attachment").allTextContents())
      .toEqual([expect.stringMatching(/^shelf\.png/), expect.stringMatching(/^quote\.pdf/)]);
    const stored = await getJson<Listed[]>(page, `/api/product-categories/${id}/attachments`);
    expect(stored.map((a) => a.name).sort()).toEqual(["quote.pdf", "shelf.png"]);
    const again = await page.request.get(`/api/product-categories/${id}/attachments/${stored.find((a) => a.name === "quote.pdf")?.id}`);
    expect((await again.body()).equals(pdf)).toBe(true);
  });

  it("edits the record and moves one of its files to the trash from the form", async () => {
    await page.goto(`/sales/product/category/edit/${id}`);
    const panel = page.getByTestId("record-attachments");
    await expect.poll(() => panel.getByTestId("attachment").count(), { timeout: 20_000 }).toBe(2);
    await panel.getByRole("button", { name: "Delete shelf.png" }).click();
    await page.locator(".ant-popconfirm:visible").getByRole("button", { name: "OK" }).click();
    await expectNotice(page, "Attachment moved to the trash");
    await expect.poll(() => panel.getByTestId("attachment").allTextContents()).toEqual([expect.stringMatching(/^quote\.pdf/)]);
    expect((await getJson<Listed[]>(page, `/api/product-categories/${id}/attachments`)).map((a) => a.name)).toEqual(["quote.pdf"]);
    expect((await getJson<Listed[]>(page, `/api/product-categories/${id}/attachments?deleted=true`)).map((a) => a.name)).toEqual(["shelf.png"]);
  });

  it("names a file the server refuses, with its reason, and keeps the record saved with the others", async () => {
    const other = `${name} (2)`;
    await createWith(other, [
      { name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("just text") },
      { name: "quote.pdf", mimeType: "application/pdf", buffer: pdf },
    ]);
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Saved, but fake.pdf was not attached: The file fake.pdf is not a PDF file: its content is TXT");
    await expectNotice(page, "1 files attached");
    await expect.poll(() => page.getByTestId("record-title").textContent(), { timeout: 20_000 }).toBe(other);
    await expect
      .poll(() => page.getByTestId("record-attachments").getByTestId("attachment").allTextContents())
      .toEqual([expect.stringMatching(/^quote\.pdf/)]);
  });
});
