import type { EntityName } from "@erp/api/modules";
import { lazy } from "react";
import type { ScreenKind } from "../crud/entity";
import type { Screen } from "../screens";

/**
 * Screens that replace a generic one for a resource, e.g.
 *   orders: { show: lazy(() => import("./orders/OrderShow")) }
 * A screen gets `{ entity }` like the generic ones. Keys are checked against the declared entities.
 */
export const overrides = {
  orders: {
    show: lazy(() => import("./orders/OrderShow")),
    create: lazy(() => import("./orders/OrderForm").then((m) => ({ default: m.OrderCreate }))),
    edit: lazy(() => import("./orders/OrderForm").then((m) => ({ default: m.OrderEdit }))),
  },
  "commission-records": {
    list: lazy(() => import("./commission-records/CommissionRecordList")),
  },
} satisfies { [Name in EntityName]?: Partial<Record<ScreenKind, Screen>> };

/** The override of one screen, if any (any resource name: the registry comes from the API). */
export const overrideOf = (resource: string, kind: ScreenKind): Screen | undefined =>
  (overrides as Partial<Record<string, Partial<Record<ScreenKind, Screen>>>>)[resource]?.[kind];
