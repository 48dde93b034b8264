import type { PageName } from "@erp/api/modules";
import { lazy } from "react";
import type { PageScreen } from "../screens";

/**
 * The screen of every declared page (dashboard, payroll, a report...), each loaded on first use, e.g.
 *   dashboard: lazy(() => import("./dashboard/Dashboard"))
 * Checked against the declared pages: a page without a screen does not compile.
 */
const ReportPage = lazy(() => import("./reports/ReportPage"));

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
  // every report's page is the generic report screen (api/src/reports/)
  "sales-report": ReportPage,
  "stock-report": ReportPage,
  "profit-report": ReportPage,
  "shipping-cost-report": ReportPage,
  "tax-report": ReportPage,
  "invoice-tax-report": ReportPage,
  "due-report": ReportPage,
  "summary-report": ReportPage,
  "income-statement-report": ReportPage,
  "closing-report": ReportPage,
  "purchase-report": ReportPage,
  system: lazy(() => import("./settings/SystemPage")),
  roles: lazy(() => import("./roles/RolesPage")),
} satisfies Record<PageName, PageScreen>;

/** A page's screen, if the admin has one (pages of fixture modules in tests may not). */
export const pageScreenOf = (name: string): PageScreen | undefined => (pageScreens as Partial<Record<string, PageScreen>>)[name];
