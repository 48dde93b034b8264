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
    list: lazy(() => import("./orders/OrderList")),
    show: lazy(() => import("./orders/OrderShow")),
    create: lazy(() => import("./orders/OrderForm").then((m) => ({ default: m.OrderCreate }))),
    edit: lazy(() => import("./orders/OrderForm").then((m) => ({ default: m.OrderEdit }))),
  },
  "commission-records": {
    list: lazy(() => import("./commission-records/CommissionRecordList")),
  },
  incomes: {
    list: lazy(() => import("./accounting/Bookings").then((m) => ({ default: m.BookingList }))),
    show: lazy(() => import("./accounting/Bookings").then((m) => ({ default: m.BookingShow }))),
  },
  expenses: {
    list: lazy(() => import("./accounting/Bookings").then((m) => ({ default: m.BookingList }))),
    show: lazy(() => import("./accounting/Bookings").then((m) => ({ default: m.BookingShow }))),
  },
  "bank-transactions": { list: lazy(() => import("./accounting/BankList")) },
  vouchers: {
    list: lazy(() => import("./accounting/VoucherShow").then((m) => ({ default: m.VoucherList }))),
    show: lazy(() => import("./accounting/VoucherShow").then((m) => ({ default: m.VoucherShow }))),
  },
  taxes: {
    list: lazy(() => import("./accounting/TaxList").then((m) => ({ default: m.TaxList }))),
    show: lazy(() => import("./accounting/TaxShow").then((m) => ({ default: m.TaxShow }))),
  },
  vendors: {
    show: lazy(() => import("./vendors/VendorShow")),
  },
  "purchase-orders": {
    show: lazy(() => import("./purchase-orders/PurchaseOrderShow")),
  },
  partners: {
    show: lazy(() => import("./partners/PartnerShow")),
    create: lazy(() => import("./partners/PartnerForm").then((m) => ({ default: m.PartnerCreate }))),
    edit: lazy(() => import("./partners/PartnerForm").then((m) => ({ default: m.PartnerEdit }))),
  },
  attendances: { list: lazy(() => import("./hr/AttendanceList")), show: lazy(() => import("./hr/AttendanceShow")) },
  salaries: { list: lazy(() => import("./hr/SalaryHome")), show: lazy(() => import("./hr/SalaryShow")) },
  payrolls: { list: lazy(() => import("./hr/PayrollList")), show: lazy(() => import("./hr/PayrollShow")) },
  "service-units": { show: lazy(() => import("./service/ServiceUnitShow")) },
  "service-invoices": { show: lazy(() => import("./service/DocumentShow").then((m) => ({ default: m.ServiceInvoiceShow }))) },
  quotations: { show: lazy(() => import("./service/DocumentShow").then((m) => ({ default: m.QuotationShow }))) },
} satisfies { [Name in EntityName]?: Partial<Record<ScreenKind, Screen>> };

/** The override of one screen, if any (any resource name: the registry comes from the API). */
export const overrideOf = (resource: string, kind: ScreenKind): Screen | undefined =>
  (overrides as Partial<Record<string, Partial<Record<ScreenKind, Screen>>>>)[resource]?.[kind];
