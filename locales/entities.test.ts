import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allows, writeOperations } from "../api/src/entities";
import { registry } from "../api/src/modules";
import { mergeLocaleFiles } from "./merge";

/** Every file of a language merged into one tree, as the admin and the api load them. */
const load = (language: string): Record<string, unknown> =>
  mergeLocaleFiles(
    readdirSync(join(__dirname, language))
      .filter((file) => file.endsWith(".json"))
      .map((file) => ({ file, content: JSON.parse(readFileSync(join(__dirname, language, file), "utf8")) })),
  );

/** Verbs label the buttons that call them and the behaviour log's actions: `<resource or page>.actions.<verb>`. */
const verbKeys = (): string[] =>
  [...registry.entities, ...registry.pages].flatMap((declared) => (declared.actions ?? []).map((verb) => `${declared.name}.actions.${verb}`));

/** Verbs the list offers in bulk label their button: `bulk.verbs.<resource>.<verb>` (bulk.json, fetched with the bar). */
const bulkKeys = (): string[] =>
  registry.entities.flatMap((entity) => Object.keys(entity.bulk ?? {}).map((verb) => `bulk.verbs.${entity.name}.${verb}`));

/** Pages: `<page>.<page>` in the menu, their group (and menu node), and the commands the global search offers. */
const pageKeys = (): string[] =>
  registry.pages.flatMap((page) => [
    `${page.name}.${page.name}`,
    ...(page.commands ?? []).map((command) => `${page.name}.commands.${command.name}`),
    `menu.${page.group}`,
    ...(typeof page.menuParent === "string" ? [`menu.${page.menuParent}`] : []),
  ]);

/** The keys the admin reads for the declarations (see admin/src/crud/entity.ts and resources.ts). */
const declaredKeys = (): string[] =>
  registry.entities.flatMap((entity) => {
    const r = entity.name;
    // create and edit titles only where the declaration offers those screens
    const kinds = ["list", "show", ...writeOperations.filter((op) => op !== "delete" && allows(entity, op))];
    const keys = [`${r}.${r}`, ...kinds.map((kind) => `${r}.titles.${kind}`), `menu.${entity.group}`];
    if (entity.menuParent) keys.push(`menu.${entity.menuParent}`);
    for (const [name, field] of Object.entries(entity.fields)) {
      keys.push(`${r}.fields.${name}`);
      // the verbs the registry adds to an enum (the behaviour log's action) are labelled as verbs (verbKeys)
      if (field.type === "enum")
        keys.push(
          ...field.values.filter((value) => !field.withVerbs || !registry.actions.includes(value)).map((value) => `${r}.values.${name}.${value}`),
        );
      if (field.type === "lines") {
        for (const [child, def] of Object.entries(field.fields)) {
          keys.push(`${r}.${name}.fields.${child}`);
          if (def.type === "enum") keys.push(...def.values.map((value) => `${r}.values.${child}.${value}`));
        }
      }
    }
    return keys;
  });

describe("entity labels", () => {
  it.each(["en", "zh_Hant"])("every declared resource, field, line field, enum value and menu node has a label in %s", (language) => {
    const tree = load(language);
    const get = (key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    const missing = [...declaredKeys(), ...pageKeys(), ...verbKeys(), ...bulkKeys()].filter(
      (key) => typeof get(key) !== "string" || !(get(key) as string).trim(),
    );
    expect(missing).toEqual([]);
  });
});
