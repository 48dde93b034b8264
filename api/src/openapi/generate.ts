import { writeFileSync } from "node:fs";
import { createApp } from "../app";
import { createDb } from "../db/knex";
import { migrateLatest } from "../db/migrations";
import { modules } from "../modules";
import { adminDocument, isFixture, typeFiles, typesOf, withFixture } from "./types";

/**
 * `npm run openapi:types`: the document of a fresh instance (an embedded database in memory) as
 * TypeScript types; `admin` the real modules' (the admin's client), `fixture` the fixture modules' routes.
 */
const main = async (kind: keyof typeof typeFiles) => {
  const db = createDb();
  try {
    const list = kind === "admin" ? modules : withFixture;
    await migrateLatest(db, list);
    const document = adminDocument(await createApp({ db, modules: list }));
    writeFileSync(typeFiles[kind], await typesOf(document, kind === "fixture" ? isFixture : undefined));
  } finally {
    // the app's timers keep using the database: the script ends here
    process.exit(0);
  }
};

const kind = process.argv[2];
if (kind === "admin" || kind === "fixture") await main(kind);
