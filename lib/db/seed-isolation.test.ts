import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The demo-city generator (lib/db/seed) is big and only needed on a first start, so no module
// the server loads may import it statically: prepareDatabase loads it with a dynamic import
// when there is work for it, and the scripts import it directly.

const root = process.cwd();
const seedDir = path.join(root, 'lib', 'db', 'seed');
/** Everything Next may load on the server: routes, features, shared UI, cross-cutting code, root hooks. */
const SERVER_DIRS = ['app', 'features', 'components', 'lib'];
const SERVER_ROOT_FILES = ['instrumentation.ts', 'middleware.ts', 'proxy.ts', 'next.config.ts'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const NOT_SHIPPED = /\.(test|spec)\.(ts|tsx)$|\.fixture\.ts$|\.d\.(ts|mts)$/;

const inSeed = (file: string) => file === seedDir || file.startsWith(`${seedDir}${path.sep}`);
const relative = (file: string) => path.relative(root, file);

function sourcesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(full);
    return SOURCE.test(entry.name) && !NOT_SHIPPED.test(entry.name) ? [full] : [];
  });
}

type ModuleImport = { specifier: string; dynamic: boolean };

/** Imports that load code at run time: type-only imports are erased and left out. */
function importsOf(file: string): ModuleImport[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: ModuleImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((e) => e.isTypeOnly)));
      if (!onlyTypes) found.push({ specifier: node.moduleSpecifier.text, dynamic: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push({ specifier: node.moduleSpecifier.text, dynamic: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file an import of this project names (the `@/` alias or a relative path); null for packages. */
function resolveImport(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const candidates = [base, ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((ext) => base + ext), path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? base;
}

/** Every module reachable from `entries` through static imports, each with the chain that reaches it. */
function staticallyReachable(entries: string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>(entries.map((e) => [e, [relative(e)]]));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const chain = chains.get(file) ?? [];
    if (!existsSync(file) || !SOURCE.test(file)) continue;
    for (const { specifier, dynamic } of importsOf(file)) {
      if (dynamic) continue;
      const target = resolveImport(specifier, file);
      if (target === null || chains.has(target)) continue;
      chains.set(target, [...chain, relative(target)]);
      queue.push(target);
    }
  }
  return chains;
}

describe('the demo-city seed stays out of the server', () => {
  const serverModules = [
    ...SERVER_DIRS.flatMap((dir) => sourcesUnder(path.join(root, dir))),
    ...SERVER_ROOT_FILES.map((f) => path.join(root, f)).filter((f) => existsSync(f)),
  ].filter((file) => !inSeed(file));

  it('is reached by no static import from app/, features/, components/ or lib/', () => {
    expect(serverModules.length).toBeGreaterThan(50);
    const reached = [...staticallyReachable(serverModules)].filter(([file]) => inSeed(file)).map(([, chain]) => chain.join(' -> '));
    expect(reached).toEqual([]);
  });

  it('tells a loading import of the seed from an erased or a dynamic one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-isolation-'));
    try {
      const file = path.join(dir, 'example.ts');
      writeFileSync(
        file,
        [
          "import { seedDemoCity } from '@/lib/db/seed';",
          "import type { SeedOptions } from '@/lib/db/seed';",
          "import { type SeedSummary } from '@/lib/db/seed/index';",
          "export { buildCatalog } from '@/lib/db/seed/catalog';",
          "export const later = () => import('@/lib/db/seed');",
        ].join('\n'),
      );
      expect(importsOf(file)).toEqual([
        { specifier: '@/lib/db/seed', dynamic: false },
        { specifier: '@/lib/db/seed/catalog', dynamic: false },
        { specifier: '@/lib/db/seed', dynamic: true },
      ]);
      expect([...staticallyReachable([file]).keys()].filter(inSeed).map(relative)).toContain(path.join('lib', 'db', 'seed', 'index.ts'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is what the walk finds from the scripts, which do import it', () => {
    const fromScripts = staticallyReachable([path.join(root, 'scripts', 'db.ts')]);
    expect([...fromScripts.keys()].some(inSeed)).toBe(true);
  });

  it('is loaded by prepareDatabase through a dynamic import only', () => {
    const database = path.join(root, 'lib', 'db', 'database.ts');
    const seedImports = importsOf(database).filter((i) => inSeed(resolveImport(i.specifier, database) ?? ''));
    expect(seedImports).toEqual([{ specifier: './seed', dynamic: true }]);
    expect(readFileSync(database, 'utf8')).toMatch(/export async function prepareDatabase[\s\S]*await import\('\.\/seed'\)/);
  });

  it('takes what it shares with the running site from outside the seed folder', () => {
    const seedModules = sourcesUnder(seedDir);
    const targets = new Set(seedModules.flatMap((file) => importsOf(file).map((i) => resolveImport(i.specifier, file))));
    expect(targets).toContain(path.join(root, 'lib', 'media', 'image-sizes.ts'));
    expect(targets).toContain(path.join(root, 'lib', 'prng.ts'));
    expect(existsSync(path.join(seedDir, 'image-sizes.ts'))).toBe(false);
    expect(existsSync(path.join(seedDir, 'prng.ts'))).toBe(false);
  });
});
