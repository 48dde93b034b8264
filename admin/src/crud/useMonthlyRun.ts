import { useApiUrl, useCustomMutation, useInvalidate } from "@refinedev/core";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { useNotices } from "./notices";

/** The month as the API writes it ("2026-10"). */
export const apiMonth = (value: Dayjs) => value.format("YYYY-MM");

/**
 * A month-wide action of a resource, `POST /api/<resource>/<action>` with `{ month }` (compute the
 * month's attendance, generate its commissions or salaries): the server's message is the notice, a
 * refusal shows as any save's does, and the lists of `refresh` (the resource's by default) reload.
 */
export const useMonthlyRun = <T extends { message?: string }>(
  resource: string,
  action: string,
  { refresh = [resource], onDone }: { refresh?: string[]; onDone?: (answer: T) => void } = {},
) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { saved } = useNotices();
  const { mutate, mutation } = useCustomMutation<T>();
  const run = ({ month }: { month?: Dayjs | null }) => {
    if (!month) return;
    mutate(
      {
        url: `${apiUrl}/${resource}/${action}`,
        method: "post",
        values: { month: apiMonth(month) },
        successNotification: (response) => ({ message: response?.data.message ?? t("messages.saved"), type: "success" }),
        errorNotification: saved.errorNotification,
      },
      {
        onSuccess: (response) => {
          onDone?.(response.data);
          for (const list of refresh) void invalidate({ resource: list, invalidates: ["list"] });
        },
      },
    );
  };
  return { run, mutation };
};
