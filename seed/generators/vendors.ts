import { addressSql, names, phoneSql, places } from "./people";
import { type Generator, pick, rowCountOf, syncSerial, textArray } from "./sql";

/** Vendors and their purchase orders (items, payments), partners and their ledgers. */

const vendorWords = {
  firsts: [
    "Pearl River",
    "Shenzhen Bright",
    "Kwai Chung",
    "Golden Harbour",
    "Sino",
    "Tai Hing",
    "Asia",
    "Metro",
    "Everbright",
    "Dongguan",
    "Guangzhou",
    "Fortune",
  ],
  trades: [
    "Office Supplies",
    "Electronics",
    "Furniture Works",
    "Paper Products",
    "Hardware",
    "Packaging",
    "Coffee Traders",
    "Cleaning Supplies",
    "Printing",
    "Textiles",
  ],
  suffixes: ["Ltd", "Co. Ltd", "Limited", "Manufacturing Co.", "Trading Co."],
};

/** Company names unique by their running number (company_name is unique among live vendors); a contact, staff in charge for 70%. */
export const vendors: Generator = {
  table: "vendors",
  after: ["employees"],
  defaultCount: 2_000,
  async generate(trx, count, { trashShare }) {
    const trash = Math.round(count * trashShare);
    const result = await trx.raw(
      `insert into vendors (company_name, company_address, contact_phone, contact_name, employee_id, created_at, updated_at, deleted_at)
       with w as (
         select ?::text[] as firsts, ?::text[] as trades, ?::text[] as suffixes, ?::text[] as surnames, ?::text[] as english,
                ?::text[] as buildings, ?::text[] as streets, ?::text[] as districts,
                coalesce((select array_agg(id order by id) from employees where deleted_at is null), '{}') as staff
       )
       select ${pick("w.firsts")} || ' ' || ${pick("w.trades")} || ' ' || ${pick("w.suffixes")} || ' ' || lpad(g.i::text, 4, '0'),
              ${addressSql("w")}, ${phoneSql},
              (array['Mr.', 'Ms.'])[1 + floor(random() * 2)::int] || ' ' || ${pick("w.surnames")},
              case when random() < 0.7 and cardinality(w.staff) > 0 then w.staff[1 + floor(random() * cardinality(w.staff))::int] end,
              c.at, c.at, case when g.i > ?::int then now() - random() * interval '40 hours' end
         from generate_series(1, ?::int) as g(i)
        cross join w
        cross join lateral (select now() - random() * interval '3 years' + 0 * g.i * interval '1 s' as at) as c`,
      [
        textArray(vendorWords.firsts),
        textArray(vendorWords.trades),
        textArray(vendorWords.suffixes),
        textArray(names.surnames),
        textArray(names.english),
        textArray(places.buildings),
        textArray(places.streets),
        textArray(places.districts),
        count,
        count + trash,
      ],
    );
    return rowCountOf(result, count + trash);
  },
};

/**
 * Purchase orders of 1 to 5 items (distinct products, unit cost 40-70% of the price), over two years;
 * vendors picked with a skew (a few big suppliers). Older orders are completed (85%), with their
 * completion a few days after the order; payments: completed ones mostly paid in full, some in part,
 * pending ones sometimes in part. Total, paid and due are the items' and payments' sums. Items and
 * payments are written in the same statement. The trash share is pending orders deleted lately.
 * Completed orders here book neither stock nor expenses (like seeded sales orders).
 */
export const purchaseOrders: Generator = {
  table: "purchase_orders",
  after: ["vendors", "products"],
  also: ["purchase_order_items", "purchase_order_payments"],
  defaultCount: 200_000,
  async generate(trx, count, { trashShare }) {
    const trash = Math.round(count * trashShare);
    await trx.raw("set local work_mem = '256MB'");
    const result = await trx.raw(
      `with n as (
         select coalesce((select array_agg(id order by id) from vendors where deleted_at is null), '{}') as vendor_ids,
                coalesce((select array_agg(id order by id) from products where deleted_at is null), '{}') as product_ids,
                coalesce((select array_agg((price * 100)::bigint order by id) from products where deleted_at is null), '{}') as price_cents,
                ?::int as live, ?::int as total
       ), o as materialized (
         select g.i,
                current_date - 730 + floor(730 * (g.i - 0.5) / n.total)::int as order_date,
                n.vendor_ids[1 + floor(power(random(), 2) * cardinality(n.vendor_ids))::int] as vendor_id,
                1 + floor(random() * 5)::int as lines,
                1 + floor(random() * cardinality(n.product_ids))::int as k,
                random() as r, random() as p,
                g.i > n.live as trashed
           from generate_series(1, (select total from n)) as g(i)
          cross join n
       ), it as materialized (
         select o.i, l.position,
                1 + (o.k + l.position * 7919) % cardinality(n.product_ids) as k,
                1 + floor(power(random(), 2) * 200)::int as quantity,
                round(n.price_cents[1 + (o.k + l.position * 7919) % cardinality(n.product_ids)] * (0.4 + random() * 0.3)) as cost_cents
           from o
          cross join n
          cross join lateral generate_series(1, o.lines) as l(position)
       ), t as (
         select it.i, sum(it.quantity * it.cost_cents)::bigint as total_cents from it group by it.i
       ), s as materialized (
         select o.*, t.total_cents,
                case when not o.trashed and o.order_date < current_date - 14 and o.r < 0.85 then 'completed' else 'pending' end as status
           from o join t on t.i = o.i
       ), m as materialized (
         select s.*,
                case when s.total_cents = 0 then 0
                     when s.status = 'completed' and s.p < 0.8 then s.total_cents
                     when s.status = 'completed' and s.p < 0.95 then round(s.total_cents * (0.2 + 0.6 * random()))::bigint
                     when s.status = 'pending' and s.p < 0.3 then round(s.total_cents * (0.1 + 0.4 * random()))::bigint
                     else 0 end as paid_cents
           from s
       ), po as (
         insert into purchase_orders (id, number, vendor_id, order_date, total, paid, due, status, completed_at, received_on, created_at, updated_at, deleted_at)
         select m.i, 'PO-' || extract(year from m.order_date)::int || '-' || lpad(m.i::text, 6, '0'), m.vendor_id, m.order_date,
                m.total_cents::numeric / 100, m.paid_cents::numeric / 100, (m.total_cents - m.paid_cents)::numeric / 100, m.status,
                case when m.status = 'completed' then least(now(), m.order_date + interval '10 hours' + (1 + floor(m.r * 10)::int) * interval '1 day') end,
                case when m.status = 'completed' then least(current_date, m.order_date + 1 + floor(m.r * 10)::int) end,
                m.order_date + interval '9 hours', m.order_date + interval '9 hours',
                case when m.trashed then now() - random() * interval '40 hours' end
           from m
       ), pay as (
         insert into purchase_order_payments (purchase_order_id, position, date, amount, transaction_id, payment_method)
         select m.i, 0, least(current_date, m.order_date + 1 + floor(m.r * 20)::int), m.paid_cents::numeric / 100,
                'TT' || lpad(m.i::text, 8, '0'), (array['bank_transfer', 'bank_transfer', 'cheque', 'cash', 'credit_card'])[1 + floor(m.p * 5)::int]
           from m where m.paid_cents > 0
       )
       insert into purchase_order_items (purchase_order_id, position, product_id, quantity, unit_cost, amount)
       select it.i, it.position - 1, n.product_ids[it.k], it.quantity, it.cost_cents::numeric / 100, (it.quantity * it.cost_cents)::numeric / 100
         from it cross join n`,
      [count, count + trash],
    );
    await syncSerial(trx, "purchase_orders");
    // New purchase orders from the app continue each year's numbers (the per-year counters of crud/numbering.ts).
    await trx.raw(
      `insert into purchase_order_numbers (kind, year, last)
       select 'PO', split_part(number, '-', 2)::int, max(split_part(number, '-', 3)::int) from purchase_orders where number ~ '^PO-[0-9]{4}-[0-9]+$' group by 2
       on conflict (kind, year) do update set last = greatest(purchase_order_numbers.last, excluded.last)`,
    );
    return { rows: count + trash, detail: `${rowCountOf(result, 0).toLocaleString("en")} items` };
  },
};

const partnerWords = {
  firsts: ["Victoria", "Harbour", "Lion Rock", "Kowloon", "Peak", "Jade", "Lantau", "Tsing Yi"],
  kinds: ["Consulting", "Digital Agency", "HR Services", "Engineering", "Logistics Partners", "Design Studio", "Accounting Services"],
  industries: ["Management consulting", "Marketing", "Human resources", "Engineering", "Logistics", "Design", "Finance"],
  skills: ["Sales", "Sales Executive", "Accountant", "HR Officer", "Design", "Engineering", "Marketing", "Logistics", "Payroll", "Finance"],
};

/**
 * Partners with 1-3 skills and a ledger of 5-20 entries over the last year (advances as credits,
 * fees as debits); advance and balance are the ledger's sums; about 10% settled at a zero balance
 * (a closing entry evens them out).
 */
export const partners: Generator = {
  table: "partners",
  also: ["partner_ledger"],
  defaultCount: 500,
  async generate(trx, count, { trashShare }) {
    const trash = Math.round(count * trashShare);
    const result = await trx.raw(
      `with w as (select ?::text[] as firsts, ?::text[] as kinds, ?::text[] as industries, ?::text[] as skills),
       p as materialized (
         select g.i, w.firsts[1 + floor(random() * cardinality(w.firsts))::int] || ' ' || w.kinds[1 + (g.i % cardinality(w.kinds))] || ' ' || lpad(g.i::text, 3, '0') as name,
                w.industries[1 + (g.i % cardinality(w.industries))] as industry,
                (select jsonb_agg(distinct w.skills[1 + (floor(random() * cardinality(w.skills))::int + s.k * 0)]) from generate_series(1, 1 + (g.i % 3)) as s(k)) as skills,
                floor(random() * 25)::int as years, 5 + floor(random() * 16)::int as entries, random() < 0.1 as settled,
                g.i > ?::int as trashed
           from generate_series(1, ?::int) as g(i) cross join w
       ), ins as (
         insert into partners (id, company_name, industry, skills, experience_years, status, created_at, updated_at, deleted_at)
         select p.i, p.name, p.industry, coalesce(p.skills, '[]'), p.years, case when p.settled then 'settled' else 'active' end,
                now() - interval '400 days', now() - interval '1 day', case when p.trashed then now() - random() * interval '40 hours' end
           from p
       )
       insert into partner_ledger (partner_id, date, description, debit, credit, kind, created_at)
       select p.i, current_date - 365 + floor(e.k * 360.0 / p.entries)::int,
              case when e.k % 3 = 0 then 'Advance ADV-' || p.i || '-' || e.k else 'Fee, milestone ' || e.k end,
              case when e.k % 3 = 0 then 0 else round((500 + random() * 9500)::numeric, 2) end,
              case when e.k % 3 = 0 then round((2000 + random() * 18000)::numeric, 2) else 0 end,
              case when e.k % 3 = 0 then 'advance' else 'manual' end, now()
         from p cross join lateral generate_series(1, p.entries) as e(k)
        where e.k > 0 * p.i`,
      [
        textArray(partnerWords.firsts),
        textArray(partnerWords.kinds),
        textArray(partnerWords.industries),
        textArray(partnerWords.skills),
        count,
        count + trash,
      ],
    );
    // Settled partners: one closing entry brings the balance to zero.
    await trx.raw(
      `insert into partner_ledger (partner_id, date, description, debit, credit, kind, created_at)
       select l.partner_id, current_date, 'Final settlement', greatest(sum(l.credit - l.debit), 0), greatest(sum(l.debit - l.credit), 0), 'manual', now()
         from partner_ledger l join partners p on p.id = l.partner_id
        where p.status = 'settled'
        group by l.partner_id
       having sum(l.credit - l.debit) <> 0`,
    );
    await trx.raw(
      `update partners p set balance = s.balance, advance = s.advance
         from (select partner_id, sum(credit - debit) as balance, sum(credit) filter (where kind = 'advance') as advance
                 from partner_ledger group by partner_id) as s
        where p.id = s.partner_id`,
    );
    await syncSerial(trx, "partners");
    return { rows: count + trash, detail: `${rowCountOf(result, 0).toLocaleString("en")} ledger entries` };
  },
};
