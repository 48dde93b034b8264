import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import type { AppContext } from "../../context";

/**
 * Commission for a month: for each employee with a commission percentage, their orders completed in
 * that month (company time zone, and still completed) x the percentage, one record per employee.
 * Generating a month again replaces its records; two runs for the same month wait for each other.
 */
export const generateCommissions = (ctx: Pick<AppContext, "db" | "config">, month: string, actor: Actor) =>
  runAction(ctx.db, actor, { action: "generate", target: "commission-records" }, async (trx) => {
    await trx.raw("select pg_advisory_xact_lock(hashtext(?))", [`commission-records:${month}`]);
    await trx("commission_records").where({ month }).delete();
    const { rows } = await trx.raw(
      `insert into commission_records (month, employee_id, orders, sales, percentage, amount, created_by, updated_by)
       select :month, c.employee_id, count(o.id), coalesce(sum(o.total), 0), c.percentage,
              round(coalesce(sum(o.total), 0) * c.percentage / 100, 2), :user, :user
         from commissions c
         join employees e on e.id = c.employee_id and e.deleted_at is null
         left join orders o on o.employee_id = c.employee_id and o.deleted_at is null and o.status = 'completed'
                           and o.completed_at >= (:month || '-01')::timestamp at time zone :zone
                           and o.completed_at < ((:month || '-01')::date + interval '1 month')::timestamp at time zone :zone
        where c.deleted_at is null
        group by c.employee_id, c.percentage
        order by c.employee_id
       returning id, month, employee_id, orders, sales, percentage, amount, created_at, updated_at`,
      { month, user: actor.userId, zone: ctx.config.timeZone },
    );
    return rows as Record<string, unknown>[];
  });
