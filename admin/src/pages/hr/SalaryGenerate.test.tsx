import dayjs from "dayjs";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { createRegistry, definePage } from "@erp/api/entities";
import payrolls from "@erp/api/entities/payrolls";
import salaries from "@erp/api/entities/salaries";
import { testEntities } from "../../test/registry";
import { renderApp, sampleTables } from "../../test/renderApp";

/** The test registry with the salary records, the payroll and this page (declared as the hr module declares it). */
const registry = createRegistry([
  {
    name: "test",
    entities: [...testEntities, salaries, payrolls],
    pages: [
      definePage({
        name: "salary-generate-report",
        group: "human-resource",
        menuParent: "salary",
        route: "/human-resource/salary/generate-report",
        policy: "salaries",
      }),
    ],
  },
]);

// the screens, the layout and casbin (the first access question) load lazily: once, before the clock runs
beforeAll(() => Promise.all([import("../../layout/AppLayout"), import("./SalaryGenerate"), import("casbin"), import("buffer")]), 60_000);

/** The real App on the salary generation page; `custom` answers POST /api/salaries/generate as the server contract says. */
const renderPage = (roles?: string[], generated: string[] = []) => {
  const app = renderApp("/human-resource/salary/generate-report", sampleTables(), { roles, registry });
  const posted: unknown[] = [];
  const provider = app.provider as DataProvider & { custom: NonNullable<DataProvider["custom"]> };
  const base = provider.custom;
  provider.custom = (async (params: CustomParams) => {
    // the months that have salaries already
    if (params.url === "/api/salaries/months")
      return { data: generated.map((month) => ({ month, employees: 3, paid: 0, actual_amount: "30000.00" })) };
    if (params.url !== "/api/salaries/generate") return base(params);
    posted.push(params.payload);
    const { month } = params.payload as { month: string };
    return { data: { message: `Salary generated for 3 employees in ${month} (21 working days)`, month, count: 3, workingDays: 21 } };
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

// the first render of the App on a loaded machine (other suites in parallel) can take a while
const firstMount = { timeout: 40_000 };

/** The Generate button once the role's access is known (disabled until then, and for roles without `generate`). */
const generateButton = async () => {
  const button = await screen.findByRole("button", { name: "Generate" }, firstMount);
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), firstMount);
  return button;
};

describe("the salary generation page", { timeout: 90_000 }, () => {
  it("opens on last month; cleared, it asks for a month before generating and sends nothing", async () => {
    const { posted } = renderPage(["HR"]);
    const button = await generateButton();
    const input = screen.getByPlaceholderText("Select month") as HTMLInputElement;
    expect(input.value).toBe(dayjs().subtract(1, "month").format("YYYY/MM"));
    const clear = input.closest(".ant-picker")!.querySelector(".ant-picker-clear")!;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(input.value).toBe(""));
    fireEvent.click(button);
    expect(await screen.findByText("Please select month")).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("generates the chosen month and links its payroll", async () => {
    const { posted } = renderPage(["HR"]);
    const button = await generateButton();
    pickMonth("2026/10");
    fireEvent.click(button);
    expect((await screen.findAllByText("Salary generated for 3 employees in 2026-10 (21 working days)")).length).toBeGreaterThan(0);
    expect(posted).toEqual([{ month: "2026-10" }]);
    expect(screen.getByRole("link", { name: "Payroll" }).getAttribute("href")).toBe("/human-resource/salary/payroll?month=2026-10");
  });

  it("asks before generating again a month that has salaries, and sends nothing until told", async () => {
    const { posted } = renderPage(["HR"], ["2026-10"]);
    const button = await generateButton();
    pickMonth("2026/10");
    fireEvent.click(button);
    expect((await screen.findAllByText("2026-10 has salary records for 3 employees already. Generate it again?")).length).toBeGreaterThan(0);
    expect(posted).toEqual([]);
    fireEvent.click(screen.getAllByRole("button", { name: "Generate" }).at(-1)!);
    await waitFor(() => expect(posted).toEqual([{ month: "2026-10" }]));
    // a month without salaries goes at once
    pickMonth("2026/09");
    fireEvent.click(button);
    await waitFor(() => expect(posted).toEqual([{ month: "2026-10" }, { month: "2026-09" }]));
  });
});
