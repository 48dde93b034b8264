import type { PageDef } from "@erp/api/entities";
import type { PageName, ReportName } from "@erp/api/modules";
import { lazy } from "react";
import type { PageScreen } from "../screens";

/**
 * The screen of every declared page (dashboard, payroll, a report...), each loaded on first use, e.g.
 *   dashboard: lazy(() => import("./dashboard/Dashboard"))
 * Checked against the declared pages: a page without a screen does not compile. A report's page
 * (api/src/reports/) is the generic report screen, without a line here.
 */
const ReportPage = lazy(() => import("./reports/ReportPage"));

type ReportPageName = `${ReportName}-report`;

export const pageScreens = {
  customize: lazy(() => import("./customize/CustomizePage")),
  dashboard: lazy(() => import("./dashboard/Dashboard")),
  "accounting-home": lazy(() => import("./accounting/AccountingHome")),
  company: lazy(() => import("./settings/CompanyPage")),
  software: lazy(() => import("./settings/SoftwarePage")),
  "message-templates": lazy(() => import("./settings/MessageTemplatesPage")),
  "attendance-monthly-report": lazy(() => import("./hr/AttendanceMonthlyReport")),
  "salary-generate-report": lazy(() => import("./hr/SalaryGenerate")),
  "salary-expense": lazy(() => import("./hr/SalaryExpense")),
  system: lazy(() => import("./settings/SystemPage")),
  roles: lazy(() => import("./roles/RolesPage")),
} satisfies Record<Exclude<PageName, ReportPageName>, PageScreen>;

/** A page's screen: its own, the report screen for a report's page, else none (pages of fixture modules in tests). */
export const pageScreenOf = (page: Pick<PageDef, "name" | "report">): PageScreen | undefined =>
  (pageScreens as Partial<Record<string, PageScreen>>)[page.name] ?? (page.report ? ReportPage : undefined);
