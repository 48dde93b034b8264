import { type HttpError, useNotification } from "@refinedev/core";
import type { FormInstance } from "antd";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiUrl } from "../../providers/data";
import { httpClient } from "../../providers/http";

/**
 * One settings singleton (`/api/company`, `/api/settings`): loaded once, saved with PATCH; the
 * server's per-field errors land on the form's fields, its message in a notification.
 */
export const useSingleton = <T extends object>(path: string, form?: FormInstance) => {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [data, setData] = useState<T>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    try {
      const res = await httpClient.get<T>(`${apiUrl}${path}`);
      setData(res.data);
      form?.setFieldsValue(res.data as never);
    } catch (e) {
      setError((e as HttpError).message);
    }
  }, [path, form]);

  useEffect(() => void load(), [load]);

  /** Sends `values`; `method`/`sub` for the logo's PUT and DELETE. */
  const save = async (
    values: unknown,
    { method = "patch", sub = "", headers }: { method?: "patch" | "put" | "delete"; sub?: string; headers?: Record<string, string> } = {},
  ) => {
    setSaving(true);
    try {
      const res = await httpClient.request<T>({ url: `${apiUrl}${path}${sub}`, method, data: values, headers });
      setData(res.data);
      form?.setFieldsValue(res.data as never);
      open?.({ type: "success", message: t("messages.saved") });
      return res.data;
    } catch (e) {
      const failure = e as HttpError;
      if (failure.errors && form) form.setFields(Object.entries(failure.errors).map(([name, message]) => ({ name, errors: [String(message)] })));
      open?.({ type: "error", message: failure.message || t("messages.unknownError") });
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return { data, saving, error, save, reload: load };
};
