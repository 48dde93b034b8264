import type { PageName } from "@erp/api/modules";
import type { PageScreen } from "../screens";

/**
 * The screen of every declared page (dashboard, payroll, a report...), each loaded on first use, e.g.
 *   dashboard: lazy(() => import("./dashboard/Dashboard"))
 * Checked against the declared pages: a page without a screen does not compile.
 */
export const pageScreens = {} satisfies Record<PageName, PageScreen>;

/** A page's screen, if the admin has one (pages of fixture modules in tests may not). */
export const pageScreenOf = (name: string): PageScreen | undefined => (pageScreens as Partial<Record<string, PageScreen>>)[name];
