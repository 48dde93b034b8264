import type { CustomDefinition, Labels, ListLayout } from "@erp/api/entities";
import { useApiUrl, useCustom, useCustomMutation, type HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNotices } from "../../crud/notices";

/** A custom field as `GET /api/customize/<resource>` lists it (hidden and deleted ones too). */
export type CustomFieldRow = {
  name: string;
  definition: CustomDefinition;
  labels: Labels;
  position: number;
  hidden: boolean;
  deleted_at: string | null;
};

/** What `GET /api/customize/<resource>` answers, and every change too. */
export type CustomState = {
  entity: string;
  version: number;
  fields: CustomFieldRow[];
  declared: Record<string, { labels: Labels; required: boolean }>;
  layout: Omit<ListLayout, "entity">;
};

/**
 * One resource's customisation and the changes to it: each answers with the state as it now is,
 * shown at once (the registry follows by itself: the answer names the new customisation version).
 */
export const useCustomizeState = (resource: string | undefined) => {
  const apiUrl = useApiUrl();
  const { t } = useTranslation();
  const { saved } = useNotices();
  const base = `${apiUrl}/customize/${resource}`;
  const { query, result } = useCustom<CustomState>({
    url: base,
    method: "get",
    queryOptions: { enabled: Boolean(resource) },
    errorNotification: saved.errorNotification,
  });
  const { mutate, mutation } = useCustomMutation<CustomState>();

  /** `path` under /api/customize/<resource>; `onError` gets the per-field errors (forms show them). */
  const change = (
    method: "post" | "patch" | "put" | "delete",
    path: string,
    values: object,
    { onDone, onError }: { onDone?: () => void; onError?: (errors: Record<string, string>) => void } = {},
  ) =>
    mutate(
      {
        url: `${base}${path}`,
        method,
        values,
        successNotification: () => ({ message: t("messages.saved"), type: "success" }),
        errorNotification: (error) => {
          onError?.(((error as HttpError | undefined)?.errors ?? {}) as Record<string, string>);
          return saved.errorNotification(error);
        },
      },
      {
        onSuccess: () => {
          void query.refetch();
          onDone?.();
        },
      },
    );

  return { state: result.data as CustomState | undefined, loading: query.isLoading, change, saving: mutation.isPending };
};
