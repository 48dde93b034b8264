import "./cards.css";
import { type EntityDef, summaryFields } from "@erp/api/entities";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { enumLabel, fieldsOf, type Field, type Row } from "./entity";
import { formatCurrency, formatDate, formatNumber } from "./format";
import { StatusTag } from "./StatusTag";
import type { RefLabelOf } from "./useRefLabels";

/** A field's value as plain text (a card is one tap target: its references are names, not links). */
const text = (t: TFunction, entity: EntityDef, field: Field, value: unknown, labelOf: RefLabelOf): string => {
  if (value === null || value === undefined || value === "" || Array.isArray(value)) return "";
  switch (field.type) {
    case "ref":
      return labelOf(field.name, value);
    case "enum":
      return enumLabel(t, entity.name, field.name, value);
    case "date":
    case "datetime":
      return formatDate(value, field.type);
    case "money":
      return formatCurrency(value);
    case "number":
    case "integer":
      return formatNumber(value);
    case "boolean":
      return t(`boolean.${value ? "true" : "false"}`);
    default:
      return String(value);
  }
};

/**
 * A record as a list shows it on a phone: its name (the declaration's label) and status on the first
 * line, the rest of its title (an order's customer) under it, then its date and amount; the fields
 * come from the declaration (`summaryFields`), so every list, custom resources' included, gets it.
 * The row it sits in opens the record when tapped.
 */
export const RecordCard = ({ entity, record, labelOf }: { entity: EntityDef; record: Row; labelOf: RefLabelOf }) => {
  const { t } = useTranslation();
  const fields = new Map(fieldsOf(entity).map((field) => [field.name, field]));
  const summary = summaryFields(entity);
  const shown = (name: string | undefined) => {
    const field = name ? fields.get(name) : undefined;
    return field ? text(t, entity, field, record[field.name], labelOf) : "";
  };
  const name = shown(entity.label) || `#${record.id}`;
  // the title's other fields, but not those the card shows anyway
  const besides = (entity.title ?? [])
    .filter((field) => field !== entity.label && field !== summary.date && field !== summary.amount && field !== summary.status)
    .map(shown)
    .filter(Boolean)
    .join(" · ");
  const date = shown(summary.date);
  const amount = shown(summary.amount);
  const status = summary.status ? record[summary.status] : undefined;
  return (
    <div className="erp-record-card" data-testid="record-card">
      <div className="erp-record-card-line">
        <span className="erp-record-card-name">{name}</span>
        {status !== undefined && status !== null && <StatusTag resource={entity.name} status={status} field={summary.status} />}
      </div>
      {besides && <div className="erp-record-card-besides">{besides}</div>}
      {(date || amount) && (
        <div className="erp-record-card-line erp-record-card-figures">
          <span>{date}</span>
          <span className="erp-money">{amount}</span>
        </div>
      )}
    </div>
  );
};

export default RecordCard;
