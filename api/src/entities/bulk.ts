import type { FieldDef } from "./types";

/**
 * The fields a bulk "set" may write on many records at once (the list's bulk bar offers them): what
 * the form edits, but for unique values (one per record), child lines, passwords and JSON documents.
 */
export const bulkSettable = (field: FieldDef): boolean =>
  !field.readOnly && !field.unique && field.type !== "lines" && field.type !== "password" && field.type !== "json" && field.type !== "keyvalue";
