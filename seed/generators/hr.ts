import { type Generator, rowCountOf } from "./sql";

/**
 * Human resources: a month of daily attendance (the month before the current one) for every active
 * employee, each work day (Monday to Friday): start between 08:30 and 09:45, end between 17:30 and
 * 21:00, in five-minute steps, so the month's sheets have late hours and overtime to compute.
 */
export const attendanceDays: Generator = {
  table: "attendance_days",
  after: ["employees"],
  defaultCount: 220_000,
  async generate(trx, count) {
    const result = await trx.raw(
      `insert into attendance_days (employee_id, date, start_time, end_time, created_at, updated_at)
       select e.id, d.day::date,
              to_char(time '08:30' + floor(random() * 16) * interval '5 minutes', 'HH24:MI'),
              to_char(time '17:30' + floor(random() * 43) * interval '5 minutes', 'HH24:MI'),
              d.day + interval '18 hours', d.day + interval '18 hours'
         from (select id from employees where deleted_at is null and status = 'active') as e
        cross join generate_series(date_trunc('month', current_date) - interval '1 month',
                                   date_trunc('month', current_date) - interval '1 day', interval '1 day') as d(day)
        where extract(isodow from d.day) < 6
        order by e.id, d.day
        limit ?`,
      [count],
    );
    return rowCountOf(result, count);
  },
};
