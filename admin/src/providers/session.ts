import axios from "axios";
import { acceptLanguage } from "./i18n";

/** `GET /api/auth/session`: the signed-in user, or null. */
export type SessionUser = { id: number; name: string; email: string; roles: string[] };
export type Session = { user: SessionUser; expires: string };

export const loginPath = "/auth/login";

/** The auth call table's own client: no CSRF retry, no error mapping; the UI language for translated messages. */
export const authClient = axios.create({ withCredentials: true });
authClient.interceptors.request.use((config) => {
  config.headers.set("Accept-Language", acceptLanguage());
  return config;
});

/**
 * The session as last fetched, shared by the authProvider (check, getIdentity) and the access
 * control provider (roles). `fetchSession` asks the server again; `currentSession` reuses the
 * last answer (or fetches the first one).
 */
let cached: Promise<Session | null> | undefined;
/** The session ended because the user chose Logout (not because it expired or was revoked). */
let signedOutByChoice = false;

export const fetchSession = (): Promise<Session | null> => {
  const request = authClient.get<Session | null>("/api/auth/session").then(({ data }) => {
    if (data?.user) {
      signedOutByChoice = false;
      return data;
    }
    return null;
  });
  cached = request;
  // a failed request (network, 5xx) is not an answer: ask again next time
  request.catch(() => {
    if (cached === request) cached = undefined;
  });
  return request;
};

export const currentSession = (): Promise<Session | null> => cached ?? fetchSession();

/** After sign-out: nobody is signed in, without asking; `byChoice` when the user chose Logout. */
export const forgetSession = (byChoice = false): void => {
  cached = Promise.resolve(null);
  signedOutByChoice = byChoice;
};

/** Whether the user signed out on purpose: the login page then needs neither callbackUrl nor an error. */
export const sessionEndedByChoice = (): boolean => signedOutByChoice;

/**
 * Only same-site paths: `/sales/product?x=1` stays, `https://evil.example/`, `//evil.example` and
 * anything under /auth/ (a loop back to the login page) become `/`.
 */
export const sameSitePath = (value: unknown): string => {
  if (typeof value !== "string" || !value) return "/";
  try {
    const url = new URL(value, "http://app.invalid");
    if (url.origin !== "http://app.invalid" || url.pathname.startsWith("/auth/")) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
};

/**
 * The login page's address for someone who was at `here`: `/auth/login?callbackUrl=<here>` and,
 * when that page required a session, `&error=SessionRequired`. The start page needs neither.
 */
export const loginUrl = (here?: string, error?: string): string => {
  const callbackUrl = sameSitePath(here);
  if (callbackUrl === "/") return loginPath;
  const query = new URLSearchParams({ callbackUrl, ...(error ? { error } : {}) });
  return `${loginPath}?${query}`;
};

/** Where the browser is now (path + query), for callbackUrl. */
export const currentPath = (): string => (typeof window === "undefined" ? "/" : `${window.location.pathname}${window.location.search}`);
