import type { Knex } from "knex";
import * as createFixtureNotes from "./20990101a-create-fixture-notes";

/** The fixture module's migrations, by name (its folder's files, as a real module's). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20990101a-create-fixture-notes": createFixtureNotes,
};
