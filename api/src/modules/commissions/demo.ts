import type { DemoContext } from "../module";

/** Demo commission rates of the sales staff, by name. */
const rates: Record<string, number> = { "Tai Man": 3, "Siu Ling": 5, "Ka Ho": 5 };

export const seedCommissionsDemo = async ({ db }: DemoContext) => {
  const staff = await db("employees").whereIn("name", Object.keys(rates)).whereNull("deleted_at").select("id", "name");
  if (staff.length) await db("commissions").insert(staff.map((e) => ({ employee_id: e.id, percentage: rates[e.name] })));
};
