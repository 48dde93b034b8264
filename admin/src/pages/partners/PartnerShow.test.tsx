import benefits from "@erp/api/entities/benefits";
import designations from "@erp/api/entities/designations";
import employees from "@erp/api/entities/employees";
import partners from "@erp/api/entities/partners";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { registryOf } from "../../test/registry";
import { confirmAction } from "../../test/recordActions";
import { renderApp } from "../../test/renderApp";
import type { LedgerEntry } from "./PartnerLedger";

beforeAll(() => Promise.all([import("../../layout/AppLayout"), import("./PartnerShow"), import("casbin"), import("buffer")]), 60_000);

/** What the page refers to, and nothing else. */
const registry = registryOf([employees, designations, benefits, partners]);

const partner = (balance: string, status = "active") => ({
  id: 1,
  company_name: "Victoria Harbour Consulting",
  industry: "Consulting",
  skills: ["Sales", "Design"],
  experience_years: 12,
  advance: "500.00",
  balance,
  status,
  personnel: [],
  created_at: "2026-11-20T09:00:00Z",
  updated_at: "2026-11-20T09:00:00Z",
  deleted_at: null,
});

const entry = (id: number, debit: string, credit: string, balance: string, kind: LedgerEntry["kind"] = "manual"): LedgerEntry => ({
  id,
  date: `2026-11-2${id}`,
  description: `Entry ${id}`,
  debit,
  credit,
  kind,
  reverses_id: null,
  reversed_by: null,
  created_at: `2026-11-2${id}T09:00:00Z`,
  balance,
});

const renderPartner = (
  balance: string,
  ledger: LedgerEntry[],
  onPost: (url: string, body: unknown) => { status: number; data: unknown } = () => ({ status: 200, data: {} }),
) => {
  const app = renderApp("/partner/show/1", { employees: [], partners: [partner(balance)] }, { registry });
  const posted: { url: string; body: unknown }[] = [];
  const provider = app.provider as DataProvider & { custom: NonNullable<DataProvider["custom"]> };
  const base = provider.custom;
  provider.custom = (async (params: CustomParams) => {
    if (params.url === "/api/partners/1/ledger" && params.method === "get") return { data: [...ledger] };
    if (params.url === "/api/partners/1/suggest" && params.method === "get")
      return { data: [{ id: 7, name: "Tai Man", designation: "Sales Manager", department: "Sales", matched: ["Sales"], score: 1, engaged: false }] };
    if (params.method === "post") {
      posted.push({ url: params.url, body: params.payload });
      const reply = onPost(params.url, params.payload);
      if (reply.status >= 400) throw { statusCode: reply.status, message: (reply.data as { message: string }).message };
      return { data: reply.data };
    }
    return base(params);
  }) as typeof base;
  return { ...app, posted };
};

const firstMount = { timeout: 40_000 };
const ledgerRows = () => within(screen.getByTestId("partner-ledger")).queryAllByRole("row").slice(1);

describe("the partner page", { timeout: 90_000 }, () => {
  it("shows the ledger with its running balance, skills as tags and suggested personnel", async () => {
    renderPartner("300.00", [entry(1, "0.00", "500.00", "500.00", "advance"), entry(2, "200.00", "0.00", "300.00")]);
    await waitFor(() => expect(ledgerRows()).toHaveLength(2), firstMount);
    expect(ledgerRows().map((row) => row.textContent)).toEqual([expect.stringContaining("Advance"), expect.stringContaining("Entry 2")]);
    expect(ledgerRows()[1].textContent).toContain("300.00");
    expect(screen.getAllByText("Design").length).toBeGreaterThan(0);
    await waitFor(() => expect(within(screen.getByTestId("partner-suggestions")).getByText("Tai Man")).toBeTruthy());
  });

  it("records an advance and reads the ledger again", async () => {
    const ledger = [entry(1, "0.00", "500.00", "500.00", "advance")];
    const { posted } = renderPartner("500.00", ledger, () => {
      ledger.push(entry(2, "0.00", "250.00", "750.00", "advance"));
      return { status: 201, data: { message: "Advance of 250.00 recorded" } };
    });
    fireEvent.click(await screen.findByRole("button", { name: "Record advance" }, firstMount));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Amount"), { target: { value: "250" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Advance of 250.00 recorded")).toBeTruthy();
    expect(posted).toMatchObject([{ url: "/api/partners/1/advance", body: { amount: "250.00", payment_method: "bank_transfer" } }]);
    await waitFor(() => expect(ledgerRows()).toHaveLength(2));
    expect(ledgerRows()[1].textContent).toContain("750.00");
  });

  it("shows the server's refusal to settle with a balance", async () => {
    renderPartner("300.00", [], () => ({
      status: 422,
      data: { message: "The ledger balance is 300.00: a partner can be settled only at a zero balance" },
    }));
    fireEvent.click(await screen.findByRole("button", { name: "Settle" }, firstMount));
    // the question names the partner
    expect(
      await screen.findByText(/^Settle .+\? The partner can take no more advances afterwards\.$/, { selector: ".ant-modal-confirm-title" }),
    ).toBeTruthy();
    await confirmAction("Settle");
    expect(await screen.findByText("The ledger balance is 300.00: a partner can be settled only at a zero balance")).toBeTruthy();
  });
});
