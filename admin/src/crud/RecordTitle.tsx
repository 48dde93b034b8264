import type { EntityDef } from "@erp/api/entities";
import type { BaseKey } from "@refinedev/core";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { enumLabel, fieldsOf, recordLabel } from "./entity";
import { RefLabel } from "./FieldValue";
import { formatDate } from "./format";

const blank = (value: unknown) => value === null || value === undefined || value === "";

/** The fields that name a record in its page title: the declaration's `title`, else its label. */
export const titleFields = (entity: EntityDef) => {
  const names = entity.title?.length ? entity.title : [entity.label];
  const fields = fieldsOf(entity);
  return names.flatMap((name) => fields.filter((field) => field.name === name));
};

/**
 * A record's own name for its page header, e.g. "QT-2026-00004 · Florist shop IT set-up": the title
 * fields joined with " · ", refs by their target's label, enums translated, dates formatted, blanks left out.
 */
export const RecordTitle = ({ entity, record }: { entity: EntityDef; record: Record<string, unknown> }) => {
  const { t } = useTranslation();
  const parts = titleFields(entity)
    .filter((field) => !blank(record[field.name]) && field.type !== "lines")
    .map((field) => {
      const value = record[field.name];
      switch (field.type) {
        case "ref":
          return Array.isArray(value) ? null : <RefLabel key={field.name} field={field} id={value as BaseKey} />;
        case "enum":
          return enumLabel(t, entity.name, field.name, value);
        case "date":
        case "datetime":
          return formatDate(value, field.type);
        default:
          return String(value);
      }
    })
    .filter((part) => part !== null);
  return (
    <span className="erp-record-title" data-testid="record-title">
      {parts.length === 0
        ? recordLabel(entity, record)
        : parts.map((part, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the title's parts keep their order
            <Fragment key={index}>
              {index > 0 && " · "}
              {part}
            </Fragment>
          ))}
    </span>
  );
};
