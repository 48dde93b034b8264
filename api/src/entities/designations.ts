import { defineEntity } from "./types";

export default defineEntity({
  name: "designations",
  table: "designations",
  group: "human-resource",
  route: "/human-resource/designation",
  label: "title",
  fields: {
    title: { type: "string", required: true, unique: true, maxLength: 120, searchable: true, sortable: true, filterable: true },
  },
  defaultSort: { field: "title", order: "asc" },
});
