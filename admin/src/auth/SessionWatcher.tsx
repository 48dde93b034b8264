import { useInvalidateAuthStore } from "@refinedev/core";
import { useEffect, useRef } from "react";
import { fetchSession } from "../providers/session";

declare const __SESSION_POLL_SECONDS__: number | undefined;

/** Build-time `SESSION_POLL_SECONDS` (vite.config's `define`); 0 or absent: no polling. */
export const sessionPollSeconds = typeof __SESSION_POLL_SECONDS__ === "number" ? __SESSION_POLL_SECONDS__ : 0;

/**
 * Asks the server for the session again whenever the window becomes visible and, optionally,
 * every `intervalSeconds`. A session that has ended refreshes Refine's auth state, and
 * <RequireSession> then sends the user to the login page with callbackUrl. Another user signed in
 * meanwhile (another tab): the page reloads, so nothing of the previous user's rights lingers.
 */
export const SessionWatcher = ({ intervalSeconds = sessionPollSeconds }: { intervalSeconds?: number }) => {
  const invalidateAuthStore = useInvalidateAuthStore();
  const invalidate = useRef(invalidateAuthStore);
  invalidate.current = invalidateAuthStore;

  useEffect(() => {
    let stopped = false;
    let userId: number | undefined;
    void fetchSession()
      .then((session) => (userId = session?.user.id))
      .catch(() => undefined);

    const recheck = async () => {
      // no answer (network, 5xx) is not a signed-out answer: keep the page
      const session = await fetchSession().catch(() => undefined);
      if (stopped || session === undefined) return;
      if (session === null) await invalidate.current();
      else if (userId !== undefined && session.user.id !== userId) window.location.reload();
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") void recheck();
    };
    document.addEventListener("visibilitychange", onVisibility);
    const timer = intervalSeconds > 0 ? setInterval(() => void recheck(), intervalSeconds * 1000) : undefined;
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisibility);
      clearInterval(timer);
    };
  }, [intervalSeconds]);

  return null;
};
