import type { Knex } from "knex";
import type { SettingsServices } from "../settings";
import { minutesOf, scaled } from "./payroll";

/** What HR reads of the settings: the work schedule, the OT multiplier and the currency. */
export interface WorkSchedule {
  /** "09:00" */
  workStart: string;
  workEnd: string;
  lunchMinutes: number;
  /** ISO weekdays, 1 = Monday. */
  workDays: number[];
  /** The standard working minutes of a work day: end - start - lunch. */
  dailyMinutes: number;
  /** OT multiplier in ten-thousandths (1.5 = 15000). */
  otMultiplierE4: bigint;
  otMultiplier: string;
  currency: string;
}

/** The schedule's defaults (those of the settings). */
export const defaultSchedule = {
  work_start: "09:00",
  work_end: "18:00",
  lunch_minutes: 60,
  work_days: [1, 2, 3, 4, 5],
  ot_multiplier: 1.5,
  currency: "HKD",
};

export const scheduleFrom = (s: typeof defaultSchedule): WorkSchedule => {
  const dailyMinutes = minutesOf(s.work_end) - minutesOf(s.work_start) - s.lunch_minutes;
  return {
    workStart: s.work_start,
    workEnd: s.work_end,
    lunchMinutes: s.lunch_minutes,
    workDays: s.work_days,
    dailyMinutes: Math.max(dailyMinutes, 0),
    otMultiplierE4: scaled(String(s.ot_multiplier), 4),
    otMultiplier: String(s.ot_multiplier),
    currency: s.currency,
  };
};

/** The company's work schedule, OT multiplier and currency, from the settings (Settings, Software). */
export const readSchedule = async (db: Knex, { store }: SettingsServices): Promise<WorkSchedule> => {
  const settings = await store.read(db);
  return scheduleFrom({
    work_start: settings.work_start,
    work_end: settings.work_end,
    lunch_minutes: settings.lunch_minutes,
    work_days: settings.work_days,
    ot_multiplier: settings.ot_multiplier,
    currency: settings.currency.code,
  });
};
