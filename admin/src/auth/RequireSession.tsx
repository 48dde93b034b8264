import { Authenticated } from "@refinedev/core";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { FullPageLoading } from "../pages/Loading";
import { loginPath, loginUrl, sessionEndedByChoice } from "../providers/session";
import { SessionWatcher } from "./SessionWatcher";

/**
 * To the login page: with `callbackUrl` (where we were) and `error=SessionRequired`, unless the user
 * has just chosen Logout. Decided when it renders, i.e. when the session turns out to be missing.
 */
const ToLogin = () => {
  const location = useLocation();
  return <Navigate replace to={sessionEndedByChoice() ? loginPath : loginUrl(`${location.pathname}${location.search}`, "SessionRequired")} />;
};

/**
 * Everything inside the signed-in layout. While the session is being checked: a loading state,
 * never the page; without a session: the login page; with one: the page, watched until the
 * session ends.
 */
export const RequireSession = ({ children }: { children: ReactNode }) => (
  <Authenticated key="session" loading={<FullPageLoading />} fallback={<ToLogin />}>
    <SessionWatcher />
    {children}
  </Authenticated>
);
