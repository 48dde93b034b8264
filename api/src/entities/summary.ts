import { type EntityDef, type FieldDef, isMultiple, listedByDefault } from "./types";

/** The fields that sum a record up beside its name. */
export interface SummaryFields {
  status?: string;
  amount?: string;
  date?: string;
}

/**
 * What sums a record up beside its name, by declaration: its status (or first choice), its total (or
 * first amount) and its period (or first date), among the fields a list shows; `search.detail` names
 * them where these do not fit. The global search's second line and a list's cards on a phone show them.
 * Fields an ADMIN added to a declared entity (`custom`) are left out: they live in `custom_fields`.
 */
export const summaryFields = (entity: Pick<EntityDef, "fields" | "search" | "period">): SummaryFields => {
  const fields = Object.entries(entity.fields).filter(([, f]) => !f.custom && listedByDefault(f));
  const named = entity.search ? entity.search.detail : undefined;
  const pick = (types: FieldDef["type"][], preferred: string[]) => {
    const candidates = fields.filter(([name, f]) => types.includes(f.type) && !isMultiple(f) && (!named || named.includes(name)));
    return (candidates.find(([name]) => preferred.includes(name)) ?? candidates[0])?.[0];
  };
  return {
    status: pick(["enum"], ["status"]),
    amount: pick(["money"], ["total", "amount"]),
    date: entity.period && entity.fields[entity.period] && (!named || named.includes(entity.period)) ? entity.period : pick(["date"], []),
  };
};
