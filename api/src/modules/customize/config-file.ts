import { Ajv } from "ajv";
import type { Knex } from "knex";
import { readResources, readRoles } from "../../custom/live";
import {
  type CustomDefinition,
  type CustomResource,
  customKey,
  type FieldSetting,
  type Labels,
  type ListLayout,
  liveFields,
  type ResourceField,
  type StoredRole,
} from "../../entities";
import { ApiError, type Message, msg } from "../../http/errors";
import type { PortableSettings, PortableTemplate } from "../settings";
import schema from "./configuration.schema.json";
import type { Ctx } from "./fields";

/**
 * The configuration as one file (`GET /api/customize/export`): custom fields, relabels, list layouts,
 * custom resources, roles and their grants, and the company-independent settings; never records,
 * users or secrets. Versioned (`format`, `version`), described by configuration.schema.json.
 */

export const configurationFormat = "erp-crm-configuration";
export const configurationVersion = 1;

export interface Configuration {
  format: typeof configurationFormat;
  version: number;
  exported_at?: string;
  custom_fields?: { entity: string; key: string; definition: Partial<CustomDefinition>; labels: Labels; position?: number; hidden?: boolean }[];
  relabels?: { entity: string; field: string; labels: Labels; required?: boolean }[];
  layouts?: ListLayout[];
  resources?: Omit<CustomResource, "table" | "deleted_at">[];
  roles?: StoredRole[];
  settings?: PortableSettings;
  /** The message templates an ADMIN changed (the defaults come with the code). */
  templates?: PortableTemplate[];
}

export type ExportCtx = Ctx & Pick<import("../../context").AppContext, "modules">;

/** A resource's field as the file carries it: its declaration, without trash marks. */
const portableField = ({ deleted_at: _, ...field }: ResourceField): ResourceField => field;

export const exportConfiguration = async (ctx: ExportCtx): Promise<Configuration> => {
  const rows = (await ctx.db("field_settings").whereNull("deleted_at").orderBy(["entity", "position", "id"]).select("*")) as FieldSetting[];
  const layouts = (await ctx.db("list_layouts").orderBy("entity").select("entity", "columns", "sort", "page_size")) as ListLayout[];
  return {
    format: configurationFormat,
    version: configurationVersion,
    exported_at: new Date().toISOString(),
    custom_fields: rows
      .filter((row) => row.custom)
      .map((row) => ({
        entity: row.entity,
        key: customKey(row.name),
        definition: row.definition,
        labels: row.labels,
        position: row.position,
        hidden: row.hidden,
      })),
    relabels: rows
      .filter((row) => !row.custom)
      .map((row) => ({ entity: row.entity, field: row.name, labels: row.labels, required: Boolean(row.definition.required) })),
    layouts,
    resources: (await readResources(ctx.db)).map(({ table: _, deleted_at: __, ...resource }) => ({
      ...resource,
      fields: liveFields(resource).map(portableField),
    })),
    roles: await readRoles(ctx.db),
    settings: await ctx.modules.settings.store.portable.read(ctx.db),
    templates: await ctx.modules.settings.templates.portable.read(ctx.db),
  };
};

const validateDocument = new Ajv({ allErrors: true, strict: false }).compile(schema);

/** A file as sent, checked: this application's format, a version this one reads, and the schema. */
export const parseConfiguration = (body: unknown): Configuration => {
  const doc = body as Partial<Configuration> | null;
  if (!doc || typeof doc !== "object" || doc.format !== configurationFormat) throw ApiError.badRequest("customize.messages.badFile");
  if (typeof doc.version === "number" && doc.version > configurationVersion)
    throw ApiError.badRequest("customize.messages.newerFile", { version: doc.version });
  if (!validateDocument(doc)) {
    const errors: Record<string, Message> = {};
    for (const error of validateDocument.errors ?? []) errors[error.instancePath.slice(1).replace(/\//g, ".") || "file"] ??= msg("invalidValue");
    throw ApiError.invalid({ file: msg("customize.messages.badFile"), ...errors });
  }
  return doc as Configuration;
};

/** What importing a file would change, and what stands in its way. */
export interface Change {
  kind: "resource" | "custom_field" | "relabel" | "layout" | "role" | "setting" | "template";
  target: string;
  action: "add" | "change";
}
export interface Conflict {
  kind: Change["kind"];
  target: string;
  message: Message;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined && v !== null && v !== false)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;

export type Trx = Knex.Transaction;
