import { isHkid } from "@erp/api/entities/formats";
import type { Rule } from "antd/es/form";
import type { TFunction } from "i18next";
import type { Field } from "./entity";

const textTypes = new Set(["string", "text", "email", "phone"]);
const defaultMaxLength = (type: string) => (type === "text" ? 10_000 : 255);

/** `confirm_password` repeats `password`: the field a confirmation field must match, if any. */
export const confirmedField = (field: Field): string | undefined =>
  field.type === "password" && field.name.startsWith("confirm_") ? field.name.slice("confirm_".length) : undefined;

/** A catalogue key (`selectMonth`) or a module's full key (`payrolls.messages.x`), as the API reads them. */
const messageKey = (key: string) => (key.includes(".") ? key : `messages.${key}`);

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/**
 * "Name: input can not be empty": a required field's message names the field (its label, in the
 * user's language), so it reads whole in a notice, a screen reader or a table cell; the catalogue's
 * bare wording when no label is known.
 */
export const requiredMessage = (t: TFunction, label?: string): string =>
  label ? t("messages.requiredField", { field: label }) : t("messages.required");

/** A required rule with the field's name in its message (`whitespace`: blank text counts as empty). */
export const requiredRule = (t: TFunction, label?: string, { whitespace = false } = {}): Rule => ({
  required: true,
  ...(whitespace ? { whitespace: true } : {}),
  message: requiredMessage(t, label),
});

/**
 * Client-side rules from the declaration: the same facts the server validates, with the
 * catalogue's messages (`messages.required` naming the field, `messages.email`, `messages.negative`, ...).
 */
export const fieldRules = (field: Field, t: TFunction, mode: "create" | "edit" = "create", label?: string): Rule[] => {
  const rules: Rule[] = [];
  // a write-only password is never sent back: on edit, blank means "keep the current one"
  const required = field.required && field.type !== "boolean" && !(field.type === "password" && mode === "edit");
  if (required) {
    // `whitespace` only on text: async-validator treats any rule carrying it as a string rule
    const message = field.requiredMessage ? t(messageKey(field.requiredMessage)) : requiredMessage(t, label);
    rules.push({ required: true, ...(textTypes.has(field.type) ? { whitespace: true } : {}), message });
  }
  switch (field.type) {
    case "email":
    case "string":
    case "phone":
    case "text": {
      if (field.type === "email") rules.push({ type: "email", message: t("messages.email") });
      const max = field.maxLength ?? defaultMaxLength(field.type);
      rules.push({ max, message: t("messages.tooLong", { max }) });
      if (field.minLength) rules.push({ min: field.minLength, message: t("messages.tooShort", { min: field.minLength }) });
      if (field.format === "month") rules.push({ pattern: /^\d{4}-(0[1-9]|1[0-2])$/, message: t("messages.invalidMonth") });
      if (field.format === "time") rules.push({ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t("messages.invalidTime") });
      if (field.format === "hkid") {
        rules.push({
          validator: async (_rule, value) => {
            if (typeof value === "string" && value.trim() !== "" && !isHkid(value)) throw new Error(t("messages.hkid"));
          },
        });
      }
      break;
    }
    case "number":
    case "integer":
    case "money": {
      const min = field.type === "money" ? (field.min ?? 0) : field.min;
      const { max } = field;
      rules.push({
        validator: async (_rule, value) => {
          if (isBlank(value)) return;
          const number = Number(value);
          if (!Number.isFinite(number)) throw new Error(t("messages.invalidNumber"));
          if (min !== undefined && number < min) {
            throw new Error(min === 0 ? t("messages.negative") : t("messages.tooSmall", { min }));
          }
          if (max !== undefined && number > max) throw new Error(t("messages.tooLarge", { max }));
        },
      });
      break;
    }
    case "password": {
      if (field.minLength) rules.push({ min: field.minLength, message: t("messages.tooShort", { min: field.minLength }) });
      if (field.maxLength) rules.push({ max: field.maxLength, message: t("messages.tooLong", { max: field.maxLength }) });
      const confirms = confirmedField(field);
      if (confirms) {
        rules.push(({ getFieldValue }) => ({
          validator: async (_rule, value) => {
            if ((value || "") !== (getFieldValue(confirms) || "")) throw new Error(t("messages.passwordMismatch"));
          },
        }));
      }
      break;
    }
    case "json":
      rules.push({
        validator: async (_rule, value) => {
          if (typeof value !== "string" || value.trim() === "") return;
          try {
            JSON.parse(value);
          } catch {
            throw new Error(t("form.invalidJson"));
          }
        },
      });
      break;
    default:
      break;
  }
  return rules;
};
