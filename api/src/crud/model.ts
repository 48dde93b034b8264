import { Model, type JSONSchema, type RelationMappings } from "objection";
import { type EntityDef, type FieldDef, isMultiple, isOwnColumn, type Registry } from "../entities";

/** JSON schema of one column, a safety net behind the zod validation (same declaration). */
const columnSchema = (field: FieldDef): JSONSchema => {
  switch (field.type) {
    case "string":
    case "email":
    case "phone":
    case "text":
      return { type: "string", maxLength: field.maxLength ?? (field.type === "text" ? 10_000 : 255) };
    case "money":
      return { type: "string", pattern: "^-?\\d{1,12}\\.\\d{2}$" };
    case "number":
      return { type: "number" };
    case "integer":
      return { type: "integer" };
    case "ref":
      return field.multiple ? { type: "array", items: { type: "integer" } } : { type: "integer" };
    case "boolean":
      return { type: "boolean" };
    case "date":
    case "datetime":
      return { type: "string" };
    case "enum":
      return field.multiple ? { type: "array", items: { type: "string", enum: [...field.values] } } : { type: "string", enum: [...field.values] };
    case "keyvalue":
      return { type: "array" };
    case "json":
    case "lines":
    case "password":
      return {};
  }
};

/** Columns of the table itself (custom fields live in `custom_fields`, which the service writes). */
const columns = (entity: EntityDef) => Object.entries(entity.fields).filter(([, f]) => isOwnColumn(f));

const models = new WeakMap<EntityDef, typeof Model>();

/** The objection model of a declaration (built once): table, JSON schema, JSON columns, relations to refs. */
export const modelFor = (entity: EntityDef, registry: Registry): typeof Model => {
  const cached = models.get(entity);
  if (cached) return cached;
  const model = class extends Model {
    static tableName = entity.table;
    static jsonAttributes = columns(entity)
      .filter(([, f]) => f.type === "json" || f.type === "keyvalue" || isMultiple(f))
      .map(([name]) => name);
    static jsonSchema: JSONSchema = {
      type: "object",
      properties: Object.fromEntries(
        columns(entity).map(([name, field]) => {
          const schema = columnSchema(field);
          if (field.required || !schema.type) return [name, schema];
          // a value the field may leave empty: null too (an enum's list of values included)
          return [name, { ...schema, type: [schema.type as string, "null"], ...(schema.enum ? { enum: [...schema.enum, null] } : {}) }];
        }),
      ) as Record<string, JSONSchema>,
    };
    static get relationMappings(): RelationMappings {
      return Object.fromEntries(
        columns(entity).flatMap(([name, field]) => {
          const target = field.type === "ref" && !field.multiple ? registry.entityByName.get(field.ref) : undefined;
          if (!target) return [];
          const relation = {
            relation: Model.BelongsToOneRelation,
            modelClass: modelFor(target, registry),
            join: { from: `${entity.table}.${name}`, to: `${target.table}.id` },
          };
          // `customer_id` -> customer; a column named like its target (a custom resource's `driver`) -> driver_ref
          return [[name.endsWith("_id") ? name.slice(0, -3) : `${name}_ref`, relation]];
        }),
      );
    }
  };
  Object.defineProperty(model, "name", { value: `${entity.table}_model` });
  models.set(entity, model);
  return model;
};
