import { type CustomParams, type DataProvider, type HttpError, useDataProvider, useNotification } from "@refinedev/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import createClient, { type Client } from "openapi-fetch";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { paths } from "./schema";

/**
 * The API's typed client: openapi-fetch over the types generated from `GET /api/openapi.json`
 * (./schema.d.ts, `npm run openapi:types`). A path, a body member or an answer field the API does
 * not declare fails `npm run typecheck`. Requests go through the data provider's `custom` (the
 * session cookie, the CSRF token and its retry, Accept-Language, the customisation's version and
 * errors as Refine's HttpError: providers/http.ts), so one transport serves Refine and this client.
 */
export type Api = Client<paths>;
export type { components, operations, paths } from "./schema";

type Custom = NonNullable<DataProvider["custom"]>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body ?? null), { status, headers: { "Content-Type": "application/json" } });

/** `fetch` for openapi-fetch, answered by the data provider's `custom` (a refusal becomes the answer with its status). */
const throughProvider =
  (custom: Custom) =>
  async (input: Request): Promise<Response> => {
    const url = new URL(input.url);
    const text = input.method === "GET" ? "" : await input.text();
    // the query as `query`: the provider builds `<url>?...` itself (a search left in the url would get a second "?")
    const query = url.search ? Object.fromEntries(url.searchParams) : undefined;
    const params = {
      url: url.pathname,
      ...(query ? { query } : {}),
      method: input.method.toLowerCase() as CustomParams["method"],
      ...(text ? { payload: JSON.parse(text) } : {}),
    } as CustomParams;
    try {
      const { data } = await custom(params);
      return json(200, data);
    } catch (failure) {
      const error = failure as Partial<HttpError>;
      return json(error.statusCode || 500, { message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
  };

/** The typed client for the current data provider. */
export const useApi = (): Api => {
  const dataProvider = useDataProvider();
  const custom = dataProvider().custom;
  return useMemo(() => {
    if (!custom) throw new Error("the data provider has no custom()");
    return createClient<paths>({
      baseUrl: typeof window === "undefined" ? "http://localhost" : window.location.origin,
      fetch: throughProvider(custom),
    });
  }, [custom]);
};

/** An answer's data, or its error thrown as Refine's HttpError (the server's translated message and per-field errors). */
export const answerOf = async <T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> => {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) {
    const body = (error ?? {}) as { message?: string; errors?: HttpError["errors"] };
    throw { message: body.message ?? "", statusCode: response.status, ...(body.errors ? { errors: body.errors } : {}) } satisfies HttpError;
  }
  return data as T;
};

/** Reads through the typed client, cached and refetched like Refine's own queries (`key` names what it reads); a failure is a notice. */
export const useApiQuery = <T>(
  key: readonly unknown[],
  read: (api: Api) => Promise<{ data?: T; error?: unknown; response: Response }>,
  enabled = true,
  /** Polling: read again every so many ms (or as the data says), and when the window regains focus. */
  poll: { refetchInterval?: number | false | ((data: T | undefined) => number | false); refetchOnWindowFocus?: boolean } = {},
) => {
  const api = useApi();
  const { open } = useNotification();
  const { t } = useTranslation();
  const { refetchInterval, refetchOnWindowFocus } = poll;
  const query = useQuery({
    queryKey: ["api", ...key],
    queryFn: () => answerOf(read(api)),
    enabled,
    retry: false,
    refetchInterval: typeof refetchInterval === "function" ? (q) => refetchInterval(q.state.data) : refetchInterval,
    refetchOnWindowFocus,
  });
  const name = `api-${key.join("/")}`;
  useEffect(() => {
    if (query.error) open?.({ key: name, type: "error", message: (query.error as Partial<HttpError>).message || t("messages.unknownError") });
  }, [query.error, name, open, t]);
  return query;
};

/**
 * A write through the typed client: the answer's `message` (or "Record saved") as a success notice,
 * the server's message on failure; then `onSuccess` (and `onSettled` either way).
 */
export const useApiMutation = <V, T>(
  write: (api: Api, values: V) => Promise<{ data?: T; error?: unknown; response: Response }>,
  { onSuccess, onSettled }: { onSuccess?: (data: T) => void; onSettled?: () => void } = {},
) => {
  const api = useApi();
  const { open } = useNotification();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (values: V) => answerOf(write(api, values)),
    onSuccess: (data) => {
      const message = (data as { message?: unknown } | undefined)?.message;
      open?.({ key: String(Date.now()), type: "success", message: typeof message === "string" ? message : t("messages.saved") });
      onSuccess?.(data);
    },
    onSettled: () => onSettled?.(),
    onError: (error) =>
      open?.({ key: String(Date.now()), type: "error", message: (error as Partial<HttpError>).message || t("messages.unknownError") }),
  });
};
