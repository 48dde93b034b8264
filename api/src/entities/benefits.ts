import { defineEntity } from "./types";

export default defineEntity({
  name: "benefits",
  table: "benefits",
  group: "human-resource",
  route: "/human-resource/benefit",
  label: "title",
  fields: {
    title: { type: "string", required: true, unique: true, maxLength: 120, searchable: true, sortable: true, filterable: true },
    content: { type: "text", searchable: true },
  },
  defaultSort: { field: "title", order: "asc" },
});
