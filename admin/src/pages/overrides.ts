import { lazy } from "react";
import type { ScreenKind } from "../crud/entity";
import type { Screen } from "../crud/screens";

/**
 * Screens that replace a generic one for a resource, e.g.
 *   orders: { show: lazy(() => import("./orders/OrderShow")) }
 * A screen gets `{ entity }` like the generic ones.
 */
export const overrides: Partial<Record<string, Partial<Record<ScreenKind, Screen>>>> = {
  orders: {
    show: lazy(() => import("./orders/OrderShow")),
    create: lazy(() => import("./orders/OrderForm").then((m) => ({ default: m.OrderCreate }))),
    edit: lazy(() => import("./orders/OrderForm").then((m) => ({ default: m.OrderEdit }))),
  },
  "commission-records": {
    list: lazy(() => import("./commission-records/CommissionRecordList")),
  },
};
