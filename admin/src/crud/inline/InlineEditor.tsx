import type { EntityDef } from "@erp/api/entities";
import { type HttpError, useUpdate } from "@refinedev/core";
import { DatePicker, Input, InputNumber, Select, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { enumLabel, fieldLabel, type Field, type Row } from "../entity";
import { dateFormat, dateTimeFormat } from "../format";
import { useNotices } from "../notices";
import { RefSelect } from "../RefSelect";
import { toMoney } from "../values";

type Props = { entity: EntityDef; field: Field; record: Row; onDone: () => void };

/** The control's value as the API takes it (the form's conversions: money with two decimals, dates as strings, blank numbers null). */
const toApi = (field: Field, value: unknown): unknown => {
  if (value === undefined || value === null || value === "")
    return field.type === "string" || field.type === "email" || field.type === "phone" ? (value ?? null) : null;
  if (field.type === "money") return toMoney(value);
  if (field.type === "date") return (value as Dayjs).format("YYYY-MM-DD");
  if (field.type === "datetime") return (value as Dayjs).second(0).millisecond(0).format();
  return value;
};

/**
 * One cell's editor (loaded on the first edit, see inlineColumns.tsx): the field's control, focused;
 * Enter or leaving it saves, Esc cancels; a pick (a choice, a reference, a date, a switch) saves at
 * once. The save is Refine's optimistic update through the data provider's PATCH, the form's: the row
 * shows the new value at once and goes back to the stored one when the server refuses, whose message
 * (the field's own, else the answer's) is the notice.
 */
const InlineEditor = ({ entity, field, record, onDone }: Props) => {
  const { t } = useTranslation();
  const { saved } = useNotices();
  const { mutate } = useUpdate();
  const stored = record[field.name];
  const [value, setValue] = useState<unknown>(
    field.type === "date" || field.type === "datetime" ? (stored ? dayjs(stored as string) : null) : stored,
  );
  const cell = useRef<HTMLSpanElement>(null);
  const settled = useRef(false);

  const finish = (save: boolean, next: unknown = value) => {
    if (settled.current) return;
    settled.current = true;
    const td = cell.current?.closest("td");
    const payload = toApi(field, next);
    if (save && JSON.stringify(payload) !== JSON.stringify(stored ?? null))
      mutate({
        resource: entity.name,
        id: record.id,
        values: { [field.name]: payload },
        mutationMode: "optimistic",
        successNotification: saved.successNotification,
        errorNotification: (error?: HttpError) => {
          const own = error?.errors?.[field.name];
          const message = typeof own === "string" ? own : Array.isArray(own) ? own.join(", ") : error?.message || t("messages.unknownError");
          return { message: `${fieldLabel(t, entity.name, field)}: ${message}`, type: "error" };
        },
      });
    onDone();
    // back on the cell: the arrow keys and Enter go on from here
    td?.focus();
  };
  const keys = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === "Escape") finish(false);
    else if (event.key === "Enter" && !["enum", "ref", "boolean"].includes(field.type)) finish(true);
  };
  const pick = (next: unknown) => {
    setValue(next);
    finish(true, next);
  };
  const common = { autoFocus: true, "aria-label": fieldLabel(t, entity.name, field), style: { minWidth: 140, width: "100%" } } as const;

  const control = () => {
    switch (field.type) {
      case "number":
      case "integer":
      case "money":
        return (
          <InputNumber
            {...common}
            value={value as never}
            precision={field.type === "integer" ? 0 : field.type === "money" ? 2 : undefined}
            stringMode={field.type === "money"}
            onChange={setValue}
            onBlur={() => finish(true)}
          />
        );
      case "date":
      case "datetime":
        return (
          <DatePicker
            {...common}
            defaultOpen
            value={value as Dayjs | null}
            showTime={field.type === "datetime" ? { format: "HH:mm" } : false}
            format={field.type === "datetime" ? dateTimeFormat : dateFormat}
            onChange={pick}
            onOpenChange={(open) => !open && finish(false)}
          />
        );
      case "enum":
        return (
          <Select
            {...common}
            defaultOpen
            value={value as never}
            allowClear={!field.required}
            options={field.values.map((option) => ({ value: option, label: enumLabel(t, entity.name, field.name, option) }))}
            onChange={pick}
            onBlur={() => finish(false)}
          />
        );
      case "ref":
        return (
          <RefSelect {...common} defaultOpen field={field} value={value} allowClear={!field.required} onChange={pick} onBlur={() => finish(false)} />
        );
      case "boolean":
        return <Switch autoFocus checked={Boolean(value)} aria-label={common["aria-label"]} onChange={pick} />;
      default:
        return (
          <Input
            {...common}
            value={(value as string | null) ?? ""}
            type={field.type === "email" ? "email" : field.type === "phone" ? "tel" : undefined}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => finish(true)}
          />
        );
    }
  };
  // clicks and double-clicks in the editor (and its dropdowns, rendered elsewhere) stay out of the row: they do not open the record
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a wrapper catching its control's keys and clicks; the control is the interactive element
    <span
      ref={cell}
      data-inline-editor=""
      onKeyDown={keys}
      onBlur={field.type === "boolean" ? () => finish(false) : undefined}
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
    >
      {control()}
    </span>
  );
};

export default InlineEditor;
