import type { PageDef } from "../entities";
import closing from "./closing";
import due from "./due";
import incomeStatement from "./income-statement";
import invoiceTax from "./invoice-tax";
import profit from "./profit";
import purchase from "./purchase";
import sales from "./sales";
import shippingCost from "./shipping-cost";
import stock from "./stock";
import summary from "./summary";
import tax from "./tax";
import type { ReportDef } from "./types";

/** Every report, the one list: the reports module declares a page for each and serves them. */
export const reports = [sales, stock, shippingCost, profit, tax, invoiceTax, due, summary, incomeStatement, closing, purchase] as const;

export type ReportName = (typeof reports)[number]["name"];

/** The page of a report: `<name>-report`, under the "Reports" entry (`<group>-reports`) of the group that owns the data. */
export const reportPage = <const R extends ReportDef>(report: R) =>
  ({
    name: `${report.name}-report`,
    group: report.group,
    route: `/${report.group}/report/${report.name}`,
    menuParent: `${report.group}-reports`,
    report: { name: report.name, params: report.params, basis: report.basis, ...(report.opens ? { opens: report.opens } : {}) },
    ...(report.actions ? { actions: report.actions } : {}),
  }) as PageDef & { name: `${R["name"]}-report`; group: R["group"] };

export type { ReportDef } from "./types";
