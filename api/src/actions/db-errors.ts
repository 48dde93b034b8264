import type { EntityDef } from "../entities";
import { ApiError, msg } from "../http/errors";

type PgError = { code?: string; constraint?: string; column?: string; nativeError?: PgError };

/** The field a constraint named by our migrations (`<table>_<field>_unique|_foreign`) is about. */
const fieldOf = (entity: EntityDef | undefined, constraint = "") =>
  entity &&
  Object.keys(entity.fields).find((field) => constraint === `${entity.table}_${field}_unique` || constraint === `${entity.table}_${field}_foreign`);

/** Maps a database refusal to the client's mistake it stands for; anything else is rethrown. */
export const translateDbError = (error: unknown, entity?: EntityDef): never => {
  // objection wraps the driver's error; knex passes it through as is.
  const wrapped = (error ?? {}) as PgError;
  const { code, constraint, column } = wrapped.nativeError ?? wrapped;
  const field = fieldOf(entity, constraint) ?? column ?? "id";
  switch (code) {
    case "23505": // unique_violation
      throw new ApiError(409, msg("duplicate"), { [field]: msg("duplicate") });
    case "23503": // foreign_key_violation
      throw ApiError.invalid({ [field]: msg("refMissing") });
    case "23502": // not_null_violation
      throw ApiError.invalid({ [field]: msg("required") });
    case "22001": // string too long
    case "22003": // numeric out of range
    case "22P02": // invalid text representation
    case "22007": // invalid datetime format
    case "22008": // datetime field overflow
    case "23514": // check_violation
    case "22021": // character not in repertoire (a NUL in text), should validation miss one
    case "22P05": // untranslatable character (a \u0000 in jsonb)
      throw ApiError.invalid({ [field]: msg("invalidValue") });
    default:
      throw error;
  }
};
