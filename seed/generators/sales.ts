import { addressSql, names, phoneSql, places } from "./people";
import { type Generator, pick, rowCountOf, syncSerial, textArray } from "./sql";

/** Sales: customers, orders with their lines, the stock ledger and levels, commission records. */

// ---- customers ----------------------------------------------------------------------------------

const companies = {
  firsts: [
    "Harbour",
    "Golden",
    "Pacific",
    "Kowloon",
    "Victoria",
    "Dragon",
    "Jade",
    "Orient",
    "Lucky",
    "Silver",
    "Peak",
    "Lotus",
    "Phoenix",
    "Pearl",
    "Eastern",
    "Bright",
    "Everbright",
    "Sunrise",
    "Starlight",
    "Wah Fung",
    "Tai Hing",
    "Kam Wing",
    "Sino",
    "Asia",
    "Metro",
    "Prime",
    "Unity",
    "Grand",
    "Fortune",
    "Evergreen",
  ],
  industries: [
    "Trading",
    "Electronics",
    "Logistics",
    "Engineering",
    "Garments",
    "Food",
    "Printing",
    "Holdings",
    "Technology",
    "Interiors",
    "Medical",
    "Design",
    "Consulting",
    "Construction",
    "Travel",
    "Jewellery",
    "Cosmetics",
    "Furniture",
    "Watch",
    "Toys",
    "Seafood",
    "Stationery",
    "Packaging",
    "Catering",
  ],
  suffixes: ["Co. Ltd", "Limited", "Company Limited", "Ltd", "Group", "(HK) Limited", "Enterprises"],
  mailboxes: ["info", "sales", "accounts", "purchasing", "admin", "office"],
};

const customInfo = {
  levels: ["Gold", "Silver", "Bronze", "Platinum"],
  contacts: ["Phone", "Email", "WhatsApp", "WeChat", "Fax"],
  terms: ["COD", "7 days", "30 days", "60 days", "Prepaid"],
  windows: ["9am-12pm", "2pm-6pm", "Weekdays only", "Saturday morning"],
};

/**
 * 60% companies ("Golden Dragon Trading Co. Ltd"), 40% people ("Chan Tai Man", "Peter Wong"); an
 * HK phone, an e-mail for 90%, an address; custom_info (1 to 3 key/value pairs) for 30%; an
 * advance for 15%; 8% settled; the trash share deleted within the last 40 hours.
 */
export const customers: Generator = {
  table: "customers",
  defaultCount: 100_000,
  async generate(trx, count, { trashShare }) {
    const trash = Math.round(count * trashShare);
    const result = await trx.raw(
      `insert into customers (name, phone, email, address, custom_info, advance, status, created_at, updated_at, deleted_at)
       with w as (
         select ?::text[] as firsts, ?::text[] as industries, ?::text[] as suffixes, ?::text[] as mailboxes,
                ?::text[] as surnames, ?::text[] as syllables, ?::text[] as english,
                ?::text[] as buildings, ?::text[] as streets, ?::text[] as districts,
                ?::text[] as levels, ?::text[] as contacts, ?::text[] as terms, ?::text[] as windows
       ), g as (
         select g.i, random() < 0.6 as company,
                ${pick("w.firsts")} as first, ${pick("w.industries")} as industry,
                ${pick("w.surnames")} as surname, ${pick("w.english")} as english,
                now() - random() * interval '3 years' as created_at
           from generate_series(1, ?::int) as g(i), w
       )
       select case when g.company then g.first || ' ' || g.industry || ' ' || ${pick("w.suffixes")}
                   when random() < 0.5 then g.surname || ' ' || ${pick("w.syllables")} || ' ' || ${pick("w.syllables")}
                   else g.english || ' ' || g.surname end,
              ${phoneSql},
              case when random() < 0.1 then null
                   when g.company then ${pick("w.mailboxes")} || '@' || lower(regexp_replace(g.first || g.industry, '[^A-Za-z]', '', 'g'))
                                       || (g.i % 997) || '.example.com'
                   else lower(g.english || '.' || g.surname) || (g.i % 9973) || '@mail.example.com' end,
              ${addressSql("w")},
              case when random() < 0.3 then
                     jsonb_build_array(jsonb_build_object('key', 'VIP level', 'value', ${pick("w.levels")}))
                     || case when random() < 0.5 then jsonb_build_array(jsonb_build_object('key', 'Preferred contact', 'value', ${pick("w.contacts")})) else '[]' end
                     || case when random() < 0.4 then jsonb_build_array(jsonb_build_object('key', 'Credit terms', 'value', ${pick("w.terms")})) else '[]' end
                     || case when random() < 0.2 then jsonb_build_array(jsonb_build_object('key', 'Delivery window', 'value', ${pick("w.windows")})) else '[]' end
                   else '[]'::jsonb end,
              case when random() < 0.15 then round((200 + random() * 49800)::numeric, -1) else 0 end,
              case when random() < 0.08 then 'settled' else 'active' end,
              g.created_at,
              coalesce(d.deleted_at, g.created_at + random() * (now() - g.created_at) * (random() < 0.3)::int),
              d.deleted_at
         from g
        cross join w
        cross join lateral (
          select case when g.i > ?::int then greatest(g.created_at, now() - random() * interval '40 hours') end as deleted_at
        ) as d`,
      [
        textArray(companies.firsts),
        textArray(companies.industries),
        textArray(companies.suffixes),
        textArray(companies.mailboxes),
        textArray(names.surnames),
        textArray(names.syllables),
        textArray(names.english),
        textArray(places.buildings),
        textArray(places.streets),
        textArray(places.districts),
        textArray(customInfo.levels),
        textArray(customInfo.contacts),
        textArray(customInfo.terms),
        textArray(customInfo.windows),
        count + trash,
        count,
      ],
    );
    return rowCountOf(result, count + trash);
  },
};

// ---- orders -------------------------------------------------------------------------------------

/** Share of the orders that are `processing`: 150,000 of a million exactly (within 2 for any count). */
/** The company's time zone (as api/src/modules/commissions/service.ts reads it): orders come in its office hours. */
const timeZone = () => process.env.APP_TIME_ZONE ?? "Asia/Hong_Kong";

export const processingShare = 0.15;
/** The orders cover this many days up to today, more of them recently (the business grew). */
const orderDays = 730;
const cancelReasons = [
  "Customer changed their mind",
  "Out of stock at the supplier",
  "Duplicate order",
  "Payment not received",
  "Delivery address could not be reached",
  "Goods damaged in transit",
  "Wrong item delivered",
  "Found a better price elsewhere",
];

/**
 * Orders with 1 to 3 lines (45% / 47% / 8%) on distinct products, prices copied from the products,
 * amount = quantity x price, total = the sum of the amounts. Ids are the row numbers, in date order;
 * numbers are `SO-<year>-<6 digits>` running within each year, and each year's counter moves past them.
 * Dates spread over two years, twice as many a day at the end as at the start. The newest quarter
 * is the work in progress: 3 in 5 processing (chosen by row number, so exactly 15% of all orders),
 * the others pending (most among the newest), shipping, completed or cancelled; older orders are
 * completed (about 90%), cancelled, refunded or (under a year old) returning. Cancelled and refunded
 * orders carry a reason; completed, returning and refunded ones a completed_at (and completed_on) 1-14 days after the order,
 * refunded ones a refunded_on 1-14 days after that.
 * Customers (live ones, skewed: a few big accounts) and salespeople (the Sales department, 90% of
 * orders; the rest came through the web shop) are picked among the rows already there.
 */
export const orders: Generator = {
  table: "orders",
  after: ["customers", "employees", "products"],
  also: ["order_lines"],
  defaultCount: 1_000_000,
  async generate(trx, count) {
    const have = async (sql: string) => Number((await trx.raw(sql)).rows[0].n);
    if (!(await have("select count(*) as n from customers where deleted_at is null"))) throw new Error("orders need customers: seed them first");
    if (!(await have("select count(*) as n from products where deleted_at is null"))) throw new Error("orders need products: seed them first");
    // The generated rows stay in memory rather than in temporary files.
    await trx.raw("set local work_mem = '256MB'");
    // The newest orders (a quarter), of which exactly 3 in 5 are processing: 15% of all.
    const inProgress = Math.round((count * processingShare) / 0.6);
    const result = await trx.raw(
      `with n as (
         -- the rows to pick from as arrays of fixed-size values (an element is found by its offset,
         -- whatever the size): no join, and a product's price is found with its id
         select coalesce((select array_agg(id order by id) from customers where deleted_at is null), '{}') as customer_ids,
                coalesce((select array_agg(id order by id) from employees where deleted_at is null and department = 'Sales'), '{}') as sales_ids,
                coalesce((select array_agg(id order by id) from products where deleted_at is null), '{}') as product_ids,
                coalesce((select array_agg((price * 100)::bigint order by id) from products where deleted_at is null), '{}') as price_cents,
                ?::int as total, ?::int as days, ?::text[] as reasons, ?::text as zone
       ), o as materialized (
         select g.i,
                -- t = F^-1(u) for the density 1 + t on [0, 1]: monotone in i, so ids follow the dates
                current_date - n.days + floor((sqrt(1 + 3 * (g.i - 0.5) / n.total) - 1) * (n.days + 1))::int as order_date,
                n.total - g.i as age,
                n.customer_ids[1 + floor(power(random(), 1.5) * cardinality(n.customer_ids))::int] as customer_id,
                case when random() < 0.9 then n.sales_ids[1 + floor(random() * cardinality(n.sales_ids))::int] end as employee_id,
                1 + (random() < 0.45)::int + (random() < 0.17)::int as lines,
                -- up to three distinct products (7919 apart in id order), popular ones more often
                k.k1, 1 + (k.k1 + 7918) % cardinality(n.product_ids) as k2, 1 + (k.k1 + 2 * 7919 - 1) % cardinality(n.product_ids) as k3,
                1 + floor(power(random(), 3) * 12)::int as q1,
                1 + floor(power(random(), 3) * 12)::int as q2,
                1 + floor(power(random(), 3) * 12)::int as q3,
                (array['credit_card', 'credit_card', 'credit_card', 'paypal', 'paypal', 'gift_card'])[1 + floor(random() * 6)::int] as payment_method,
                random() as r,
                random() * interval '12 hours' as time_of_day,
                interval '1 day' + random() * interval '13 days' as delivery
           from generate_series(1, ?::int) as g(i)
          cross join n
          cross join lateral (select 1 + floor(power(random(), 1.5) * cardinality(n.product_ids))::int + 0 * g.i as k1) as k
       ), yr as (
         select extract(year from order_date)::int as year, min(i) as first from o group by 1
       ), written as (
         insert into orders (id, number, order_date, customer_id, employee_id, payment_method, total, status, expiration, reason,
                             completed_at, completed_on, refunded_on, created_at, updated_at)
         select o.i,
                'SO-' || yr.year || '-' || lpad((o.i - yr.first + 1)::text, greatest(6, length((o.i - yr.first + 1)::text)), '0'),
                o.order_date, o.customer_id, o.employee_id, o.payment_method,
                (o.q1 * n.price_cents[o.k1] + case when o.lines >= 2 then o.q2 * n.price_cents[o.k2] else 0 end
                  + case when o.lines >= 3 then o.q3 * n.price_cents[o.k3] else 0 end)::numeric / 100,
                s.status,
                case when s.status = 'pending' then o.order_date + 14 end,
                case when s.status in ('cancelled', 'refunded') then n.reasons[1 + floor(o.r * 1000)::int % cardinality(n.reasons)] end,
                t.completed_at, (t.completed_at at time zone n.zone)::date,
                case when s.status = 'refunded' then (least(now(), t.completed_at + o.delivery) at time zone n.zone)::date end, t.created_at,
                least(now(), coalesce(t.completed_at, t.created_at) + case when s.status = 'pending' then interval '0' else o.delivery / 4 end)
           from o
           join yr on yr.year = extract(year from o.order_date)::int
          cross join n
          cross join lateral (
            select case when o.age < w.size then
                          -- the window: 3 in 5 processing, by the row number (exact), the others by age
                          case when (o.i::bigint * 7919) % 5 < 3 then 'processing'
                               when o.r < 0.05 then 'cancelled'
                               when o.r < 0.05 + 0.9 * power(1 - w.x, 3) then 'pending'
                               when o.r < 0.05 + 0.9 * power(1 - w.x, 3) + 0.4 * (1 - w.x) then 'shipping'
                               else 'completed' end
                        when o.r < 0.05 then 'cancelled'
                        when o.r < 0.08 then 'refunded'
                        when o.r < 0.095 and o.order_date > current_date - 365 then 'returning'
                        else 'completed' end as status
              from (select ?::int as size, o.age::float8 / greatest(?::int, 1) as x) as w
          ) as s
          cross join lateral (
            select least(now(), (o.order_date + interval '9 hours' + o.time_of_day) at time zone n.zone) as created_at,
                   case when s.status in ('completed', 'returning', 'refunded')
                        then least(now(), (o.order_date + interval '9 hours' + o.time_of_day + o.delivery) at time zone n.zone) end as completed_at
          ) as t
       )
       insert into order_lines (order_id, position, product_id, quantity, price, amount)
       select o.i, l.position, n.product_ids[l.k], l.quantity, n.price_cents[l.k]::numeric / 100, (l.quantity * n.price_cents[l.k])::numeric / 100
         from o
        cross join n
        cross join lateral (values (1, o.k1, o.q1), (2, o.k2, o.q2), (3, o.k3, o.q3)) as l(position, k, quantity)
        where l.position <= o.lines`,
      [count, orderDays, textArray(cancelReasons), timeZone(), count, inProgress, inProgress],
    );
    await syncSerial(trx, "orders");
    // New orders from the app continue each year's numbers (the per-year counters of crud/numbering.ts).
    await trx.raw(
      `insert into order_numbers (kind, year, last)
       select 'SO', split_part(number, '-', 2)::int, max(split_part(number, '-', 3)::int) from orders where number ~ '^SO-[0-9]{4}-[0-9]+$' group by 2
       on conflict (kind, year) do update set last = greatest(order_numbers.last, excluded.last)`,
    );
    return { rows: count, detail: `${rowCountOf(result, 0).toLocaleString("en")} order lines` };
  },
};

// ---- stock_movements (and stock_levels) ---------------------------------------------------------

const suppliers = [
  "Kowloon Office Supplies Ltd",
  "Pearl River Manufacturing Co.",
  "Tai Hing Hardware",
  "Shenzhen Bright Electronics",
  "Golden Harbour Import & Export",
  "Asia Paper Products",
  "Sino Furniture Works",
  "Metro Cleaning Supplies",
];

/**
 * The stock ledger's first deliveries: `count` `in` movements, one per live product in id order
 * (round robin past the last product), 100,000 to 1,000,000 units at 45-75% of the product's price,
 * from a supplier, with a goods-received reference. Then every stock level is set from the movements
 * (on hand = in + return + adjustment - sold, value = the same sum of total costs, zero with nothing
 * on hand): one update from an aggregate, whatever the ledger held before.
 * Seeded orders book no `sold` movements: the levels are the ledger's, not the orders'.
 */
export const stockMovements: Generator = {
  table: "stock_movements",
  after: ["products"],
  also: ["stock_levels"],
  defaultCount: 100_000,
  async generate(trx, count) {
    // Every product has its level row (the products trigger writes it; this covers rows made without it).
    await trx.raw("insert into stock_levels (product_id) select id from products on conflict (product_id) do nothing");
    const result = await trx.raw(
      `insert into stock_movements (product_id, type, quantity, uom, unit_cost, total_cost, partner, reference, date, created_at, updated_at)
       with n as (
         select coalesce((select array_agg(id order by id) from products where deleted_at is null), '{}') as product_ids,
                ?::text[] as suppliers
       ), g as (
         select g.i, n.product_ids[1 + (g.i - 1) % cardinality(n.product_ids)] as product_id,
                100000 + floor(random() * 900001)::int as quantity, (0.45 + random() * 0.3)::numeric as cost_share,
                n.suppliers[1 + floor(random() * cardinality(n.suppliers))::int] as supplier, random() as r
           from generate_series(1, ?::int) as g(i), n
          where cardinality(n.product_ids) > 0
       )
       select p.id, 'in', g.quantity, p.uom, c.unit_cost, c.unit_cost * g.quantity, g.supplier,
              'GRN-' || to_char(c.received, 'YYYY') || '-' || lpad(g.i::text, 6, '0'),
              (c.received at time zone ?)::date, c.received, c.received
         from g
         join products p on p.id = g.product_id
        cross join lateral (
          select greatest(0.01, round(p.price * g.cost_share, 2)) as unit_cost,
                 least(now(), p.created_at + g.r * interval '20 days') as received
        ) as c
        order by g.i`,
      [textArray(suppliers), count, timeZone()],
    );
    await trx.raw(
      `with movements as (
         select product_id,
                sum(case when type = 'sold' then -quantity else quantity end) as on_hand,
                sum(quantity) filter (where type = 'sold') as sold,
                sum(quantity) filter (where type = 'return') as returned,
                sum(case when type = 'sold' then -total_cost else total_cost end) as value
           from stock_movements
          where deleted_at is null
          group by product_id
       )
       update stock_levels as l
          set on_hand = coalesce(m.on_hand, 0), sold = coalesce(m.sold, 0), returned = coalesce(m.returned, 0),
              value = case when coalesce(m.on_hand, 0) = 0 then 0 else m.value end, updated_at = now()
         from stock_levels as s
         left join movements as m on m.product_id = s.product_id
        where l.id = s.id`,
    );
    return rowCountOf(result, count);
  },
};

// ---- commission_records -------------------------------------------------------------------------

/**
 * The commission records of the last `count` complete months, as POST /api/commission-records/generate
 * writes them: per month and employee with a commission, their orders completed in that month
 * (APP_TIME_ZONE, default Asia/Hong_Kong) x the percentage, zero rows included.
 */
export const commissionRecords: Generator = {
  table: "commission_records",
  after: ["orders", "commissions"],
  defaultCount: 12,
  async generate(trx, count) {
    const zone = timeZone();
    const result = await trx.raw(
      `insert into commission_records (month, employee_id, orders, sales, percentage, amount, created_at, updated_at)
       with months as (
         select to_char(m, 'YYYY-MM') as month, (m + interval '1 month')::timestamp at time zone :zone + interval '2 days' as written
           from generate_series(date_trunc('month', now() at time zone :zone) - :count * interval '1 month',
                                date_trunc('month', now() at time zone :zone) - interval '1 month', interval '1 month') as m
       ), done as (
         select employee_id, to_char(completed_at at time zone :zone, 'YYYY-MM') as month, count(*) as orders, sum(total) as sales
           from orders
          where deleted_at is null and status = 'completed' and employee_id is not null
            and completed_at >= (date_trunc('month', now() at time zone :zone) - :count * interval '1 month') at time zone :zone
          group by 1, 2
       )
       select months.month, c.employee_id, coalesce(done.orders, 0), coalesce(done.sales, 0), c.percentage,
              round(coalesce(done.sales, 0) * c.percentage / 100, 2), months.written, months.written
         from months
        cross join commissions as c
         join employees as e on e.id = c.employee_id and e.deleted_at is null
         left join done on done.employee_id = c.employee_id and done.month = months.month
        where c.deleted_at is null
        order by months.month, c.employee_id`,
      { zone, count },
    );
    return rowCountOf(result, 0);
  },
};
