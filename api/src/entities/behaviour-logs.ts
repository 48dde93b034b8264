import { defineEntity } from "./types";

/** What the log records besides the verbs modules declare (the registry adds those to `action`). */
export const behaviourActions = [
  "sign-in",
  "sign-out",
  "sign-in-failed",
  "create",
  "update",
  "delete",
  "restore",
  "status",
  "import",
  "generate",
  "bulk",
] as const;

/** Who did what, written in the same transaction as the change; read-only for everyone. */
export default defineEntity({
  name: "behaviour-logs",
  table: "behaviour_logs",
  group: "settings",
  route: "/settings/behaviour-log",
  label: "action",
  title: ["action", "target"],
  operations: [],
  // written by the system in bulk, not record by record: no history of their own
  history: false,
  timestamps: ["created_at"],
  search: false,
  fields: {
    action: { type: "enum", values: behaviourActions, withVerbs: true, required: true, sortable: true, filterable: true },
    target: { type: "string", maxLength: 60, namesResource: true, searchable: true, sortable: true, filterable: true },
    target_id: { type: "integer", recordOf: "target", filterable: true },
    user_id: { type: "ref", ref: "users", searchable: true, sortable: true, filterable: true },
    email: { type: "email", maxLength: 200, searchable: true, filterable: true },
    ip: { type: "string", maxLength: 64, searchable: true, filterable: true },
    /** The request that wrote the line (X-Request-Id): the server's log lines of that request carry it too. */
    request_id: { type: "string", maxLength: 64, filterable: true },
    /** A bulk action's what, count and ids: `{ action, count, ids, done, refused }`. */
    detail: { type: "json", readOnly: true },
  },
  defaultSort: { field: "created_at", order: "desc" },
});
