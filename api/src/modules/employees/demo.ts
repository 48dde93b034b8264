import { hkidCheckDigit } from "../../entities/formats";
import type { DemoContext } from "../module";

const designations = ["Sales Executive", "Sales Manager", "HR Officer", "Accountant"];
const benefits = [
  { title: "Medical insurance", content: "Outpatient, specialist and hospital cover" },
  { title: "MPF", content: "Employer contribution 5%" },
  { title: "Annual leave", content: "14 days a year, rising with service" },
];
/** The first three are the sales staff (department Sales) the orders and commission demo use. */
const demoEmployees = [
  { full_name: "Chan Tai Man", name: "Tai Man", id: "A123456", designation: "Sales Manager", department: "Sales", salary: "42000.00" },
  { full_name: "Wong Siu Ling", name: "Siu Ling", id: "B234567", designation: "Sales Executive", department: "Sales", salary: "26000.00" },
  { full_name: "Lee Ka Ho", name: "Ka Ho", id: "C345678", designation: "Sales Executive", department: "Sales", salary: "24500.00" },
  { full_name: "Cheung Mei Yee", name: "Mei Yee", id: "D456789", designation: "HR Officer", department: "Human resources", salary: "28000.00" },
  { full_name: "Ho Wing Kei", name: "Wing Kei", id: "E567890", designation: "Accountant", department: "Finance", salary: "31000.00" },
];

/** Designations, benefits and five staff with valid HKIDs. */
export const seedEmployeesDemo = async ({ db }: DemoContext) => {
  const designationIds = new Map(
    (
      await db("designations")
        .insert(designations.map((title) => ({ title })))
        .returning(["id", "title"])
    ).map((r) => [r.title as string, r.id as number]),
  );
  const benefitIds = (await db("benefits").insert(benefits).returning("id")).map((r) => r.id as number);
  await db("employees").insert(
    demoEmployees.map(({ id, designation, ...e }, i) => ({
      ...e,
      hk_id: `${id}(${hkidCheckDigit(id)})`,
      designation_id: designationIds.get(designation),
      company_email: `${e.name.toLowerCase().replace(/\s+/g, ".")}@erp.local`,
      hire_date: `202${i}-0${i + 1}-01`,
      benefit_ids: JSON.stringify(benefitIds.slice(0, 2 + (i % 2))),
    })),
  );
};
