import { serviceOf } from "../../context";
import type { DemoContext } from "../module";
import { PartnersService } from "./service";

const partners = [
  { company_name: "Victoria Harbour Consulting", industry: "Management consulting", skills: ["Sales", "Accountant"], experience_years: 12 },
  { company_name: "Tsim Sha Tsui Digital Agency", industry: "Marketing", skills: ["Sales Executive", "Design"], experience_years: 6 },
  { company_name: "New Territories HR Services", industry: "Human resources", skills: ["HR Officer", "Payroll"], experience_years: 9 },
];

/** Three partners: advances booked as income, a fee debited and an engagement of the matching staff. */
export const seedPartnersDemo = async (ctx: DemoContext) => {
  const { actor } = ctx;
  const service = serviceOf(ctx, "partners", PartnersService);
  const today = service.today();
  for (const [i, partner] of partners.entries()) {
    const created = await service.create(partner, actor);
    const suggested = await service.suggest(created.id, 2);
    if (suggested.length)
      await service.update(
        created.id,
        { personnel: suggested.map((e, j) => ({ employee_id: e.id, role: j ? "Support" : "Lead", from_date: today, to_date: null })) },
        actor,
      );
    if (i === 2) continue;
    await service.advance(
      created.id,
      { amount: i ? "8000.00" : "20000.00", date: today, payment_method: "bank_transfer", reference: `ADV-DEMO-${i + 1}` },
      actor,
    );
    await service.post(
      created.id,
      { date: today, description: "Consulting fee, first milestone", debit: i ? "3500.00" : "12000.00", credit: null },
      actor,
    );
  }
};
