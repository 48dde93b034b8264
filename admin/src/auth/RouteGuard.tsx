import { useCan } from "@refinedev/core";
import type { ReactNode } from "react";
import { Forbidden } from "../pages/Forbidden";
import { Loading } from "../pages/Loading";

/**
 * A screen only for roles that may do `action` on `resource` (the accessControlProvider decides):
 * a typed URL the role may not use shows the translated "not allowed" page, never the screen.
 */
export const RouteGuard = ({ resource, action, children }: { resource: string; action: string; children: ReactNode }) => {
  // no placeholder: another route's answer must never stand in for this one
  const { data, isLoading } = useCan({ resource, action, queryOptions: { placeholderData: undefined } });
  if (isLoading || !data) return <Loading />;
  return data.can ? children : <Forbidden />;
};
