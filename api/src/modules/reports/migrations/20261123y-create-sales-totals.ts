import type { Knex } from "knex";
import { recomputeSql as recomputeOrderDayTotals } from "./20261123v-create-order-day-totals";

/**
 * Summaries of the sold orders for the sales, profit and shipping-cost reports (api/src/reports/):
 * what the reports group by product, customer and salesperson, added up per day, per month and per
 * calendar year (grain 'd', 'm', 'y'; start = its first day), so a month or a year reads one row per
 * product (customer, salesperson) instead of joining every order of the period to its lines and
 * movements. A period reads its whole years from the year rows, its other whole months from the
 * month rows and the days left from the day rows (api/src/reports/spans.ts): whole rows, no edge
 * days. With 100k products and customers a day's rows barely aggregate (~1 row per order line), so
 * only the wider grains make a month or a year cheap.
 *
 * - sales_product_totals (grain, start, product_id): the sold orders' lines (count, quantity, amount;
 *   of refunded orders: returned quantity and returns) and their 'sold' / 'return' movements (count,
 *   cost of goods sold: sold less returned);
 * - sales_day_totals (grain 'd', start): the same for all products, per day (profit by month);
 * - sales_customer_totals (grain, start, customer_id) and sales_salesperson_totals (grain, start,
 *   employee_id, 0 when none): the sold orders' count, how many shipped, goods (total less shipping),
 *   shipping cost, and returns (the goods of refunded orders).
 *
 * Only live orders whose goods left stock count (the statuses below, the reports' `soldStatuses` when
 * this was written), dated by their order date. Kept current like order_day_totals (migration
 * 20261123v): statement-level triggers with transition tables, one set-based statement per summary
 * and write statement: the changed rows' old contribution subtracted and the new one added, deltas
 * aggregated per key before the upsert (no row updated twice) and upserted in key order (the same
 * lock order in every transaction). An order's contribution includes its lines and movements, so a
 * status change, a back-dated edit, a soft delete or a restore moves them with it; an insert of
 * orders adds no lines (lines and movements come after their order, or in the same statement, where
 * their own trigger counts them). A hard delete of orders recomputes the days it touched for the
 * line summaries (the cascade removed the lines before, so deltas cannot), and moves the difference
 * into the month and year rows. An update that changes none of the columns a summary reads (custom
 * fields, a reason) returns at once. A truncate (seed:large --reset) fires no row or delete
 * triggers: it rebuilds these summaries, and order_day_totals (which had no truncate trigger), from
 * scratch. (A restore disables the triggers and writes the summaries from the backup.)
 */
const sold = "('processing', 'shipping', 'completed', 'returning', 'refunded')";

type Grain = "d" | "m" | "y";

export interface Summary {
  table: string;
  keys: readonly string[];
  values: readonly string[];
  grains: readonly Grain[];
}

export const productTotals: Summary = {
  table: "sales_product_totals",
  keys: ["product_id"],
  values: ["lines", "quantity", "amount", "returned", "returns", "movements", "cogs"],
  grains: ["d", "m", "y"],
};
export const dayTotals: Summary = { table: "sales_day_totals", keys: [], values: ["lines", "amount", "returns", "movements", "cogs"], grains: ["d"] };
export const customerTotals: Summary = {
  table: "sales_customer_totals",
  keys: ["customer_id"],
  values: ["orders", "shipped", "goods", "shipping", "returns"],
  grains: ["d", "m", "y"],
};
export const salespersonTotals: Summary = {
  table: "sales_salesperson_totals",
  keys: ["employee_id"],
  values: ["orders", "goods", "returns"],
  grains: ["d", "m", "y"],
};
export const summaries = [productTotals, dayTotals, customerTotals, salespersonTotals] as const;

const integerValues = new Set(["lines", "quantity", "returned", "movements", "orders", "shipped"]);

/** Rows of (day, keys..., values...) with each value negated when sign is "-". */
const signed = (sign: "+" | "-", day: string, keys: Record<string, string>, values: Record<string, string>) =>
  [`${day} as day`, ...Object.entries(keys).map(([k, v]) => `${v} as ${k}`), ...Object.entries(values).map(([k, v]) => `${sign}(${v}) as ${k}`)].join(
    ", ",
  );

const refunded = (r: string, value: string) => `case when ${r}.status = 'refunded' then ${value} else 0 end`;

/** The lines of the live sold orders in `orders` (a table of order rows) as product rows. */
const lineRows = (orders: string, lines: string, sign: "+" | "-", where = "") => `
  select ${signed(
    sign,
    "o.order_date",
    { product_id: "l.product_id" },
    {
      lines: "1",
      quantity: "l.quantity",
      amount: "l.amount",
      returned: refunded("o", "l.quantity"),
      returns: refunded("o", "l.amount"),
      movements: "0",
      cogs: "0",
    },
  )}
    from ${orders} o join ${lines} l on l.order_id = o.id
   where o.deleted_at is null and o.status in ${sold} ${where}`;

/** The 'sold' and 'return' movements of the live sold orders in `orders` as product rows. */
const movementRows = (orders: string, movements: string, sign: "+" | "-", where = "") => `
  select ${signed(
    sign,
    "o.order_date",
    { product_id: "m.product_id" },
    {
      lines: "0",
      quantity: "0",
      amount: "0",
      returned: "0",
      returns: "0",
      movements: "1",
      cogs: "case m.type when 'sold' then m.total_cost else -m.total_cost end",
    },
  )}
    from ${orders} o join ${movements} m on m.order_id = o.id and m.type in ('sold', 'return')
   where o.deleted_at is null and o.status in ${sold} ${where}`;

/** The live sold orders in `orders` as customer / salesperson rows. */
const orderRows = (orders: string, sign: "+" | "-", key: "customer_id" | "employee_id") => `
  select ${signed(
    sign,
    "o.order_date",
    { [key]: key === "employee_id" ? "coalesce(o.employee_id, 0)" : "o.customer_id" },
    {
      orders: "1",
      shipped: "(o.shipping_cost > 0)::int",
      goods: "o.total - o.shipping_cost",
      shipping: "o.shipping_cost",
      returns: refunded("o", "o.total - o.shipping_cost"),
    },
  )}
    from ${orders} o where o.deleted_at is null and o.status in ${sold}`;

/** The first day of a row's day, month or year, by its grain (g.grain). */
export const startOfGrain = (day: string) =>
  `case g.grain when 'd' then ${day} when 'm' then date_trunc('month', ${day})::date else date_trunc('year', ${day})::date end`;

/** Whether a group has a non-zero figure (deltas that cancel out are not written). */
export const nonZero = (s: Summary, sum = (v: string) => `sum(${v})`) => s.values.map((v) => `${sum(v)} <> 0`).join(" or ");

/**
 * Adds the rows (day, keys, values) to the summary, per grain: aggregated per key first (one update
 * per row), upserted in key order.
 */
export const addRows = (s: Summary, rows: string) => {
  const keys = ["grain", "start", ...s.keys];
  const startOf = startOfGrain("d.day");
  return `
  insert into ${s.table} as t (${[...keys, ...s.values].join(", ")})
  select g.grain, ${startOf} as start, ${s.keys.map((k) => `d.${k}`).join(", ")}${s.keys.length ? ", " : ""}${s.values.map((v) => `sum(d.${v})`).join(", ")}
    from (${rows}) d cross join (values ${s.grains.map((g) => `('${g}')`).join(", ")}) as g(grain)
   group by ${keys.map((_, i) => i + 1).join(", ")}
  having ${nonZero(s, (v) => `sum(d.${v})`)}
   order by ${keys.map((_, i) => i + 1).join(", ")}
  on conflict (${keys.join(", ")}) do update set ${s.values.map((v) => `${v} = t.${v} + excluded.${v}`).join(", ")}`;
};

/** The summary's rows from scratch (grain, start, keys, values), optionally for some days only (a select of "day"). */
export const recomputeSql = (s: Summary, days = "") => {
  const where = days ? `and o.order_date in (${days})` : "";
  const rows =
    s === customerTotals || s === salespersonTotals
      ? orderRows(`(select * from orders o where true ${where})`, "+", s.keys[0] as "customer_id" | "employee_id")
      : `${lineRows("orders", "order_lines", "+", where)} union all ${movementRows("orders", "stock_movements", "+", where)}`;
  return aggregateRows(s, rows);
};

/** Rows (day, keys, values) summed per grain, start and key: the summary's rows. */
export const aggregateRows = (s: Summary, rows: string) => {
  const keys = ["grain", "start", ...s.keys];
  return `
  select g.grain, ${startOfGrain("d.day")} as start, ${s.keys.map((k) => `d.${k}`).join(", ")}${s.keys.length ? ", " : ""}${s.values.map((v) => `sum(d.${v}) as ${v}`).join(", ")}
    from (${rows}) d cross join (values ${s.grains.map((g) => `('${g}')`).join(", ")}) as g(grain)
   group by ${keys.map((_, i) => i + 1).join(", ")}
  having ${nonZero(s, (v) => `sum(d.${v})`)}`;
};

/** The ids of the rows an update changed in the given columns (or that appear on one side only). */
export const changed = (columns: readonly string[]) => `
  select coalesce(n.id, o.id) as id from new_rows n full join old_rows o on o.id = n.id
   where n.id is null or o.id is null or (${columns.map((c) => `n.${c}`).join(", ")}) is distinct from (${columns.map((c) => `o.${c}`).join(", ")})`;

const lineSummaries = [productTotals, dayTotals];
const orderSummaries = [customerTotals, salespersonTotals];

/** The product rows minus the product key, for sales_day_totals (a summary takes the columns it has). */
const forSummary = (s: Summary, rows: string) => (s.keys.length ? rows : `select day, ${s.values.join(", ")} from (${rows}) x`);

const onLines = (rows: string) => lineSummaries.map((s) => `${addRows(s, forSummary(s, rows))};`).join("\n");

/**
 * A hard delete of (purchase) orders: the touched days' rows recomputed (`fresh`: the rows of those
 * days from scratch), the difference moved into the month and year rows.
 */
export const recomputeDays = (s: Summary, days: string, fresh: string) => {
  const keys = ["start", ...s.keys];
  const wider = s.grains.filter((g) => g !== "d");
  const widerRows = wider.length
    ? `insert into ${s.table} as t (grain, ${keys.join(", ")}, ${s.values.join(", ")})
       select g.grain, ${startOfGrain("gone.start")}, ${s.keys.map((k) => `${k}, `).join("")}${s.values.map((v) => `-sum(${v})`).join(", ")}
         from gone cross join (values ${wider.map((g) => `('${g}')`).join(", ")}) as g(grain)
        group by ${["grain", ...keys].map((_, i) => i + 1).join(", ")} having ${nonZero(s)} order by ${["grain", ...keys].map((_, i) => i + 1).join(", ")}
       on conflict (grain, ${keys.join(", ")}) do update set ${s.values.map((v) => `${v} = t.${v} + excluded.${v}`).join(", ")}`
    : "";
  const remove = `delete from ${s.table} where grain = 'd' and start in (${days})`;
  return `${widerRows ? `with gone as (${remove} returning *) ${widerRows}` : remove};
          ${addRows(s, fresh)};`;
};

const recomputeOrderDays = (s: Summary) => {
  const days = "select distinct order_date from old_rows";
  const where = `and o.order_date in (${days})`;
  return recomputeDays(
    s,
    days,
    forSummary(s, `${lineRows("orders", "order_lines", "+", where)} union all ${movementRows("orders", "stock_movements", "+", where)}`),
  );
};

/** The columns whose change moves a row's contribution (an update of others, e.g. custom fields, adds nothing). */
const orderColumns = ["order_date", "status", "deleted_at is null", "customer_id", "employee_id", "total", "shipping_cost"];
const lineColumns = ["order_id", "product_id", "quantity", "amount"];
const movementColumns = ["order_id", "product_id", "type", "total_cost"];
const changedRows = (side: string, columns: readonly string[]) => `select * from ${side} where id in (${changed(columns)})`;
const changedOrders = (side: string) => changedRows(side, orderColumns);

const functions = {
  sales_totals_orders: `
    if tg_op = 'INSERT' then
      ${orderSummaries.map((s) => `${addRows(s, orderRows("new_rows", "+", s.keys[0] as "employee_id"))};`).join("\n")}
    elsif tg_op = 'UPDATE' then
      if not exists (${changed(orderColumns)}) then return null; end if;
      ${orderSummaries.map((s) => `${addRows(s, `${orderRows(`(${changedOrders("new_rows")})`, "+", s.keys[0] as "employee_id")} union all ${orderRows(`(${changedOrders("old_rows")})`, "-", s.keys[0] as "employee_id")}`)};`).join("\n")}
      ${onLines(
        [
          lineRows(`(${changedOrders("new_rows")})`, "order_lines", "+"),
          movementRows(`(${changedOrders("new_rows")})`, "stock_movements", "+"),
          lineRows(`(${changedOrders("old_rows")})`, "order_lines", "-"),
          movementRows(`(${changedOrders("old_rows")})`, "stock_movements", "-"),
        ].join(" union all "),
      )}
    else
      ${orderSummaries.map((s) => `${addRows(s, orderRows("old_rows", "-", s.keys[0] as "employee_id"))};`).join("\n")}
      ${lineSummaries.map(recomputeOrderDays).join("\n")}
    end if;`,
  sales_totals_lines: `
    if tg_op = 'INSERT' then
      ${onLines(lineRows("orders", "new_rows", "+"))}
    elsif tg_op = 'UPDATE' then
      if not exists (${changed(lineColumns)}) then return null; end if;
      ${onLines(`${lineRows("orders", `(${changedRows("new_rows", lineColumns)})`, "+")} union all ${lineRows("orders", `(${changedRows("old_rows", lineColumns)})`, "-")}`)}
    else
      ${onLines(lineRows("orders", "old_rows", "-"))}
    end if;`,
  sales_totals_movements: `
    if tg_op = 'INSERT' then
      ${onLines(movementRows("orders", "new_rows", "+"))}
    elsif tg_op = 'UPDATE' then
      if not exists (${changed(movementColumns)}) then return null; end if;
      ${onLines(`${movementRows("orders", `(${changedRows("new_rows", movementColumns)})`, "+")} union all ${movementRows("orders", `(${changedRows("old_rows", movementColumns)})`, "-")}`)}
    else
      ${onLines(movementRows("orders", "old_rows", "-"))}
    end if;`,
};

/** Writes a summary's rows from scratch, in key order (a period's rows together on disk). */
const fillSql = (s: Summary) => `
  insert into ${s.table} (grain, start, ${[...s.keys, ...s.values].join(", ")})
  select * from (${recomputeSql(s)}) r order by grain, start${s.keys.map((k) => `, ${k}`).join("")}`;
const rebuildSql = (s: Summary) => `delete from ${s.table}; ${fillSql(s)}`;

const rebuildAll = `
  ${summaries.map((s) => `${rebuildSql(s)};`).join("\n")}
  delete from order_day_totals;
  insert into order_day_totals (day, status, orders, shipped, goods, shipping, cogs) ${recomputeOrderDayTotals("")};`;

const triggers = [
  ["orders", "sales_totals_orders"],
  ["order_lines", "sales_totals_lines"],
  ["stock_movements", "sales_totals_movements"],
] as const;

export async function up(db: Knex) {
  for (const s of summaries) {
    const columns = s.values.map((v) => `${v} ${integerValues.has(v) ? "integer" : "numeric(16,2)"} not null default 0`).join(", ");
    await db.raw(`create table ${s.table} (
      grain char(1) not null check (grain in (${s.grains.map((g) => `'${g}'`).join(", ")})), start date not null,
      ${s.keys.map((k) => `${k} integer not null, `).join("")}${columns},
      primary key (grain, start${s.keys.map((k) => `, ${k}`).join("")}))`);
    await db.raw(fillSql(s));
    await db.raw(`analyze ${s.table}`);
  }
  for (const [table, fn] of triggers) {
    await db.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin
        ${functions[fn]}
        return null;
      end $$`);
    await db.raw(
      `create trigger ${fn}_insert after insert on ${table} referencing new table as new_rows for each statement execute function ${fn}()`,
    );
    await db.raw(
      `create trigger ${fn}_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`,
    );
    await db.raw(
      `create trigger ${fn}_delete after delete on ${table} referencing old table as old_rows for each statement execute function ${fn}()`,
    );
  }
  await db.raw(`create function sales_totals_rebuild() returns trigger language plpgsql as $$
    begin
      ${rebuildAll}
      return null;
    end $$`);
  for (const [table] of triggers)
    await db.raw(`create trigger sales_totals_truncate after truncate on ${table} for each statement execute function sales_totals_rebuild()`);
}

export async function down(db: Knex) {
  for (const [table] of triggers) await db.raw(`drop trigger sales_totals_truncate on ${table}`);
  await db.raw("drop function sales_totals_rebuild()");
  for (const [table, fn] of triggers) {
    for (const op of ["insert", "update", "delete"]) await db.raw(`drop trigger ${fn}_${op} on ${table}`);
    await db.raw(`drop function ${fn}()`);
  }
  for (const s of summaries) await db.raw(`drop table ${s.table}`);
}
