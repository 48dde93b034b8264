import type { ScreenKind } from "../crud/entity";
import type { Screen } from "../crud/screens";

/**
 * Screens that replace a generic one for a resource, e.g.
 *   orders: { show: lazy(() => import("./orders/OrderShow")) }
 * A screen gets `{ entity }` like the generic ones.
 */
export const overrides: Partial<Record<string, Partial<Record<ScreenKind, Screen>>>> = {};
