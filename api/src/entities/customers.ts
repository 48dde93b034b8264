import { defineEntity } from "./types";

export default defineEntity({
  name: "customers",
  table: "customers",
  group: "sales",
  route: "/sales/customer",
  shortcut: "c",
  label: "name",
  importable: true,
  fields: {
    name: { type: "string", inline: true, required: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    phone: { type: "phone", inline: true, maxLength: 40, searchable: true, filterable: true },
    email: { type: "email", inline: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    address: { type: "text" },
    custom_info: { type: "keyvalue" },
    /** The language they are written to in; blank takes the company's (settings > company). */
    language: { type: "enum", values: ["en", "zh_Hant"] },
    /** How they are told about their orders: e-mail, SMS, both, or none (empty). */
    notify_by: { type: "enum", values: ["email", "sms"], multiple: true, default: ["email"], list: false },
    advance: { type: "money", default: "0.00", sortable: true, filterable: true },
    status: { type: "enum", values: ["active", "settled"], required: true, default: "active", sortable: true, filterable: true },
  },
  defaultSort: { field: "name", order: "asc" },
  // a CSV of incomes (or any other reference to customers) may name one by e-mail
  importBy: ["email"],
});
