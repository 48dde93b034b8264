import type { AuthProvider } from "@refinedev/core";
import { AxiosError } from "axios";
import { fetchCsrfToken, resetCsrfToken } from "./http";
import i18n from "./i18n";
import { authClient, currentPath, currentSession, fetchSession, forgetSession, loginPath, loginUrl, sameSitePath } from "./session";

export type LoginVariables = { email: string; password: string; callbackUrl?: string };

/**
 * The message of each `error` code the auth calls put in the login URL (`/auth/login?error=...`).
 * The server's own translated message is preferred when there is one; these cover a reload.
 */
const codeMessages: Record<string, string> = {
  SessionRequired: "messages.sessionRequired",
  UserNotFound: "messages.userNotFound",
  WrongPassword: "messages.wrongPassword",
  InactiveUser: "messages.inactiveUser",
  TooManyAttempts: "login.errors.tooManyAttempts",
};
export const signInErrorMessage = (code: string): string => i18n.t(codeMessages[code] ?? "login.errors.failed");

/** A refused sign-in: the server's code and translated message, and its per-field messages for the form. */
export class SignInError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields: Partial<Record<"email" | "password", string>> = {},
  ) {
    super(message);
    this.name = i18n.t("login.errors.title");
  }
}

type SignInFailure = { error?: unknown; message?: unknown; errors?: Record<string, unknown> };

const toSignInError = (error: unknown): SignInError => {
  if (!(error instanceof AxiosError) || !error.response) return new SignInError("FetchFailed", i18n.t("messages.fetchFailed"));
  const body = (error.response.data ?? {}) as SignInFailure;
  const code = typeof body.error === "string" ? body.error : "CredentialsSignin";
  const message = typeof body.message === "string" && body.message ? body.message : signInErrorMessage(code);
  const fields: SignInError["fields"] = {};
  for (const name of ["email", "password"] as const) {
    if (typeof body.errors?.[name] === "string") fields[name] = body.errors[name] as string;
  }
  return new SignInError(code, message, fields);
};

/** An auth call as the seed's table has it: a form body with the CSRF token, `json=true`. */
const postForm = async (path: string, fields: Record<string, string>) => {
  const csrfToken = (await fetchCsrfToken()) ?? "";
  const form = new URLSearchParams({ ...fields, csrfToken, json: "true" });
  return authClient.post<{ url?: string }>(path, form, { headers: { "X-CSRF-Token": csrfToken } });
};

const statusOf = (error: unknown): number | undefined => {
  const value = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } } | undefined;
  const status = value?.statusCode ?? value?.status ?? value?.response?.status;
  return typeof status === "number" ? status : undefined;
};

const sessionRequired = () => ({
  authenticated: false,
  redirectTo: loginUrl(currentPath(), "SessionRequired"),
  error: new SignInError("SessionRequired", i18n.t("messages.sessionRequired")),
});

/** Refine's authProvider over `/api/auth` (sessions in the database, CSRF on every write). */
export const authProvider: AuthProvider = {
  login: async ({ email, password, callbackUrl }: LoginVariables) => {
    // a fresh token for the sign-in form, and again afterwards: the session changed under it
    resetCsrfToken();
    try {
      const { data } = await postForm("/api/auth/callback/credentials", { email, password, callbackUrl: sameSitePath(callbackUrl) });
      resetCsrfToken();
      await fetchSession();
      return { success: true, redirectTo: sameSitePath(data?.url ?? callbackUrl) };
    } catch (error) {
      return { success: false, error: toSignInError(error) };
    }
  },

  // `redirectPath` comes with a logout onError asked for (the session ended); none: the user chose Logout
  logout: async (params?: { redirectPath?: string }) => {
    try {
      await postForm("/api/auth/signout", { callbackUrl: loginPath }).catch(async (error: unknown) => {
        // a stale CSRF token: once more with a fresh one, so the server session really ends
        if (statusOf(error) !== 403) throw error;
        resetCsrfToken();
        return postForm("/api/auth/signout", { callbackUrl: loginPath });
      });
    } catch {
      // the session is gone already (or the server is unreachable): signed out here all the same
    }
    resetCsrfToken();
    forgetSession(!params?.redirectPath);
    return { success: true, redirectTo: loginPath };
  },

  check: async () => {
    try {
      if (await fetchSession()) return { authenticated: true };
    } catch {
      // the server did not answer: not signed in as far as this page can tell
    }
    return sessionRequired();
  },

  getIdentity: async () => (await currentSession().catch(() => null))?.user ?? null,

  getPermissions: async () => (await currentSession().catch(() => null))?.user.roles ?? [],

  onError: async (error) => {
    // 401: the session ended under us; 403 (role, CSRF) stays here and the notification says why
    if (statusOf(error) === 401) {
      forgetSession();
      return { logout: true, redirectTo: loginUrl(currentPath(), "SessionRequired"), error };
    }
    return {};
  },
};
