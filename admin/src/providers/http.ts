import type { HttpError } from "@refinedev/core";
import axios, { AxiosError, AxiosHeaders, type AxiosInstance } from "axios";
import i18n, { acceptLanguage } from "./i18n";

const writeMethods = new Set(["post", "put", "patch", "delete"]);

/** Totals the API only estimated (`X-Total-Count-Estimated: true`), keyed by the list response's array. */
export const estimatedTotals = new WeakMap<object, boolean>();

type VersionListener = (version: number) => void;
const versionListeners = new Set<VersionListener>();

/**
 * Every API answer names the customisation's version (`X-Customisation-Version`): listeners hear
 * it (the registry reloads when an ADMIN changed fields, labels or layouts). Returns the unsubscribe.
 */
export const onCustomisationVersion = (listener: VersionListener): (() => void) => {
  versionListeners.add(listener);
  return () => void versionListeners.delete(listener);
};

const heardVersion = (headers: unknown) => {
  const raw = (headers as Record<string, unknown> | undefined)?.["x-customisation-version"];
  const version = Number(raw);
  if (raw !== undefined && Number.isFinite(version)) for (const listener of versionListeners) listener(version);
};

/**
 * The CSRF token for writes, fetched once from `GET /api/auth/csrf` and cached. While the API has no
 * such endpoint (404) writes go without a token; sign-in and sign-out reset it with `resetCsrfToken`.
 */
let csrfToken: Promise<string | undefined> | undefined;

export const resetCsrfToken = (): void => {
  csrfToken = undefined;
};

export const fetchCsrfToken = (): Promise<string | undefined> => {
  csrfToken ??= axios
    .get<{ csrfToken?: string }>("/api/auth/csrf", { withCredentials: true })
    .then((response) => (typeof response.data?.csrfToken === "string" ? response.data.csrfToken : undefined))
    .catch((error: unknown) => {
      // 404: the API has no CSRF yet, write without; anything else: try again on the next write
      if (!(error instanceof AxiosError && error.response?.status === 404)) csrfToken = undefined;
      return undefined;
    });
  return csrfToken;
};

/** Maps any axios failure to Refine's HttpError: the server's (already translated) message and per-field errors. */
export const toHttpError = (error: unknown): HttpError => {
  if (error instanceof AxiosError) {
    const { response } = error;
    if (!response) return { message: i18n.t("messages.fetchFailed"), statusCode: 0 };
    const body = response.data as { message?: unknown; errors?: unknown } | undefined;
    const message = typeof body?.message === "string" && body.message ? body.message : i18n.t("messages.unknownError");
    const errors = body?.errors && typeof body.errors === "object" ? (body.errors as HttpError["errors"]) : undefined;
    return { message, statusCode: response.status, ...(errors ? { errors } : {}) };
  }
  return { message: i18n.t("messages.unknownError"), statusCode: 0 };
};

export const createHttpClient = (): AxiosInstance => {
  const client = axios.create({ withCredentials: true });

  client.interceptors.request.use(async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    headers.set("Accept-Language", acceptLanguage());
    const method = (config.method ?? "get").toLowerCase();
    if (writeMethods.has(method)) {
      const token = await fetchCsrfToken();
      if (token) headers.set("X-CSRF-Token", token);
    }
    config.headers = headers;
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      heardVersion(response.headers);
      const estimated = String(response.headers?.["x-total-count-estimated"] ?? "").toLowerCase() === "true";
      if (estimated && response.data && typeof response.data === "object") estimatedTotals.set(response.data, true);
      return response;
    },
    async (error) => {
      if (error instanceof AxiosError) heardVersion(error.response?.headers);
      // A write refused with 403 may carry a stale CSRF token (cookie expired or replaced):
      // fetch a fresh one and try once more; a second 403 is a real refusal.
      const config = error instanceof AxiosError ? (error.config as (typeof error.config & { csrfRetried?: boolean }) | undefined) : undefined;
      const method = (config?.method ?? "get").toLowerCase();
      if (config && error.response?.status === 403 && writeMethods.has(method) && !config.csrfRetried) {
        resetCsrfToken();
        config.csrfRetried = true;
        return client.request(config);
      }
      return Promise.reject(toHttpError(error));
    },
  );

  return client;
};

export const httpClient = createHttpClient();
