import { allowed } from "../auth/enforcer";
import { dateIn } from "../clock";
import type { AppContext } from "../context";
import { allows, type EntityDef, type PageCommand, type PageDef, policyObjectOfPage } from "../entities";
import { type Language, languages, translatorFor } from "../i18n";

/**
 * The global search's pages and actions, matched by name in memory: entity lists and pages by their
 * name in either language (a word of the query in a name, or a typo of one), "New <record>" for what
 * the user may create, and the commands pages declare for the verbs granted.
 */

type Ctx = Pick<AppContext, "registry" | "enforcer" | "clock" | "config">;

/** A page or entity list found: its name, its label in the user's language, where it opens. */
export interface PageFound {
  name: string;
  label: string;
  route: string;
}

/** An action found: a form to open (`route`) or a command to call (`run`). */
export interface ActionFound {
  name: string;
  label: string;
  route?: string;
  run?: { method: "post"; path: string; body?: Record<string, unknown> };
}

/** Lowercased, and Chinese punctuation-insensitive enough: what a page's name is compared by. */
const normal = (text: string) => text.toLowerCase().normalize("NFKC").trim();

/** The trigrams of a word (pg_trgm's way: padded with two spaces before, one after). */
const trigrams = (word: string) => {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
};
/** A name made ready for matching: lowercased, its words' trigrams (built once per name, see `hay`). */
interface Hay {
  text: string;
  words: Set<string>[];
}
const hays = new Map<string, Hay>();
const hay = (name: string): Hay => {
  let ready = hays.get(name);
  if (!ready) {
    const text = normal(name);
    ready = {
      text,
      words: text
        .split(/[\s·,()（）]+/)
        .filter(Boolean)
        .map(trigrams),
    };
    if (hays.size < 10_000) hays.set(name, ready);
  }
  return ready;
};
/** Whether `word` is in the name, or close to one of its words (a typo). */
const wordMatches = (word: string, mine: Set<string> | undefined, { text, words }: Hay) => {
  if (text.includes(word)) return true;
  if (!mine) return false;
  return words.some((theirs) => {
    let shared = 0;
    for (const g of mine) if (theirs.has(g)) shared++;
    return shared / (mine.size + theirs.size - shared) >= 0.4;
  });
};
/** Every word of the query in one of the names (any language). */
const nameMatches = (q: string, names: readonly string[]) => {
  const words = normal(q)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ word, grams: word.length >= 3 ? trigrams(word) : undefined }));
  return names.some((name) => {
    const ready = hay(name);
    return words.every(({ word, grams }) => wordMatches(word, grams, ready));
  });
};

const previousMonth = (today: string) => {
  const [year, month] = today.split("-").map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
};

/** A command's body with its `$previousMonth` / `$currentMonth` filled in. */
const bodyOf = (ctx: Ctx, command: PageCommand) => {
  if (!command.body) return undefined;
  const today = dateIn(ctx.clock.now(), ctx.config.timeZone);
  return Object.fromEntries(
    Object.entries(command.body).map(([key, value]) => [
      key,
      value === "$previousMonth" ? previousMonth(today) : value === "$currentMonth" ? today.slice(0, 7) : value,
    ]),
  );
};

/**
 * What an entity or a page is found by, in each language, built once per declaration object (translations
 * are fixed once the app has started; an ADMIN's relabel or custom resource makes a new declaration): a
 * request then only compares words, where translating ~60 names and titles at every keystroke was a third
 * of the search's CPU.
 */
interface EntityNames {
  /** Its list's name (a custom resource's own labels). */
  names: string[];
  /** "Create Order" (its form's title) where it has one, else "New <name>". */
  createTitles: string[];
  /** What "new order" is matched against: the title and "New <name>", in each language. */
  createNames: string[];
}
const entityNamesCache = new WeakMap<EntityDef, EntityNames>();
const entityNames = (entity: EntityDef): EntityNames => {
  let ready = entityNamesCache.get(entity);
  if (!ready) {
    const names = languages.map(
      (language) => entity.labels?.[language] ?? entity.labels?.en ?? translatorFor(language)(`${entity.name}.${entity.name}`),
    );
    const newNames = languages.map((language, i) => translatorFor(language)("search.new", { name: names[i] }));
    const createTitles = languages.map((language, i) => translatorFor(language)(`${entity.name}.titles.create`, { defaultValue: newNames[i] }));
    ready = { names, createTitles, createNames: createTitles.map((title, i) => `${title} ${newNames[i]}`) };
    entityNamesCache.set(entity, ready);
  }
  return ready;
};

interface PageNames {
  names: string[];
  /** Each command's label in each language. */
  commands: Map<PageCommand, string[]>;
}
const pageNamesCache = new WeakMap<PageDef, PageNames>();
const pageNames = (page: PageDef): PageNames => {
  let ready = pageNamesCache.get(page);
  if (!ready) {
    ready = {
      names: languages.map((language) => translatorFor(language)(`${page.name}.${page.name}`)),
      commands: new Map(
        (page.commands ?? []).map((command) => [
          command,
          languages.map((language) => translatorFor(language)(`${page.name}.commands.${command.name}`)),
        ]),
      ),
    };
    pageNamesCache.set(page, ready);
  }
  return ready;
};

/** Pages, entity lists and actions matching `q` in either language, answered in the user's. */
export const pagesAndActions = (
  ctx: Ctx,
  roles: readonly string[],
  q: string,
  language: Language,
): { pages: PageFound[]; actions: ActionFound[] } => {
  const mine = languages.indexOf(language);
  const can = (object: string, action: string) => allowed(ctx.enforcer, roles, object, action);
  const pages: PageFound[] = [];
  const actions: ActionFound[] = [];
  for (const entity of ctx.registry.entities) {
    if (!can(entity.name, "list")) continue;
    const { names, createTitles, createNames } = entityNames(entity);
    if (nameMatches(q, names)) pages.push({ name: entity.name, label: names[mine], route: entity.route });
    if (allows(entity, "create") && can(entity.name, "create") && nameMatches(q, createNames))
      actions.push({ name: `${entity.name}.create`, label: createTitles[mine], route: `${entity.route}/create` });
  }
  for (const page of ctx.registry.pages) {
    const object = policyObjectOfPage(page);
    if (!can(object, "list")) continue;
    const { names, commands } = pageNames(page);
    if (page.menuParent !== false && nameMatches(q, names)) pages.push({ name: page.name, label: names[mine], route: page.route });
    for (const [command, labels] of commands) {
      if (!can(object, command.verb) || !nameMatches(q, labels)) continue;
      const body = bodyOf(ctx, command);
      actions.push({
        name: `${page.name}.commands.${command.name}`,
        label: labels[mine],
        run: { method: command.method, path: command.path, ...(body ? { body } : {}) },
      });
    }
  }
  return { pages: pages.slice(0, 8), actions: actions.slice(0, 8) };
};
