import { type Generator, pick, rowCountOf, textArray } from "./sql";

/** The service group: categories, units, plans with their packages, service invoices with their lines. */

const categoryNames = [
  "IT support",
  "Hosting",
  "Consulting",
  "Cleaning",
  "Security",
  "Maintenance",
  "Training",
  "Design",
  "Marketing",
  "Accounting",
  "Legal",
  "Logistics",
  "Catering",
  "Printing",
  "Telecom",
  "Cloud",
  "Networking",
  "Repairs",
  "Installation",
  "Audit",
];
const unitWords = {
  firsts: ["Basic", "Standard", "Premium", "Express", "Remote", "On-site", "Annual", "Monthly", "Priority", "Extended"],
  seconds: ["help desk", "backup", "hosting", "health check", "visit", "licence", "monitoring", "cleaning", "patrol", "training", "audit", "support"],
};

/** Twenty categories (a name each, unique). */
export const serviceCategories: Generator = {
  table: "service_categories",
  defaultCount: 20,
  async generate(trx, count) {
    const result = await trx.raw(
      `insert into service_categories (name, description)
       select coalesce((?::text[])[g], 'Category') || case when g > cardinality(?::text[]) then ' ' || g else '' end, 'Generated category'
         from generate_series(1, ?::int) as g`,
      [textArray(categoryNames), textArray(categoryNames), count],
    );
    return rowCountOf(result, count);
  },
};

/** Units: `SU-<6 digits>` codes, a period, a price from 50 to 5,000, a category. */
export const serviceUnits: Generator = {
  table: "service_units",
  after: ["service_categories"],
  defaultCount: 500,
  async generate(trx, count) {
    const result = await trx.raw(
      `with w as (select ?::text[] as firsts, ?::text[] as seconds,
                         (select array_agg(id order by id) from service_categories where deleted_at is null) as categories)
       insert into service_units (name, service_code, period, price, category_id, description)
       select ${pick("w.firsts")} || ' ' || ${pick("w.seconds")} || ' ' || g,
              'SU-' || lpad(g::text, 6, '0'),
              (array['monthly', 'monthly', 'quarterly', 'yearly', 'one_off'])[1 + floor(random() * 5)::int],
              round((50 + power(random(), 2) * 4950)::numeric, 0),
              w.categories[1 + floor(random() * cardinality(w.categories))::int],
              null
         from generate_series(1, ?::int) as g, w`,
      [textArray(unitWords.firsts), textArray(unitWords.seconds), count],
    );
    return rowCountOf(result, count);
  },
};

/** Plans of two to four distinct units (quantity 1-5), priced at 90% of what the units cost. */
export const servicePlans: Generator = {
  table: "service_plans",
  after: ["service_units"],
  also: ["service_plan_packages"],
  defaultCount: 100,
  async generate(trx, count) {
    const result = await trx.raw(
      `insert into service_plans (name, price) select 'Plan ' || lpad(g::text, 4, '0'), 0 from generate_series(1, ?::int) as g`,
      [count],
    );
    const packages = await trx.raw(
      `with u as (select array_agg(id order by id) as ids from service_units where deleted_at is null)
       insert into service_plan_packages (service_plan_id, position, service_unit_id, quantity)
       select p.id, k, u.ids[1 + (p.id * 7919 + k * 104729) % cardinality(u.ids)], 1 + floor(random() * 5)::int
         from service_plans p cross join u cross join lateral generate_series(0, 1 + (p.id % 3)) as k`,
    );
    await trx.raw(
      `update service_plans p set price = round(s.total * 0.9, 0)
         from (select k.service_plan_id, sum(k.quantity * u.price) as total
                 from service_plan_packages k join service_units u on u.id = k.service_unit_id group by 1) as s
        where s.service_plan_id = p.id`,
    );
    return { rows: rowCountOf(result, count), detail: `${rowCountOf(packages, 0).toLocaleString("en")} packages` };
  },
};

/**
 * Service invoices over the last two years (ids in date order), `SI-<year>-<5 digits>` running
 * within each year (document_numbers moves past them), a plan line and for 40% a unit line, prices
 * copied, total = the subtotals. The newest are drafts and issued; older ones paid (30%), closed
 * (55%) or cancelled (5%); paid and closed are is_paid, closed ones have a closing date.
 */
export const serviceInvoices: Generator = {
  table: "service_invoices",
  after: ["customers", "service_plans"],
  also: ["service_invoice_lines"],
  defaultCount: 200_000,
  async generate(trx, count, { trashShare }) {
    const trash = Math.round(count * trashShare);
    const total = count + trash;
    await trx.raw("set local work_mem = '256MB'");
    const result = await trx.raw(
      `with n as (
         select (select array_agg(id order by id) from customers where deleted_at is null) as customers,
                (select array_agg(id order by id) from service_plans where deleted_at is null) as plans,
                (select array_agg((price * 100)::bigint order by id) from service_plans where deleted_at is null) as plan_cents,
                (select array_agg(id order by id) from service_units where deleted_at is null) as units,
                (select array_agg((price * 100)::bigint order by id) from service_units where deleted_at is null) as unit_cents,
                ?::int as total
       ), i as materialized (
         select g.i, current_date - 730 + floor(730.0 * (g.i - 1) / n.total)::int as invoice_date,
                n.customers[1 + floor(power(random(), 1.5) * cardinality(n.customers))::int] as customer_id,
                1 + floor(random() * cardinality(n.plans))::int as pk, 1 + floor(random() * 3)::int as pq,
                case when random() < 0.4 then 1 + floor(random() * cardinality(n.units))::int end as uk, 1 + floor(random() * 4)::int as uq,
                (n.total - g.i)::float / n.total as age, random() as r
           from generate_series(1, ?::int) as g(i) cross join n
       ), yr as (
         select extract(year from invoice_date)::int as year, min(i) as first from i group by 1
       ), s as (
         select i.*, yr.year, i.i - yr.first + 1 as seq,
                case when i.age < 0.02 then (case when i.r < 0.5 then 'draft' else 'issued' end)
                     when i.age < 0.08 then (case when i.r < 0.7 then 'issued' when i.r < 0.95 then 'paid' else 'cancelled' end)
                     else (case when i.r < 0.3 then 'paid' when i.r < 0.95 then 'closed' else 'cancelled' end) end as status
           from i join yr on yr.year = extract(year from i.invoice_date)::int
       ), inv as (
         insert into service_invoices (id, number, invoice_date, customer_id, total, is_paid, status, finish_date, closing_date, created_at, updated_at, deleted_at)
         select s.i, 'SI-' || s.year || '-' || lpad(s.seq::text, greatest(5, length(s.seq::text)), '0'), s.invoice_date, s.customer_id,
                (s.pq * n.plan_cents[s.pk] + coalesce(s.uq * n.unit_cents[s.uk], 0))::numeric / 100,
                s.status in ('paid', 'closed'), s.status,
                case when s.status = 'closed' then s.invoice_date + 30 end,
                case when s.status = 'closed' then least(current_date, s.invoice_date + 40) end,
                s.invoice_date + interval '10 hours', s.invoice_date + interval '11 hours',
                case when s.i > ?::int then now() - random() * interval '40 hours' end
           from s cross join n
         returning id
       ), lines as (
         insert into service_invoice_lines (service_invoice_id, position, item_type, service_plan_id, service_unit_id, quantity, price, subtotal)
         select s.i, 0, 'service_plan', n.plans[s.pk], null, s.pq, n.plan_cents[s.pk]::numeric / 100, (s.pq * n.plan_cents[s.pk])::numeric / 100
           from s cross join n
         union all
         select s.i, 1, 'service_unit', null, n.units[s.uk], s.uq, n.unit_cents[s.uk]::numeric / 100, (s.uq * n.unit_cents[s.uk])::numeric / 100
           from s cross join n where s.uk is not null
         returning 1
       )
       select (select count(*) from inv) as invoices, (select count(*) from lines) as lines`,
      [total, total, count],
    );
    await trx.raw(`select setval(pg_get_serial_sequence('service_invoices', 'id'), greatest((select max(id) from service_invoices), 1))`);
    await trx.raw(
      `insert into document_numbers (kind, year, last)
       select 'SI', extract(year from invoice_date)::int, count(*) from service_invoices group by 2
       on conflict (kind, year) do update set last = greatest(document_numbers.last, excluded.last)`,
    );
    const { invoices, lines } = result.rows[0];
    return { rows: Number(invoices), detail: `${Number(lines).toLocaleString("en")} lines` };
  },
};
