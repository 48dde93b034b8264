import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isHkid, normalizeHkid } from "../../entities/formats";
import { openTestApp } from "../../test/harness";
import { signedInAs } from "../../test/session";
import * as normaliseEmployeePhones from "./migrations/20261126a-normalise-employee-phones";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let hr: Awaited<ReturnType<typeof signedInAs>>;
let employeeId: number;
beforeAll(async () => {
  ctx = await openTestApp();
  hr = await signedInAs(ctx.app, ctx.db, ["HR"]);
  const benefit = (await hr.agent.post("/api/benefits").send({ title: "Medical", content: "Outpatient and hospital" })).body.id;
  const designation = (await hr.agent.post("/api/designations").send({ title: "Sales Executive" })).body.id;
  const res = await hr.agent.post("/api/employees").send({
    full_name: "Chan Tai Man",
    name: "Tai Man",
    hk_id: "a123456(3)",
    designation_id: designation,
    salary: "32000",
    bank_name: "HSBC",
    bank_account: "123-456789-001",
    benefit_ids: [benefit, benefit],
  });
  expect(res.status).toBe(201);
  employeeId = res.body.id;
});
afterAll(() => ctx.close());

describe("HKID", () => {
  it.each([
    ["A123456(3)", true],
    ["A1234563", true],
    ["G123456(A)", true],
    ["AB987654(3)", true],
    ["A123456(4)", false],
    ["A12345(3)", false],
    ["1234567(8)", false],
  ])("%s valid: %s", (value, valid) => expect(isHkid(value)).toBe(valid));

  it("is stored upper case with the check digit in brackets", async () => {
    expect(normalizeHkid("ab9876543")).toBe("AB987654(3)");
    expect((await hr.agent.get(`/api/employees/${employeeId}`)).body).toMatchObject({ hk_id: "A123456(3)", benefit_ids: [expect.any(Number)] });
  });

  it("refuses a wrong check digit with a clear message, and a second employee with the same HKID", async () => {
    const wrong = await hr.agent.post("/api/employees").send({ full_name: "X", name: "X", hk_id: "A123456(4)" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.hk_id).toBe("Not a valid HKID number (e.g. A123456(3))");
    const dup = await hr.agent.post("/api/employees").send({ full_name: "Y", name: "Y", hk_id: "A1234563" });
    expect(dup.status).toBe(409);
    expect(dup.body.errors.hk_id).toBe("This value is already in use");
  });
});

describe("employees seen from outside human resources", () => {
  it("HR sees the whole record", async () => {
    const [row] = (await hr.agent.get("/api/employees")).body;
    expect(row).toMatchObject({ salary: "32000.00", hk_id: "A123456(3)", bank_account: "123-456789-001" });
  });

  it.each(["SALES", "ACCOUNTING"])("%s picking a salesperson gets only id and name, never salary, HKID or bank", async (role) => {
    const { agent } = await signedInAs(ctx.app, ctx.db, [role]);
    const list = await agent.get("/api/employees?q=tai&_start=0&_end=10");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ id: employeeId, name: "Tai Man" }]);
    expect((await agent.get(`/api/employees?id=${employeeId}`)).body).toEqual([{ id: employeeId, name: "Tai Man" }]);
    expect(JSON.stringify(list.body)).not.toMatch(/32000|A123456|HSBC|123-456789/);
    // Nor can they learn them by filtering, sorting, reading, exporting or writing.
    for (const url of [
      "/api/employees?salary_gte=30000",
      "/api/employees?_sort=salary",
      "/api/employees?hk_id=A123456(3)",
      "/api/employees?created_by=1",
    ])
      expect((await agent.get(url)).status, url).toBe(400);
    for (const url of [`/api/employees/${employeeId}`, "/api/employees/export.csv"]) expect((await agent.get(url)).status, url).toBe(403);
    expect((await agent.patch(`/api/employees/${employeeId}`).send({ name: "X" })).status).toBe(403);
  });
});

describe("employees' phone numbers before validation", () => {
  it("are rewritten in E.164 by the module's data migration; what does not parse stays", async () => {
    const [a, b] = (await ctx
      .db("employees")
      .insert([
        { full_name: "Old Phone One", name: "Old One", phone: "2123 4567" },
        { full_name: "Old Phone Two", name: "Old Two", phone: "call reception" },
      ])
      .returning("id")) as { id: number }[];
    await normaliseEmployeePhones.up(ctx.db);
    expect(await ctx.db("employees").whereIn("id", [a.id, b.id]).orderBy("id").pluck("phone")).toEqual(["+85221234567", "call reception"]);
  });
});
