import { defineEntity } from "./types";

export const roles = ["ADMIN", "SALES", "HR", "ACCOUNTING"] as const;
export type Role = (typeof roles)[number];

export default defineEntity({
  name: "users",
  table: "users",
  group: "settings",
  route: "/settings/user",
  label: "name",
  fields: {
    name: { type: "string", required: true, maxLength: 120, searchable: true, sortable: true, filterable: true },
    email: { type: "email", required: true, unique: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    roles: { type: "enum", values: roles, withRoles: true, multiple: true, required: true, filterable: true },
    status: { type: "enum", values: ["active", "inactive"], required: true, default: "active", sortable: true, filterable: true },
    // ASVS 2.1.1: at least 12 characters; the users service also refuses common passwords
    password: { type: "password", minLength: 12, maxLength: 128 },
    confirm_password: { type: "password", maxLength: 128 },
    last_sign_in_at: { type: "datetime", readOnly: true, sortable: true },
  },
  defaultSort: { field: "name", order: "asc" },
});
