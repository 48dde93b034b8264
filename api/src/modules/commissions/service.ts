import type { Knex } from "knex";
import { recordBehaviour } from "../../crud/audit";
import type { Actor } from "../../crud/service";
import { ApiError, msg } from "../../http/errors";

/** The company's time zone: a month of completed orders starts and ends at its midnight. */
export const timeZone = () => process.env.APP_TIME_ZONE ?? "Asia/Hong_Kong";

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Commission for a month: for each employee with a commission percentage, their orders completed in
 * that month (and still completed) x the percentage, one record per employee. Generating a month
 * again replaces its records; two runs for the same month wait for each other.
 */
export const generateCommissions = async (db: Knex, month: unknown, actor: Actor) => {
  if (month === undefined || month === null || month === "") throw ApiError.invalid({ month: msg("selectMonth") });
  if (typeof month !== "string" || !monthPattern.test(month)) throw ApiError.invalid({ month: msg("invalidMonth") });
  return db.transaction(async (trx) => {
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
      { month, user: actor.userId, zone: timeZone() },
    );
    await recordBehaviour(trx, { action: "generate", target: "commission-records", user_id: actor.userId, ip: actor.ip });
    return rows as Record<string, unknown>[];
  });
};
