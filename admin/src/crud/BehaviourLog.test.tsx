import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "../providers/i18n";
import { memoryProvider } from "../test/memoryProvider";
import { TestRefine } from "../test/TestRefine";
import { testRegistry } from "../test/registry";
import { fieldsOf } from "./entity";
import { FieldValue } from "./FieldValue";
import { targetLabel, verbLabel } from "./logLabels";

const log = testRegistry.entityByName.get("behaviour-logs")!;
const field = (name: string) => fieldsOf(log).find((candidate) => candidate.name === name)!;

const lines = [
  { id: 1, action: "convert", target: "quotations", target_id: 4 },
  { id: 2, action: "send", target: "service-invoices", target_id: 9 },
  { id: 3, action: "delete", target: "quotations", target_id: 77 },
];

const renderLine = (line: (typeof lines)[number]) =>
  render(
    <TestRefine dataProvider={memoryProvider({ quotations: [{ id: 4, number: "QT-2026-00004", deleted_at: null }] }).provider}>
      {(["action", "target", "target_id"] as const).map((name) => (
        <div key={name} data-testid={name}>
          <FieldValue field={field(name)} resource="behaviour-logs" value={line[name]} record={line} />
        </div>
      ))}
    </TestRefine>,
  );

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

describe("the behaviour log's lines", () => {
  it("show the action by its label and the record type by its name, in English and in Traditional Chinese", async () => {
    const t = i18n.getFixedT("en");
    expect(verbLabel(t, testRegistry, "convert")).toBe("Convert to order and invoice");
    expect(verbLabel(t, testRegistry, "delete")).toBe("Delete");
    expect(targetLabel(t, testRegistry, "service-invoices")).toBe("Service Invoices");
    const zh = i18n.getFixedT("zh_Hant");
    expect(verbLabel(zh, testRegistry, "convert")).toBe("轉為訂單及發票");
    expect(targetLabel(zh, testRegistry, "service-invoices")).toBe("服務發票");
    expect(targetLabel(zh, testRegistry, "relabel:quotations.number")).toMatch(/^重新命名: 報價單 · /);
    for (const action of (log.fields.action as { values: readonly string[] }).values) expect(verbLabel(zh, testRegistry, action)).not.toBe(action);
  });

  it("name the record by its label, linked to its page while it exists, else by its id", async () => {
    renderLine(lines[0]);
    expect(screen.getByTestId("action").textContent).toBe("Convert to order and invoice");
    expect(screen.getByTestId("target").textContent).toBe("Quotations");
    const link = await waitFor(() => screen.getByRole("link", { name: "QT-2026-00004" }));
    expect(link.getAttribute("href")).toBe("/quotation/show/4");
  });

  it("show a record no longer there by its id, in Traditional Chinese", async () => {
    await act(() => i18n.changeLanguage("zh_Hant"));
    renderLine(lines[2]);
    expect(screen.getByTestId("target").textContent).toBe("報價單");
    await waitFor(() => expect(screen.getByTestId("target_id").textContent).toBe("#77"));
    expect(screen.queryByRole("link")).toBeNull();
  });
});
