import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, sampleTables } from "../../test/renderApp";

// the screens, the layout and casbin (the first access question) load lazily: once, before the clock runs
beforeAll(() => Promise.all([import("../../layout/AppLayout"), import("./CommissionRecordList"), import("casbin"), import("buffer")]), 60_000);

const record = (id: number, month: string, employee_id: number, amount: string) => ({
  id,
  month,
  employee_id,
  orders: 2,
  sales: "1000.00",
  percentage: 5,
  amount,
  deleted_at: null,
});

/** The real App on the commission records page; `custom` answers POST /generate as the server contract says. */
const renderPage = () => {
  const app = renderApp("/sales/commission/record", {
    ...sampleTables(),
    employees: [
      { id: 1, name: "Sam", deleted_at: null },
      { id: 2, name: "Kit", deleted_at: null },
    ],
    "commission-records": [record(1, "2024-04", 1, "11.00"), record(2, "2024-05", 2, "22.00")],
  });
  const posted: unknown[] = [];
  const provider = app.provider as DataProvider & { custom: NonNullable<DataProvider["custom"]> };
  const base = provider.custom;
  provider.custom = (async (params: CustomParams) => {
    if (params.url !== "/api/commission-records/generate") return base(params);
    posted.push(params.payload);
    const { month } = params.payload as { month: string };
    const rows = app.tables["commission-records"];
    rows.splice(0, rows.length, ...rows.filter((row) => row.month !== month), record(3, month, 1, "33.00"), record(4, month, 2, "44.00"));
    return { data: { message: `Commission generated for 2 employees in ${month}`, month, records: rows.filter((row) => row.month === month) } };
  }) as typeof base;
  return { ...app, posted };
};

const pickMonth = (text: string) => {
  const input = screen.getByPlaceholderText("Select month");
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
};

/** The first render of the App under a loaded machine (other suites in parallel) can take a while. */
const firstMount = { timeout: 20_000 };

describe("the commission records page", { timeout: 45_000 }, () => {
  it("asks for a month before generating, and sends nothing", async () => {
    const { posted } = renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Generate" }, firstMount));
    expect(await screen.findByText("Please select month")).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("lists the chosen month's records, generates them and shows the server's message and the new rows", async () => {
    const { posted } = renderPage();
    expect(await screen.findByText("11.00", {}, firstMount)).toBeTruthy(); // no month yet: every record
    pickMonth("2024/05");
    await waitFor(() => expect(screen.queryByText("11.00")).toBeNull());
    expect(screen.getByText("22.00")).toBeTruthy();
    expect(await screen.findByText("Kit")).toBeTruthy(); // the employee by name, through the reference

    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    expect(await screen.findByText("Commission generated for 2 employees in 2024-05")).toBeTruthy();
    expect(posted).toEqual([{ month: "2024-05" }]);
    expect(await screen.findByText("44.00")).toBeTruthy();
    expect(screen.getByText("33.00")).toBeTruthy();
    expect(screen.queryByText("22.00")).toBeNull();
  });
});
