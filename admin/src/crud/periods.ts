import dayjs, { type Dayjs } from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** The presets of a period picker (labels are `reports.presets.<key>`): months, the quarter and the year so far. */
export const periodPresets = (today: Dayjs = dayjs()) => {
  const lastMonth = today.subtract(1, "month");
  const quarterStart = today.startOf("month").subtract(today.month() % 3, "month");
  return {
    month: [
      { key: "thisMonth", value: today.startOf("month") },
      { key: "lastMonth", value: lastMonth.startOf("month") },
    ],
    year: [
      { key: "thisYear", value: today.startOf("year") },
      { key: "lastYear", value: today.subtract(1, "year").startOf("year") },
    ],
    period: [
      { key: "thisMonth", value: [today.startOf("month"), today] as [Dayjs, Dayjs] },
      { key: "lastMonth", value: [lastMonth.startOf("month"), lastMonth.endOf("month")] as [Dayjs, Dayjs] },
      { key: "thisQuarter", value: [quarterStart, today] as [Dayjs, Dayjs] },
      { key: "thisYear", value: [today.startOf("year"), today] as [Dayjs, Dayjs] },
    ],
  };
};

/** The presets labelled in the user's language (`reports.presets.<key>`), for antd's pickers' `presets`. */
export const usePeriodPresets = () => {
  const { t } = useTranslation();
  return useMemo(() => {
    const all = periodPresets();
    const label = <V>(list: { key: string; value: V }[]) => list.map(({ key, value }) => ({ label: t(`reports.presets.${key}`), value }));
    return { month: label(all.month), year: label(all.year), period: label(all.period) };
  }, [t]);
};
