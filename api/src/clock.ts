/** Where "now" comes from: the system's clock, or a fixed one in a test. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The calendar date (YYYY-MM-DD) of `at` in `timeZone`: what "today" is for the company. */
export const dateIn = (at: Date, timeZone: string): string => dayFormat(timeZone).format(at);

/** One formatter per time zone: making an Intl.DateTimeFormat costs ~100x what formatting with it does. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (timeZone: string) => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format;
};
