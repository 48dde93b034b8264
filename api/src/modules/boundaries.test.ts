import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { modules } from ".";

/**
 * Modules meet through declared surfaces only: a module calls another through `ctx.modules.<name>`
 * (what that module `provides`, named in its own `uses`) and imports nothing of another module's
 * folder but the types its index.ts exports. Tests may also import another module's index.ts to
 * compose an app of fewer modules, and set their data up through any module's services. The engine outside modules/ imports no module's folder.
 */

const src = resolve(import.meta.dirname, "..");
const modulesDir = import.meta.dirname;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });

interface Import {
  specifier: string;
  typeOnly: boolean;
  line: number;
}

/** Every import, re-export and dynamic import() of a file, and whether it brings types only. */
export const importsOf = (file: string, text = readFileSync(file, "utf8")): Import[] => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = Boolean(clause?.isTypeOnly || (clause && !clause.name && named?.length && named.every((e) => e.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, line: lineOf(node) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      const typeOnly = node.isTypeOnly || Boolean(named?.length && named.every((e) => e.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, line: lineOf(node) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) found.push({ specifier: arg.text, typeOnly: false, line: lineOf(node) });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** The module folder a path lies in (`modules/<name>/...`), if any. */
const moduleOf = (path: string): string | undefined => {
  const rel = relative(modulesDir, path);
  if (rel.startsWith("..")) return undefined;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts[0] : undefined;
};

/** A relative specifier resolved to the file it names (a folder means its index.ts). */
const resolved = (from: string, specifier: string) => {
  const path = resolve(dirname(from), specifier);
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, "index.ts")])
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  return path;
};

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes(`${sep}test${sep}`);

/** What a file of module `own` may not import: anything of another module but its index.ts, and values from it outside tests. */
export const crossings = (file: string, own: string | undefined, imports: Import[]) =>
  imports.flatMap(({ specifier, typeOnly, line }) => {
    if (!specifier.startsWith(".")) return [];
    const target = resolved(file, specifier);
    const other = moduleOf(target);
    if (!other || other === own) return [];
    const where = `${relative(src, file)}:${line} imports ${relative(src, target)}`;
    if (own === undefined) return [`${where}: the engine imports no module's folder`];
    if (target !== join(modulesDir, other, "index.ts")) return [`${where}: only modules/${other}/index.ts is public`];
    if (!typeOnly && !isTest(file)) return [`${where}: types only (call it through ctx.modules.${other})`];
    return [];
  });

describe("module boundaries", () => {
  it("a module imports nothing of another module but the types of its index.ts; the engine imports no module's folder", () => {
    // modules/index.ts is the one list of modules: it imports each definition
    const files = filesUnder(src).filter((file) => file !== join(modulesDir, "index.ts"));
    const found = files.flatMap((file) => crossings(file, moduleOf(file), importsOf(file)));
    expect(found).toEqual([]);
  });

  it("a module calls only the modules it declares in `uses`, and those provide something", () => {
    const byName = new Map(modules.map((module) => [module.name, module]));
    const found: string[] = [];
    for (const module of modules) {
      const folder = join(modulesDir, module.name);
      // (a test may set its data up through any module's services)
      for (const file of filesUnder(folder).filter((path) => !isTest(path))) {
        for (const [, used] of readFileSync(file, "utf8").matchAll(/\bmodules\.([a-z][\w-]*)/g)) {
          // `modules.<name>` of a module this list knows (a local `modules.size` is no call)
          if (used === module.name || !byName.has(used)) continue;
          if (!module.uses?.includes(used as never))
            found.push(`${relative(src, file)} calls modules.${used} but "${module.name}" does not declare it in uses`);
          else if (!byName.get(used)?.provides) found.push(`${relative(src, file)} calls modules.${used}, which provides nothing`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("the check itself: a value import of another module, a private file and an undeclared module are caught", () => {
    const file = join(modulesDir, "orders", "service.ts");
    const text = [
      'import { bookIncome } from "../accounting/posting";',
      'import accounting from "../accounting";',
      'import type { Movement } from "../stock";',
      'export { readSettings } from "../settings/store";',
    ].join("\n");
    expect(crossings(file, "orders", importsOf(file, text))).toEqual([
      "modules/orders/service.ts:1 imports modules/accounting/posting.ts: only modules/accounting/index.ts is public",
      "modules/orders/service.ts:2 imports modules/accounting/index.ts: types only (call it through ctx.modules.accounting)",
      "modules/orders/service.ts:4 imports modules/settings/store.ts: only modules/settings/index.ts is public",
    ]);
    expect(crossings(join(src, "crud", "service.ts"), undefined, importsOf(file, 'import { x } from "../modules/stock/ledger";'))).toHaveLength(1);
  });
});
