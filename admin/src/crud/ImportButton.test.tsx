import { importColumns } from "@erp/api/entities";
import { testRegistry } from "../test/registry";
import { useNotificationProvider } from "@refinedev/antd";
import { Refine } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchCsrfToken, resetCsrfToken } from "../providers/http";
import { memoryProvider } from "../test/memoryProvider";
import { i18nProvider } from "../providers/i18n";
import { ImportModal } from "./ImportModal";
import { ImportError, uploadCsv, type ImportResult, type UploadEvents } from "./importCsv";

const { entityByName } = testRegistry;

// the CSRF token as the data provider caches it: a new one after each reset
vi.mock("../providers/http", async (importOriginal) => {
  let issued = 0;
  let current: string | undefined;
  return {
    ...(await importOriginal<typeof import("../providers/http")>()),
    fetchCsrfToken: vi.fn(async () => (current ??= `token-${++issued}`)),
    resetCsrfToken: vi.fn(() => {
      current = undefined;
    }),
  };
});

const customers = entityByName.get("customers")!;
const csv = () => new File(["name,email\nAcme,a@acme.hk\n"], "customers.csv", { type: "text/csv" });

const renderModal = (upload: (resource: string, file: Blob, events?: UploadEvents) => Promise<ImportResult>) => {
  const onClose = vi.fn();
  const memory = memoryProvider({});
  render(
    <MemoryRouter>
      <AntdApp>
        <Refine
          dataProvider={memory.provider}
          notificationProvider={useNotificationProvider}
          i18nProvider={i18nProvider}
          options={{ disableTelemetry: true }}
        >
          <ImportModal entity={customers} open onClose={onClose} upload={upload} />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  const pick = () => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [csv()] } });
  const start = () => fireEvent.click(screen.getByRole("button", { name: /Import$/ }));
  return { onClose, pick, start };
};

describe("the import dialog", () => {
  it("hints the expected header: the writable columns", () => {
    expect(importColumns(customers)).toEqual(["name", "phone", "email", "address", "custom_info", "language", "notify_by", "advance", "status"]);
    expect(importColumns(entityByName.get("orders")!)).toEqual([
      "order_date",
      "customer_id",
      "employee_id",
      "payment_method",
      "shipping_cost",
      "expiration",
      "reason",
    ]);
    renderModal(vi.fn());
    expect(screen.getByText("Expected header: name, phone, email, address, custom_info, language, notify_by, advance, status")).toBeTruthy();
  });

  it("keeps a refused file's dialog open with the server's message and a Row / Field / Message table", async () => {
    let events: UploadEvents = {};
    let refuse: (error: ImportError) => void = () => {};
    const upload = vi.fn((_resource: string, _file: Blob, given: UploadEvents = {}) => {
      events = given;
      return new Promise<ImportResult>((_resolve, reject) => (refuse = reject));
    });
    const { onClose, pick, start } = renderModal(upload);
    pick();
    expect(await screen.findByText("customers.csv")).toBeTruthy();
    start();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0][0]).toBe("customers");

    events.onProgress?.(42);
    expect(await screen.findByText("42%")).toBeTruthy();
    events.onUploaded?.();
    expect(await screen.findByText("Processing the file…")).toBeTruthy();

    refuse(
      new ImportError("2 rows have errors; nothing was imported", 400, [
        { row: 2, field: "email", message: "The input is not valid E-mail!" },
        { row: 5, field: "name", message: "input can not be empty" },
      ]),
    );
    expect(await screen.findByText("2 rows have errors; nothing was imported")).toBeTruthy();
    expect(screen.getByRole("alert")).toBeTruthy();
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Row", "Field", "Message"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ["2", "email", "The input is not valid E-mail!"],
      ["5", "name", "input can not be empty"],
    ]);
    expect(screen.queryByText("Processing the file…")).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a refusal without row errors as the message alone", async () => {
    const { pick, start } = renderModal(vi.fn(async () => Promise.reject(new ImportError("Invalid CSV file format", 400))));
    pick();
    start();
    expect(await screen.findByText("Invalid CSV file format")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("on success shows the server's message as a notice and closes", async () => {
    const { onClose, pick, start } = renderModal(vi.fn(async () => ({ message: "3 records imported", imported: 3 })));
    pick();
    start();
    expect(await screen.findByText("3 records imported")).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

/** A scripted XMLHttpRequest: records what was sent; `reply` answers like the server. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static replies: { status: number; body: unknown }[] = [];
  headers: Record<string, string> = {};
  method = "";
  url = "";
  withCredentials = false;
  body: FormData | undefined;
  status = 0;
  responseText = "";
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const reply = FakeXhr.replies.shift()!;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.upload.onload?.();
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    });
  }
}

describe("uploadCsv", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.sent = [];
  });

  const stub = (...replies: { status: number; body: unknown }[]) => {
    FakeXhr.replies = replies;
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  };

  it("posts the file as multipart `file` with the cookie, the UI language and the CSRF token, reporting progress", async () => {
    stub({ status: 201, body: { message: "1 records imported", imported: 1 } });
    const token = await fetchCsrfToken();
    const progress: number[] = [];
    const uploaded = vi.fn();
    const result = await uploadCsv("customers", csv(), { onProgress: (p) => progress.push(p), onUploaded: uploaded });
    expect(result).toEqual({ message: "1 records imported", imported: 1 });
    const [xhr] = FakeXhr.sent;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/customers/import");
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers["Accept-Language"]).toBe("en");
    expect(xhr.headers["X-CSRF-Token"]).toBe(token);
    expect((xhr.body!.get("file") as File).name).toBe("customers.csv");
    expect(progress).toEqual([50, 100]);
    expect(uploaded).toHaveBeenCalled();
  });

  it("rejects a 400 with the message and row errors (from `rows`, else from the `<row>.<field>` keys)", async () => {
    stub(
      {
        status: 400,
        body: {
          message: "1 rows have errors; nothing was imported",
          errors: { "3.email": "bad" },
          rows: [{ row: 3, field: "email", message: "bad" }],
        },
      },
      { status: 400, body: { message: "1 rows have errors; nothing was imported", errors: { "4.name": "input can not be empty" } } },
      { status: 400, body: { message: "Empty data" } },
    );
    await expect(uploadCsv("customers", csv())).rejects.toMatchObject({
      message: "1 rows have errors; nothing was imported",
      statusCode: 400,
      rows: [{ row: 3, field: "email", message: "bad" }],
    });
    await expect(uploadCsv("customers", csv())).rejects.toMatchObject({ rows: [{ row: 4, field: "name", message: "input can not be empty" }] });
    await expect(uploadCsv("customers", csv())).rejects.toMatchObject({ message: "Empty data", rows: [] });
  });

  it("tries once more after a 403 (a stale CSRF token), like the data provider", async () => {
    stub({ status: 403, body: { message: "csrf" } }, { status: 201, body: { message: "2 records imported", imported: 2 } });
    await expect(uploadCsv("customers", csv())).resolves.toEqual({ message: "2 records imported", imported: 2 });
    expect(FakeXhr.sent).toHaveLength(2);
    expect(resetCsrfToken).toHaveBeenCalled();
    expect(FakeXhr.sent[1].headers["X-CSRF-Token"]).not.toBe(FakeXhr.sent[0].headers["X-CSRF-Token"]);
  });
});
