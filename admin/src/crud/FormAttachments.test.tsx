import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { registryOf, testEntities } from "../test/registry";
import { renderApp, sampleTables } from "../test/renderApp";

// the screens, the layout and the form's attachments load lazily: once, before the clock runs
beforeAll(
  () => Promise.all([import("../layout/AppLayout"), import("./CreatePage"), import("./EditPage"), import("./ShowPage"), import("./FormAttachments")]),
  60_000,
);
afterEach(() => vi.unstubAllGlobals());

const firstMount = { timeout: 30_000 };

/**
 * TEST SCAFFOLDING standing in for the network: the multipart uploads (`fetch`, the one request the
 * data provider does not carry), answered as the API does: a file named fake.pdf is refused with the
 * server's message for a text named .pdf, any other is attached. Every upload is recorded.
 */
const uploadServer = () => {
  const uploads: { url: string; name: string; csrf: string | null }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const file = (init.body as FormData).get("files") as File;
    uploads.push({ url, name: file.name, csrf: new Headers(init.headers).get("X-CSRF-Token") });
    const refused = file.name === "fake.pdf";
    return new Response(
      JSON.stringify(
        refused
          ? { message: "Bad request", errors: { files: "The file fake.pdf is not a PDF file: its content is TXT" } }
          : { message: "1 files attached" },
      ),
      { status: refused ? 400 : 201, headers: { "Content-Type": "application/json" } },
    );
  });
  return uploads;
};

const file = (name: string, type: string) => new File([name === "fake.pdf" ? "just text" : "%PDF-1.4\n%%EOF\n"], name, { type });

describe("attachments in a new record's form", { timeout: 90_000 }, () => {
  it("holds the dropped files until the record is saved, then uploads each; a refused one is named and the record stays saved", async () => {
    const uploads = uploadServer();
    const { tables } = renderApp("/sales/product/category/create", sampleTables());
    fireEvent.change(await screen.findByLabelText("Name", {}, firstMount), { target: { value: "Cables" } });
    const panel = await screen.findByTestId("form-attachments", {}, firstMount);
    // antd's Upload renders a new input after each choice
    const input = () => panel.querySelector("input[type=file]") as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [file("spec.pdf", "application/pdf"), file("fake.pdf", "application/pdf")] } });
    await waitFor(() => expect(within(panel).getAllByTestId("held-attachment")).toHaveLength(2));
    fireEvent.change(input(), { target: { files: [file("extra.txt", "text/plain")] } });
    await waitFor(() => expect(within(panel).getAllByTestId("held-attachment")).toHaveLength(3));
    // images and PDFs have a preview, anything else not; a held file can be taken out again
    const spec = within(panel).getAllByTestId("held-attachment")[0];
    expect(within(spec).getByRole("button", { name: /Preview/ })).toBeTruthy();
    expect(within(within(panel).getAllByTestId("held-attachment")[2]).queryByRole("button", { name: /Preview/ })).toBeNull();
    fireEvent.click(within(panel).getByRole("button", { name: "Remove extra.txt" }));
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId("held-attachment")
          .map((item) => item.textContent),
      ).toEqual([expect.stringMatching(/^spec\.pdf/), expect.stringMatching(/^fake\.pdf/)]),
    );
    expect(uploads).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: /Save$/ }));
    await waitFor(() => expect(screen.getByTestId("record-title").textContent).toBe("Cables"), firstMount);
    const saved = tables["product-categories"]?.find((row) => row.name === "Cables");
    expect(saved).toBeTruthy();
    expect(uploads).toEqual([
      { url: `/api/product-categories/${saved?.id}/attachments`, name: "spec.pdf", csrf: "tok-1" },
      { url: `/api/product-categories/${saved?.id}/attachments`, name: "fake.pdf", csrf: "tok-1" },
    ]);
    expect(await screen.findByText("1 files attached")).toBeTruthy();
    expect(await screen.findByText("Saved, but fake.pdf was not attached: The file fake.pdf is not a PDF file: its content is TXT")).toBeTruthy();
  });

  it("is not offered where the entity opts out (`attachments: false`)", async () => {
    const registry = registryOf(
      testEntities.map((entity) => (entity.name === "product-categories" ? { ...entity, attachments: false as const } : entity)),
    );
    renderApp("/sales/product/category/create", sampleTables(), { registry });
    expect(await screen.findByLabelText("Name", {}, firstMount)).toBeTruthy();
    expect(screen.queryByTestId("form-attachments")).toBeNull();
    expect(document.querySelector("input[type=file]")).toBeNull();
  });
});

describe("attachments in the edit form", { timeout: 90_000 }, () => {
  it("lists the record's attachments with preview, deletes one to the trash, and takes new ones", async () => {
    const { calls } = renderApp("/sales/product/category/edit/1", {
      ...sampleTables(),
      "attachments:product-categories:1": [
        {
          id: 7,
          name: "contract.pdf",
          content_type: "application/pdf",
          size: 2048,
          created_by: 1,
          created_at: "2024-05-04T14:30:00Z",
          deleted_at: null,
        },
        { id: 8, name: "notes.txt", content_type: "text/plain", size: 10, created_by: 1, created_at: "2024-05-04T14:31:00Z", deleted_at: null },
      ],
    });
    const panel = await screen.findByTestId("record-attachments", {}, firstMount);
    await waitFor(() => expect(within(panel).getAllByTestId("attachment")).toHaveLength(2));
    const [contract, notes] = within(panel).getAllByTestId("attachment");
    expect(within(contract).getByRole("button", { name: /Preview/ })).toBeTruthy();
    expect(within(notes).queryByRole("button", { name: /Preview/ })).toBeNull();
    expect(panel.querySelector("input[type=file]")).toBeTruthy();

    fireEvent.click(within(contract).getByRole("button", { name: "Delete contract.pdf" }));
    fireEvent.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId("attachment")
          .map((item) => item.textContent),
      ).toEqual([expect.stringMatching(/^notes\.txt/)]),
    );
    expect(calls.filter((call) => call.method === "custom").map((call) => call.params)).toContainEqual(
      expect.objectContaining({ url: "/api/product-categories/1/attachments/7", method: "delete" }),
    );
    expect(await screen.findByText("Attachment moved to the trash: it can be restored within 48 hours")).toBeTruthy();
  });
});
