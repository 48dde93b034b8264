import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { signedInAs } from "../../test/session";

type Agent = ReturnType<typeof request.agent>;
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let hr: Awaited<ReturnType<typeof signedInAs>>;
let counter = 0;
beforeAll(async () => {
  ctx = await openTestApp();
  hr = await signedInAs(ctx.app, ctx.db, ["HR"]);
});
afterAll(() => ctx.close());

const createPartner = async (agent: Agent, overrides: object = {}) => {
  const res = await agent
    .post("/api/partners")
    .send({ company_name: `Partner ${++counter}`, industry: "Consulting", experience_years: 3, ...overrides });
  if (res.status !== 201) throw new Error(`partner: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; skills: string[]; status: string; balance: string; advance: string };
};
const post = (agent: Agent, id: number, body: object) => agent.post(`/api/partners/${id}/ledger`).send(body);
const ledgerCount = async (id: number) => Number((await ctx.db("partner_ledger").where({ partner_id: id }).count({ n: "*" }).first())!.n);

describe("partners", () => {
  it("keeps skills as distinct trimmed tags; experience cannot be negative", async () => {
    const partner = await createPartner(hr.agent, { skills: [" Sales ", "Design", "Sales"] });
    expect(partner.skills).toEqual(["Sales", "Design"]);
    expect([partner.status, partner.advance, partner.balance]).toEqual(["active", "0.00", "0.00"]);
    const negative = await hr.agent.post("/api/partners").send({ company_name: "X", experience_years: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.errors.experience_years).toBe("Value cannot be negative");
    const badSkills = await hr.agent.post("/api/partners").send({ company_name: "X", skills: "Sales" });
    expect(badSkills.status).toBe(400);
    expect(badSkills.body.errors.skills).toMatch(/list of tags/);
  });

  it("keeps a ledger with a running balance, oldest first", async () => {
    const partner = await createPartner(hr.agent);
    expect((await post(hr.agent, partner.id, { date: "2026-11-02", description: "Fee", debit: "300.00" })).status).toBe(201);
    expect((await post(hr.agent, partner.id, { date: "2026-11-01", description: "Deposit", credit: "1000.00" })).status).toBe(201);
    expect((await post(hr.agent, partner.id, { date: "2026-11-03", description: "Fee", debit: "0.01" })).status).toBe(201);
    const ledger = (await hr.agent.get(`/api/partners/${partner.id}/ledger`)).body;
    expect(
      ledger.map((e: { description: string; debit: string; credit: string; balance: string }) => [e.description, e.debit, e.credit, e.balance]),
    ).toEqual([
      ["Deposit", "0.00", "1000.00", "1000.00"],
      ["Fee", "300.00", "0.00", "700.00"],
      ["Fee", "0.01", "0.00", "699.99"],
    ]);
    expect((await hr.agent.get(`/api/partners/${partner.id}`)).body.balance).toBe("699.99");
  });

  it.each([
    ["both debit and credit", { debit: "1.00", credit: "1.00" }, "An entry has either a debit or a credit, not both"],
    ["neither", { debit: "0", credit: "0" }, "Enter either a debit or a credit"],
    ["nothing at all", {}, "Enter either a debit or a credit"],
    ["a negative debit", { debit: "-5.00" }, "Value cannot be negative"],
  ])("refuses a ledger line with %s (400, nothing written)", async (_name, body, message) => {
    const partner = await createPartner(hr.agent);
    const res = await post(hr.agent, partner.id, { date: "2026-11-01", ...body });
    expect(res.status).toBe(400);
    expect(res.body.errors.debit).toBe(message);
    expect(await ledgerCount(partner.id)).toBe(0);
  });

  it("books an advance as a ledger credit and the advance total; reversing it once mirrors it and takes it back", async () => {
    const partner = await createPartner(hr.agent);
    const res = await hr.agent
      .post(`/api/partners/${partner.id}/advance`)
      .send({ amount: "2500.00", date: "2026-11-10", payment_method: "bank_transfer", reference: "ADV-1" });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Advance of 2500.00 recorded");
    expect([res.body.partner.advance, res.body.partner.balance]).toEqual(["2500.00", "2500.00"]);
    const entry = await ctx.db("partner_ledger").where({ id: res.body.id }).first("kind", "credit", "debit", "description");
    expect(entry).toEqual({ kind: "advance", credit: "2500.00", debit: "0.00", description: "ADV-1" });
    const incomes = () =>
      ctx
        .db("incomes")
        .where({ source: "partner_advance", reference_id: res.body.id })
        .orderBy("id")
        .select("amount", "partner_id", "reference", "date");
    expect(await incomes()).toEqual([{ amount: "2500.00", partner_id: partner.id, reference: "ADV-1", date: "2026-11-10" }]);

    const bad = await hr.agent.post(`/api/partners/${partner.id}/advance`).send({ amount: "0", payment_method: "cash" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.amount).toBe("Value must be at least 0.01");

    const reversed = await hr.agent.post(`/api/partners/${partner.id}/ledger/${res.body.id}/reverse`).send({ date: "2026-11-11" });
    expect(reversed.status).toBe(201);
    expect([reversed.body.partner.advance, reversed.body.partner.balance]).toEqual(["0.00", "0.00"]);
    const twice = await hr.agent.post(`/api/partners/${partner.id}/ledger/${res.body.id}/reverse`).send({});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This entry has already been reversed");
    const ofReversal = await hr.agent.post(`/api/partners/${partner.id}/ledger/${reversed.body.id}/reverse`).send({});
    expect(ofReversal.status).toBe(409);
    expect(await ledgerCount(partner.id)).toBe(2);
    expect((await incomes()).map((i) => i.amount)).toEqual(["2500.00", "-2500.00"]);
    const ledger = (await hr.agent.get(`/api/partners/${partner.id}/ledger`)).body;
    expect(ledger[0].reversed_by).toBe(reversed.body.id);
    expect(ledger.at(-1).balance).toBe("0.00");
  });

  it("refuses an advance dated in a closed period (409) and writes nothing", async () => {
    const partner = await createPartner(hr.agent);
    await ctx.db("accounting_periods").insert({ month: "2026-09" });
    const res = await hr.agent.post(`/api/partners/${partner.id}/advance`).send({ amount: "10.00", date: "2026-09-15", payment_method: "cash" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This period is closed");
    expect(await ledgerCount(partner.id)).toBe(0);
    expect((await hr.agent.get(`/api/partners/${partner.id}`)).body).toMatchObject({ advance: "0.00", balance: "0.00" });
  });

  it("refuses a ledger entry, or a reversal, dated in a closed period (409) and writes nothing (issue 22: found by the books property)", async () => {
    const partner = await createPartner(hr.agent);
    const open = await post(hr.agent, partner.id, { date: "2026-07-10", credit: "40.00", description: "Before the close" });
    expect(open.status).toBe(201);
    await ctx.db("accounting_periods").insert({ month: "2026-08" }).onConflict("month").ignore();
    await ctx.db("accounting_periods").insert({ month: "2026-07" }).onConflict("month").ignore();
    const entry = await post(hr.agent, partner.id, { date: "2026-07-20", debit: "15.00", description: "Into a closed month" });
    expect(entry.status).toBe(409);
    expect(entry.body.message).toBe("This period is closed");
    const reversal = await hr.agent.post(`/api/partners/${partner.id}/ledger/${open.body.id}/reverse`).send({ date: "2026-08-01" });
    expect(reversal.status).toBe(409);
    expect(await ledgerCount(partner.id)).toBe(1);
    expect((await hr.agent.get(`/api/partners/${partner.id}`)).body).toMatchObject({ balance: "40.00" });
    // dated in an open month, the reversal of the closed month's entry is taken
    expect((await hr.agent.post(`/api/partners/${partner.id}/ledger/${open.body.id}/reverse`).send({ date: "2026-10-01" })).status).toBe(201);
    await ctx.db("accounting_periods").whereIn("month", ["2026-07", "2026-08"]).delete();
  });

  it("settles only at a zero balance (422 naming it); an entry afterwards opens the partner again", async () => {
    const partner = await createPartner(hr.agent);
    await post(hr.agent, partner.id, { date: "2026-11-01", credit: "100.00" });
    const refused = await hr.agent.post(`/api/partners/${partner.id}/settle`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("The ledger balance is 100.00: a partner can be settled only at a zero balance");
    expect((await hr.agent.get(`/api/partners/${partner.id}`)).body.status).toBe("active");

    await post(hr.agent, partner.id, { date: "2026-11-02", debit: "100.00" });
    const settled = await hr.agent.post(`/api/partners/${partner.id}/settle`);
    expect(settled.status).toBe(200);
    expect(settled.body.partner.status).toBe("settled");
    expect((await hr.agent.post(`/api/partners/${partner.id}/settle`)).status).toBe(409);
    expect((await hr.agent.patch(`/api/partners/${partner.id}`).send({ status: "active" })).body.status).toBe("settled");

    await post(hr.agent, partner.id, { date: "2026-11-03", debit: "5.00" });
    expect((await hr.agent.get(`/api/partners/${partner.id}`)).body.status).toBe("active");
  });

  it("keeps the balance exact when entries are posted at once", async () => {
    const partner = await createPartner(hr.agent);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(hr.agent, partner.id, { date: "2026-11-05", credit: `${i + 1}.10` })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect((await hr.agent.get(`/api/partners/${partner.id}`)).body.balance).toBe("56.00");
  });

  it("matches personnel: engagements with dates in order, and suggestions ranking active employees by designation or department", async () => {
    const n = counter;
    const [developer, designer] = await ctx
      .db("designations")
      .insert([{ title: `Developer ${counter}` }, { title: `Designer ${counter}` }])
      .returning("id");
    const [alice, bob, carol, dave] = await ctx
      .db("employees")
      .insert([
        { full_name: "Alice A", name: `Alice ${counter}`, designation_id: developer.id, department: "Design", status: "active" },
        { full_name: "Bob B", name: `Bob ${counter}`, designation_id: developer.id, department: "IT", status: "active" },
        { full_name: "Carol C", name: `Carol ${counter}`, designation_id: designer.id, department: "Marketing", status: "active" },
        { full_name: "Dave D", name: `Dave ${counter}`, designation_id: developer.id, department: "Design", status: "inactive" },
      ])
      .returning("id");
    const partner = await createPartner(hr.agent, { skills: [`developer ${counter}`, "design"] });

    const backwards = await hr.agent
      .patch(`/api/partners/${partner.id}`)
      .send({ personnel: [{ employee_id: bob.id, from_date: "2026-12-01", to_date: "2026-11-01" }] });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors["personnel.0.to_date"]).toBe("The end date cannot be before the start date");
    const engaged = await hr.agent
      .patch(`/api/partners/${partner.id}`)
      .send({ personnel: [{ employee_id: bob.id, role: "Lead", from_date: "2026-11-01" }] });
    expect(engaged.status).toBe(200);
    expect(engaged.body.personnel).toMatchObject([{ employee_id: bob.id, role: "Lead" }]);

    const suggested = (await hr.agent.get(`/api/partners/${partner.id}/suggest`)).body as { id: number; score: number; engaged: boolean }[];
    const ids = suggested.map((s) => s.id);
    expect(ids[0]).toBe(alice.id); // designation and department: two skills
    expect(suggested[0].score).toBe(2);
    expect(ids).toContain(bob.id);
    expect(ids).toContain(carol.id); // "Designer" contains "design"
    expect(ids).not.toContain(dave.id); // inactive
    expect(suggested.find((s) => s.id === bob.id)!.engaged).toBe(true);
    expect(suggested[0]).toMatchObject({ designation: `Developer ${n}`, department: "Design" });

    // SALES may only look employees up: names and matches, not designations or departments
    const sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
    const forSales = (await sales.agent.get(`/api/partners/${partner.id}/suggest`)).body as {
      id: number;
      name: string;
      designation: unknown;
      department: unknown;
    }[];
    expect(forSales.map((s) => s.id)).toEqual(ids);
    expect(forSales[0]).toMatchObject({ name: `Alice ${n}`, designation: null, department: null });
  });

  it("answers in Traditional Chinese", async () => {
    const partner = await createPartner(hr.agent);
    const res = await post(hr.agent, partner.id, { date: "2026-11-01", debit: "1", credit: "1" }).set("Accept-Language", "zh-Hant");
    expect(res.body.message).toBe("每項記錄只可有借方或貸方，不可兩者皆有");
  });

  it("ACCOUNTING gets 403 on partner routes; SALES and ADMIN may record advances", async () => {
    const accounting = await signedInAs(ctx.app, ctx.db, ["ACCOUNTING"]);
    const partner = await createPartner(hr.agent);
    expect((await accounting.agent.get("/api/partners")).status).toBe(403);
    expect((await accounting.agent.get(`/api/partners/${partner.id}/ledger`)).status).toBe(403);
    expect((await accounting.agent.post(`/api/partners/${partner.id}/advance`).send({ amount: "1.00", payment_method: "cash" })).status).toBe(403);
    for (const role of ["SALES", "ADMIN"]) {
      const other = await signedInAs(ctx.app, ctx.db, [role]);
      expect((await other.agent.post(`/api/partners/${partner.id}/advance`).send({ amount: "1.00", payment_method: "cash" })).status).toBe(201);
    }
  });
});
