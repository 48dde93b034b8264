import { defineReport, rangeEnd, rangeStart, type Range } from "./types";

/**
 * The stock ledger over a period, per product: opening, in, sold, returned, adjustments and closing
 * quantity, and the opening and closing value. Movements are dated by when they were booked
 * (created_at, in the company's time zone). Opening and closing come from the product's stock level
 * (what the ledger adds up to now) less what was booked since: only the period's movements and
 * later ones are read, never the whole history. The JSON's first rows and its totals are read without
 * listing every product in stock (`first`, `totals`); the CSV lists them all.
 */
const qty = "(case m.type when 'sold' then -m.quantity else m.quantity end)";
const value = "(case m.type when 'sold' then -m.total_cost else m.total_cost end)";

/** The period's bounds and, per product moved since its start, what moved in it and after it. */
const moved = `bounds as (select ${rangeStart} as start, ${rangeEnd} as stop),
  m as (
    select m.product_id,
           sum(${qty}) as since_start, sum(${value}) as value_since_start,
           coalesce(sum(${qty}) filter (where m.created_at >= b.stop), 0) as since_stop,
           coalesce(sum(${value}) filter (where m.created_at >= b.stop), 0) as value_since_stop,
           coalesce(sum(m.quantity) filter (where m.type = 'in' and m.created_at < b.stop), 0) as qty_in,
           coalesce(sum(m.quantity) filter (where m.type = 'sold' and m.created_at < b.stop), 0) as qty_sold,
           coalesce(sum(m.quantity) filter (where m.type = 'return' and m.created_at < b.stop), 0) as qty_returned,
           coalesce(sum(m.quantity) filter (where m.type = 'adjustment' and m.created_at < b.stop), 0) as qty_adjusted
      from stock_movements m, bounds b
     where m.created_at >= b.start
     group by m.product_id
  )`;

/**
 * The rows of the products whose level `l` and movements `m` (absent: nothing moved) meet `where`.
 * Products are left-joined (every level has one) so that the totals, which read no product column,
 * skip the join.
 */
const rows = (where: string) => `select p.code, p.name as product,
         l.on_hand - coalesce(m.since_start, 0) as opening,
         coalesce(m.qty_in, 0) as "in", coalesce(m.qty_sold, 0) as sold,
         coalesce(m.qty_returned, 0) as returned, coalesce(m.qty_adjusted, 0) as adjustments,
         l.on_hand - coalesce(m.since_stop, 0) as closing,
         l.value - coalesce(m.value_since_start, 0) as opening_value,
         l.value - coalesce(m.value_since_stop, 0) as closing_value
    from stock_levels l
    left join products p on p.id = l.product_id
    left join m on m.product_id = l.product_id
   where ${where}`;

/** Every product moved since the period began or in stock. */
const everyRow = rows("m.product_id is not null or l.on_hand <> 0");

/**
 * The totals of every row without listing them: a row is a level in stock or moved since the period
 * began, so a column's total is the levels' sum (on hand: every level, a level out of stock adds 0;
 * value: the levels in stock and the moved ones out of stock) less what the moved ones booked since.
 */
const totals = `with ${moved},
  levels as (select count(*) filter (where on_hand <> 0) as n, coalesce(sum(on_hand), 0) as on_hand,
                    coalesce(sum(value) filter (where on_hand <> 0), 0) as value
               from stock_levels),
  moved_levels as (select count(*) filter (where l.on_hand = 0) as idle, coalesce(sum(l.value) filter (where l.on_hand = 0), 0) as idle_value,
                          coalesce(sum(m.since_start), 0) as since_start, coalesce(sum(m.since_stop), 0) as since_stop,
                          coalesce(sum(m.value_since_start), 0) as value_since_start, coalesce(sum(m.value_since_stop), 0) as value_since_stop,
                          coalesce(sum(m.qty_in), 0) as qty_in, coalesce(sum(m.qty_sold), 0) as qty_sold,
                          coalesce(sum(m.qty_returned), 0) as qty_returned, coalesce(sum(m.qty_adjusted), 0) as qty_adjusted
                     from m join stock_levels l on l.product_id = m.product_id)
  select levels.n + v.idle as _count,
         levels.on_hand - v.since_start as opening, v.qty_in as "in", v.qty_sold as sold, v.qty_returned as returned,
         v.qty_adjusted as adjustments, levels.on_hand - v.since_stop as closing,
         levels.value + v.idle_value - v.value_since_start as opening_value, levels.value + v.idle_value - v.value_since_stop as closing_value
    from levels, moved_levels v`;

/** Past this many products moved since the period began, the first rows are read from every row. */
const fewMoved = 20_000;

const bindings = ({ from, to, timeZone }: Range) => [from, timeZone, to, timeZone];

export default defineReport({
  name: "stock",
  group: "sales",
  params: "period",
  basis: "ledger",
  sections: [
    {
      name: "by-product",
      columns: [
        { name: "code", type: "string" },
        { name: "product", type: "string" },
        { name: "opening", type: "integer" },
        { name: "in", type: "integer" },
        { name: "sold", type: "integer" },
        { name: "returned", type: "integer" },
        { name: "adjustments", type: "integer" },
        { name: "closing", type: "integer" },
        { name: "opening_value", type: "money" },
        { name: "closing_value", type: "money" },
      ],
      order: "closing_value desc, code",
      sql: (db, range) => db.raw(`with ${moved} ${everyRow}`, bindings(range)),
      // The first rows by closing value: the products moved since the period began, and the `limit`
      // most valuable of the others (their closing value is their value now), with any tied with the
      // last; when most products moved since (a period long ago), every row.
      first: (db, range, limit) =>
        db.raw(
          `with ${moved},
           still as (select l.product_id from stock_levels l
                      where l.deleted_at is null and l.on_hand <> 0 and l.product_id not in (select product_id from m)
                      order by l.value desc fetch first ? rows with ties)
           select * from (${rows("l.product_id in (select product_id from m union all select product_id from still)")}) few
            where (select count(*) from m) <= ${fewMoved}
           union all
           select * from (${everyRow}) every
            where (select count(*) from m) > ${fewMoved}`,
          [...bindings(range), limit],
        ),
      totals: (db, range) => db.raw(totals, bindings(range)),
    },
  ],
  chart: { section: "by-product", kind: "bar", x: "product", y: ["opening_value", "closing_value"], top: 15 },
});
