import { Router, type Request } from "express";
import { defineRoute, mount } from "../../http/contract";
import type { Knex } from "knex";
import { allowed } from "../../auth/enforcer";
import { can } from "../../auth/authorize";
import { dateIn } from "../../clock";
import type { AppContext } from "../../context";
import { ApiError } from "../../http/errors";

/** The company's today and the months around it, as dates (YYYY-MM-DD). */
export interface Period {
  today: string;
  monthStart: string;
  lastMonthStart: string;
  nextMonthStart: string;
}

export const periodOf = (today: string): Period => {
  const [y, m] = today.split("-").map(Number);
  const iso = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  return { today, monthStart: iso(y, m), lastMonthStart: iso(y, m - 1), nextMonthStart: iso(y, m + 1) };
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One dashboard card: who may see it (the policy object whose `list` it needs, and, where the role
 * table is wider than the card's audience, the roles), whether it applies (its module's tables),
 * and its figures: a few set-based statements on indexes, each well under 100 ms on a million orders.
 */
export interface Card {
  name: string;
  /** The entity the card's figures come from: the user must be allowed to list it, and it must be declared. */
  requires: string;
  /** Only these roles (e.g. the cash position: ADMIN and ACCOUNTING, though SALES may read accounting). */
  roles?: readonly string[];
  /** The card's figures; `link` is the admin list it opens, filtered. */
  load: (db: Knex, period: Period) => Promise<Record<string, unknown>>;
}

export const cards: Card[] = [
  {
    // this month against last month on the accrual basis (the reports'): net sales (goods of orders
    // completed less those refunded, as the income statement's revenue) and orders completed, by day
    name: "sales",
    requires: "orders",
    load: async (db, p) => {
      const days = rowsOf<{ day: string; month: string; total: string; orders: number }>(
        await db.raw(
          `select to_char(start, 'YYYY-MM-DD') as day, case when start >= ?::date then 'this' else 'last' end as month,
                  sum(goods - returns)::text as total, sum(orders)::int as orders
             from order_day_totals where grain = 'd' and start >= ?::date and start < ?::date
            group by start order by start`,
          [p.monthStart, p.lastMonthStart, p.nextMonthStart],
        ),
      );
      const sum = (month: string) => days.filter((d) => d.month === month).reduce((s, d) => s + Math.round(Number(d.total) * 100), 0);
      const count = (month: string) => days.filter((d) => d.month === month).reduce((s, d) => s + d.orders, 0);
      return {
        this_month: { total: (sum("this") / 100).toFixed(2), orders: count("this"), from: p.monthStart },
        last_month: { total: (sum("last") / 100).toFixed(2), orders: count("last"), from: p.lastMonthStart },
        days,
        link: `/sales/order?completed_on_gte=${p.monthStart}`,
      };
    },
  },
  {
    // the workflow, not the books: orders placed this month by their status now
    name: "orders-by-status",
    requires: "orders",
    load: async (db, p) => {
      const rows = rowsOf<{ status: string; orders: number }>(
        await db.raw(
          `select status, count(*)::int as orders from orders where deleted_at is null and order_date >= ?::date and order_date < ?::date
            group by status order by status`,
          [p.monthStart, p.nextMonthStart],
        ),
      );
      return { from: p.monthStart, statuses: rows, link: `/sales/order?order_date_gte=${p.monthStart}` };
    },
  },
  {
    // this month's net sales per product (accrual basis), from the month's row of the sales report's summary
    name: "top-products",
    requires: "products",
    load: async (db, p) => {
      const rows = rowsOf<{ id: number; name: string; code: string; quantity: number; amount: string }>(
        await db.raw(
          `select pr.id, pr.code, pr.name, s.quantity::int, s.amount::text
             from (select product_id, quantity - returned as quantity, amount - returns as amount from sales_product_totals
                    where grain = 'm' and start = ?::date and (lines > 0 or returned > 0)
                    order by amount - returns desc, product_id limit 5) s
             join products pr on pr.id = s.product_id
            order by s.amount desc, pr.id`,
          [p.monthStart],
        ),
      );
      return { from: p.monthStart, products: rows, link: "/sales/product" };
    },
  },
  {
    // this month's net sales per customer (accrual basis)
    name: "top-customers",
    requires: "customers",
    load: async (db, p) => {
      const rows = rowsOf<{ id: number; name: string; orders: number; total: string }>(
        await db.raw(
          `select c.id, c.name, s.orders::int, s.total::text
             from (select customer_id, orders, goods - returns as total from sales_customer_totals
                    where grain = 'm' and start = ?::date and (orders > 0 or refunds > 0)
                    order by goods - returns desc, customer_id limit 5) s
             join customers c on c.id = s.customer_id
            order by s.total desc, c.id`,
          [p.monthStart],
        ),
      );
      return { from: p.monthStart, customers: rows, link: "/sales/customer" };
    },
  },
  {
    // orders waiting for payment: pending ones, and those past their expiration
    name: "receivables",
    requires: "orders",
    load: async (db, p) => {
      const [row] = rowsOf<{ orders: number; total: string; overdue: number; overdue_total: string }>(
        await db.raw(
          `select count(*)::int as orders, coalesce(sum(total), 0)::text as total,
                  count(*) filter (where expiration < ?::date)::int as overdue,
                  coalesce(sum(total) filter (where expiration < ?::date), 0)::text as overdue_total
             from orders where deleted_at is null and status = 'pending'`,
          [p.today, p.today],
        ),
      );
      return { ...row, link: "/sales/order?status=pending" };
    },
  },
  {
    name: "low-stock",
    requires: "stock-levels",
    load: async (db) => {
      const rows = rowsOf<{ id: number; code: string; name: string; on_hand: number; reorder_level: number; below: number }>(
        await db.raw(
          `select p.id, p.code, p.name, l.on_hand, p.reorder_level, count(*) over ()::int as below
             from products p join stock_levels l on l.product_id = p.id
            where p.deleted_at is null and p.reorder_level is not null and l.on_hand < p.reorder_level
            order by l.on_hand - p.reorder_level, p.id limit 5`,
        ),
      );
      return { below: rows[0]?.below ?? 0, products: rows.map(({ below: _, ...r }) => r), link: "/sales/stock" };
    },
  },
  {
    name: "headcount",
    requires: "employees",
    roles: ["ADMIN", "HR"],
    load: async (db) => {
      const [row] = rowsOf<{ active: number; inactive: number }>(
        await db.raw(
          `select count(*) filter (where status = 'active')::int as active, count(*) filter (where status <> 'active')::int as inactive
             from employees where deleted_at is null`,
        ),
      );
      return { ...row, link: "/human-resource/employee?status=active" };
    },
  },
  {
    // the last month payroll was generated for, and what it cost
    name: "payroll",
    requires: "payrolls",
    roles: ["ADMIN", "HR"],
    load: async (db) => {
      const [row] = rowsOf<{ month: string | null; employees: number; cost: string; paid: number }>(
        await db.raw(
          `select max(month) as month, count(*)::int as employees, coalesce(sum(actual_amount + employer_mpf), 0)::text as cost,
                  count(*) filter (where status = 'paid')::int as paid
             from payrolls where deleted_at is null and month = (select max(month) from payrolls where deleted_at is null)`,
        ),
      );
      return { ...row, link: row.month ? `/human-resource/salary/payroll?month=${row.month}` : "/human-resource/salary/payroll" };
    },
  },
  {
    // what the company owes its vendors (accrual basis, as the due report): received purchase orders with something left to pay
    name: "payables",
    requires: "purchase-orders",
    load: async (db) => {
      const [row] = rowsOf<{ orders: number; due: string }>(
        await db.raw(
          `select count(*)::int as orders, coalesce(sum(due), 0)::text as due from purchase_orders
            where deleted_at is null and due > 0 and received_on is not null`,
        ),
      );
      return { ...row, link: "/vendor/purchase-order?due_gte=0.01&status=completed" };
    },
  },
  {
    // the bank balance (per-day totals) and this month's incomes and expenses
    name: "cash",
    requires: "bank-transactions",
    roles: ["ADMIN", "ACCOUNTING"],
    load: async (db, p) => {
      const [row] = rowsOf<{ balance: string; incomes: string; expenses: string }>(
        await db.raw(
          `select (select coalesce(sum(credit - debit), 0) from bank_daily_totals where date <= ?::date)::numeric(14,2)::text as balance,
                  (select coalesce(sum(amount), 0) from incomes where deleted_at is null and date >= ?::date and date < ?::date)::numeric(14,2)::text as incomes,
                  (select coalesce(sum(amount), 0) from expenses where deleted_at is null and date >= ?::date and date < ?::date)::numeric(14,2)::text as expenses`,
          [p.today, p.monthStart, p.nextMonthStart, p.monthStart, p.nextMonthStart],
        ),
      );
      return { ...row, from: p.monthStart, link: "/accounting/bank" };
    },
  },
];

/** Figures newer than this are served as they are; older ones are computed again on request. */
const freshSeconds = 10 * 60;

const compute = async (db: Knex, card: Card, p: Period) => {
  // one core: the refresh must not take both from the requests being served meanwhile
  const figures = await db.transaction(async (trx) => {
    await trx.raw("set local max_parallel_workers_per_gather = 0");
    return card.load(trx, p);
  });
  const [row] = await db("dashboard_cache")
    .insert({ card: card.name, period: p.monthStart, figures: JSON.stringify(figures), computed_at: db.fn.now() })
    .onConflict("card")
    .merge()
    .returning("computed_at");
  return { ...figures, as_of: row.computed_at };
};

/** A card's figures: the cached ones while fresh (the job refreshes them every three minutes), else computed now. */
export const figuresOf = async (db: Knex, card: Card, p: Period) => {
  const cached = await db("dashboard_cache")
    .where({ card: card.name, period: p.monthStart })
    .where("computed_at", ">", db.raw("now() - make_interval(secs => ?)", [freshSeconds]))
    .first("figures", "computed_at");
  return cached ? { ...cached.figures, as_of: cached.computed_at } : compute(db, card, p);
};

/** The job: every card whose module is there, computed afresh (one statement each, nothing half-done). */
export const refreshDashboard = async (ctx: AppContext) => {
  const p = periodOf(dateIn(ctx.clock.now(), ctx.config.timeZone));
  for (const card of cards) if (ctx.registry.entityByName.has(card.requires)) await compute(ctx.db, card, p);
};

/** The cards one user may see, in order. */
export const cardsFor = (ctx: AppContext, roles: readonly string[]) =>
  cards.filter(
    (card) =>
      ctx.registry.entityByName.has(card.requires) &&
      allowed(ctx.enforcer, roles, card.requires, "list") &&
      (!card.roles || roles.some((role) => card.roles!.includes(role))),
  );

const rolesOf = (req: Request) => req.session.user?.roles ?? [];

/**
 * The dashboard (every role, the `dashboard` page); each card loads on its own, so a slow one never
 * holds the others:
 *   GET /dashboard          the cards this user may see, and the basis of their money figures
 *   GET /dashboard/:card    one card's figures, as of `as_of` (403 for a card the user may not see)
 */
export const dashboardRouter = (ctx: AppContext) => {
  const router = Router();
  const route = mount(router);
  const period = () => periodOf(dateIn(ctx.clock.now(), ctx.config.timeZone));
  route(
    defineRoute({ method: "get", path: "/dashboard", summary: "The dashboard's period and the cards the user's roles see" }),
    can(ctx, "dashboard", "list"),
    async (req, res) => {
      // the money figures are on the reports' accrual basis (the page says so: reports.basis.accrual)
      res.json({ ...period(), basis: "accrual", cards: cardsFor(ctx, rolesOf(req)).map((c) => c.name) });
    },
  );
  route(
    defineRoute({ method: "get", path: "/dashboard/:card", summary: "One dashboard card's figures" }),
    can(ctx, "dashboard", "list"),
    async (req, res) => {
      const card = cards.find((c) => c.name === req.params.card);
      if (!card) throw ApiError.notFound();
      if (!cardsFor(ctx, rolesOf(req)).includes(card)) throw new ApiError(403, { key: "forbidden" });
      res.json({ card: card.name, ...(await figuresOf(ctx.db, card, period())) });
    },
  );
  return router;
};
