import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../modules";
import { defineModule, type ModuleDef, ownedTables, type TriggerDef } from "../../modules/module";
import { fixtureModule } from "../../test/fixture-module";
import { openTestDb, type TestDb } from "../../test/harness";
import { legacyMigrations } from "../../test/legacy-migrations";
import { describeSchema, inFreshSchema, type SchemaDescription } from "../../test/schema";
import { assembleMigrations, engine, engineMigrations, engineTables, migrateLatest, migrationSource, prefixOf } from ".";
import { currentNames, renamedMigrations } from "./renamed";

/**
 * The migration list: assembled from the engine's and the modules' folders, one prefix per
 * migration; each module's migrations touch only the tables it owns (triggers on others' only as
 * declared); and a database migrated under the names the migrations had before they moved and split
 * comes out of an upgrade with the schema a fresh database gets, having run nothing twice.
 */
const withFixture = [...modules, fixtureModule];
const legacyNames = legacyMigrations.map(([name]) => name);
const noop: Knex.Migration = { up: async () => {} };

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

const appliedNames = async (db: Knex) => (await db("knex_migrations").orderBy("name").pluck("name")) as string[];

describe("the migration list", () => {
  const names = assembleMigrations(withFixture).map((m) => m.name);

  it("gives every migration a YYYYMMDDx prefix of its own", () => {
    const prefixes = names.map(prefixOf);
    expect(names.filter((_, i) => !prefixes[i])).toEqual([]);
    expect(prefixes.filter((prefix, i) => prefixes.indexOf(prefix) !== i)).toEqual([]);
  });

  it("refuses a prefix taken twice and a name without one", () => {
    const again = defineModule({ name: "again", migrations: { "20261123b-create-more": noop } });
    expect(() => assembleMigrations([...modules, again])).toThrow(
      "migration 20261123b-create-more of again has the prefix of 20261123b-add-stock-custom-fields of stock",
    );
    const unnamed = defineModule({ name: "unnamed", migrations: { "create-things": noop } });
    expect(() => assembleMigrations([unnamed])).toThrow("migration create-things of unnamed is not named YYYYMMDDx-verb-noun");
  });

  it("is the files of each module's migrations/ folder and of db/migrations/, each listed by its owner", () => {
    const filesIn = (dir: string) =>
      existsSync(dir)
        ? readdirSync(dir)
            .filter((file) => /^\d{8}[a-z]-.+\.ts$/.test(file) && !file.endsWith(".test.ts"))
            .map((file) => file.slice(0, -3))
            .sort()
        : [];
    for (const module of modules)
      expect(Object.keys(module.migrations ?? {}).sort(), module.name).toEqual(
        filesIn(join(import.meta.dirname, "../../modules", module.name, "migrations")),
      );
    expect(Object.keys(engineMigrations).sort()).toEqual(filesIn(import.meta.dirname));
  });

  it("maps every old name to new ones in their old order: the old list renamed is the list's start, nothing left out or twice", () => {
    const list = assembleMigrations(modules).map((m) => m.name);
    const renamed = legacyNames.flatMap((name) => renamedMigrations[name] ?? [name]);
    // what came after the rename keeps its own name and runs after everything renamed
    expect(renamed).toEqual(list.slice(0, renamed.length));
    expect(list.slice(renamed.length).every((name) => name > renamed[renamed.length - 1])).toBe(true);
    expect(Object.keys(renamedMigrations).filter((name) => list.includes(name))).toEqual([]);
    expect(Object.keys(renamedMigrations).filter((name) => !legacyNames.includes(name))).toEqual([]);
    expect(currentNames([...legacyNames].reverse())).toEqual(list.slice(0, renamed.length));
  });
});

/** Old list's source, the first `count` of its migrations. */
const legacySource = (count: number): Knex.MigrationSource<string> => {
  const listed = new Map(legacyMigrations.slice(0, count));
  return { getMigrations: async () => [...listed.keys()], getMigrationName: (name) => name, getMigration: async (name) => listed.get(name)! };
};

describe("a database migrated under the old names", () => {
  let fresh: SchemaDescription;
  let freshNames: string[];
  beforeAll(async () => {
    [fresh, freshNames] = await inFreshSchema(testDb.db, async (db) => {
      await migrateLatest(db);
      return [await describeSchema(db), await appliedNames(db)] as const;
    });
  });

  it("is renamed and then runs only what was added since: the same schema, triggers and functions as a fresh database", async () => {
    await inFreshSchema(testDb.db, async (db) => {
      await db.migrate.latest({ migrationSource: legacySource(legacyMigrations.length) });
      expect(await appliedNames(db)).toEqual([...legacyNames].sort());
      const renamed = currentNames(legacyNames);
      const batches = await db("knex_migrations").where("name", "in", legacyNames).distinct("batch").pluck("batch");
      const [, ran] = await migrateLatest(db);
      expect(ran).toEqual(freshNames.filter((name) => !renamed.includes(name)));
      expect(await appliedNames(db)).toEqual(freshNames);
      // the renamed rows keep the batch they ran in
      expect(await db("knex_migrations").whereIn("name", renamed).distinct("batch").pluck("batch")).toEqual(batches);
      expect(await describeSchema(db)).toEqual(fresh);
    });
  });

  // stopped after the migration split in four (more of the old ones before it, each split, than not), and after the last split one
  it.each(["20261122e-create-sales", "20261123h-create-settings"])(
    "stopped after %s: runs exactly what it had not run, and ends as a fresh database",
    async (last) => {
      const count = legacyNames.indexOf(last) + 1;
      await inFreshSchema(testDb.db, async (db) => {
        await db.migrate.latest({ migrationSource: legacySource(count) });
        const [, ran] = await migrateLatest(db);
        const applied = currentNames(legacyNames.slice(0, count));
        expect(ran).toEqual(freshNames.filter((name) => !applied.includes(name)));
        expect(await describeSchema(db)).toEqual(fresh);
      });
    },
  );

  it("is renamed only under knex's migration lock: while another process migrates, it refuses and changes nothing", async () => {
    await inFreshSchema(testDb.db, async (db) => {
      await db.migrate.latest({ migrationSource: legacySource(3) });
      await db("knex_migrations_lock").update({ is_locked: 1 });
      await expect(migrateLatest(db)).rejects.toThrow("Migration table is already locked");
      expect(await appliedNames(db)).toEqual(legacyNames.slice(0, 3));
      await db("knex_migrations_lock").update({ is_locked: 0 });
      await migrateLatest(db);
      expect(await appliedNames(db)).toEqual(freshNames);
    });
  });
});

/** Every table's owner: the engine's own, then each module's (a module may not claim another's). */
const ownersOf = (list: readonly ModuleDef[]) => {
  const owners = new Map<string, string>([
    ["knex_migrations", engine],
    ["knex_migrations_lock", engine],
  ]);
  const claims: string[] = [];
  for (const module of list)
    for (const table of [...ownedTables(module), ...(module.dropped ?? [])]) {
      if (owners.has(table)) claims.push(`${table}: ${owners.get(table)} and ${module.name}`);
      owners.set(table, module.name);
    }
  // the users and system modules' entities are the screens over the engine's users and behaviour_logs
  for (const table of engineTables) owners.set(table, engine);
  return { owners, claims: claims.filter((claim) => !engineTables.includes(claim.split(":")[0])) };
};

type Kind = "relations" | "columns" | "constraints" | "indexes" | "triggers";
const kinds: Kind[] = ["relations", "columns", "constraints", "indexes", "triggers"];

/** What `after` has that `before` had not, or had otherwise, or lost: [kind, key, the table it is on]. */
const changes = (before: SchemaDescription, after: SchemaDescription) =>
  kinds.flatMap((kind) => {
    const was = before[kind] as Record<string, { table: string }>;
    const is = after[kind] as Record<string, { table: string }>;
    return [...new Set([...Object.keys(was), ...Object.keys(is)])]
      .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]))
      .map((key) => ({ kind, key, table: (is[key] ?? was[key]).table, object: is[key] }));
  });

describe("each module's migrations", () => {
  it("run one at a time on a fresh database, create and alter only the tables their module owns; triggers on others' are the declared ones", async () => {
    const { owners, claims } = ownersOf(withFixture);
    expect(claims).toEqual([]);
    const declared = (module: string) => withFixture.find((m) => m.name === module)?.triggers ?? [];
    const violations: string[] = [];
    const foreign: (TriggerDef & { module: string })[] = [];
    const functionsBy = new Map<string, string>();
    const final = await inFreshSchema(testDb.db, async (db) => {
      const migrationSourceOfAll = migrationSource(withFixture);
      let before = await describeSchema(db);
      for (const { name, module } of assembleMigrations(withFixture)) {
        await db.migrate.up({ migrationSource: migrationSourceOfAll, name });
        const after = await describeSchema(db);
        for (const name of Object.keys(after.functions)) if (!before.functions[name]) functionsBy.set(name.replace(/\(.*$/, ""), module);
        for (const change of changes(before, after)) {
          if (owners.get(change.table) === module) continue;
          const trigger = change.kind === "triggers" && (change.object as SchemaDescription["triggers"][string] | undefined);
          const match = trigger && declared(module).find((t) => t.name === trigger.name && t.table === trigger.table && t.event === trigger.event);
          if (trigger && match && trigger.level === "statement" && match.function === trigger.function) foreign.push({ ...match, module });
          else
            violations.push(
              `${name} (${module}) changes ${change.kind} ${change.key} of ${change.table} (${owners.get(change.table) ?? "nobody"}'s)`,
            );
        }
        before = after;
      }
      return before;
    });
    expect(violations).toEqual([]);
    // every table has its owner and every owner's table is there; every trigger runs a function of the module that put it there
    expect(Object.values(final.relations).filter((r) => !owners.has(r.table))).toEqual([]);
    const dropped = new Set(withFixture.flatMap((module) => module.dropped ?? []));
    expect([...owners.keys()].filter((table) => !final.relations[table] && !dropped.has(table))).toEqual([]);
    expect([...dropped].filter((table) => final.relations[table])).toEqual([]);
    for (const trigger of Object.values(final.triggers)) {
      const by = foreign.find((t) => t.name === trigger.name && t.table === trigger.table)?.module ?? owners.get(trigger.table);
      expect(functionsBy.get(trigger.function), `${trigger.table}.${trigger.name}`).toBe(by);
    }
    // and each declared trigger exists, put there by its module
    for (const module of withFixture)
      expect(
        foreign.filter((t) => t.module === module.name).map(({ module: _, ...t }) => t),
        module.name,
      ).toEqual(expect.arrayContaining([...(module.triggers ?? [])]));
    expect(foreign.length).toBe(withFixture.reduce((n, module) => n + (module.triggers?.length ?? 0), 0));
  });
});
