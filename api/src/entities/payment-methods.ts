import { defineEntity } from "./types";

/**
 * How money is paid or received: ONE list (settings > payment methods) that every payment field
 * chooses from (`choices: "payment-methods"`: orders, incomes, expenses, salary and purchase payments,
 * partner advances). An ADMIN adds, renames, reorders and deactivates methods; a method a record
 * uses cannot be deleted (deactivate it instead). Records store the `code`, which never changes.
 */
export default defineEntity({
  name: "payment-methods",
  table: "payment_methods",
  group: "settings",
  route: "/settings/payment-method",
  label: "name",
  fields: {
    name: { type: "string", required: true, maxLength: 60, searchable: true, sortable: true, filterable: true },
    name_zh_hant: { type: "string", required: true, maxLength: 60, searchable: true, sortable: true, filterable: true },
    /** Derived from the English name when left blank (a slug); fixed once created. */
    code: { type: "string", unique: true, maxLength: 40, sortable: true, filterable: true },
    sort_order: { type: "integer", min: 0, max: 10_000, default: 100, sortable: true, filterable: true },
    active: { type: "boolean", default: true, sortable: true, filterable: true },
  },
  defaultSort: { field: "sort_order", order: "asc" },
  // every role picks a method in its own forms: lookup gives the list without the settings group
  lookup: ["name", "name_zh_hant", "code", "sort_order", "active"],
  choices: { key: "code", active: "active", order: "sort_order", labels: { en: "name", zh_Hant: "name_zh_hant" } },
  search: false,
});
