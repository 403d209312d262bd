import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { init, parse } from 'es-module-lexer';
import { CLAUSE, importedName } from './paint-kits.js';

/**
 * The shared scope holds facades of some packages (shared.ts): the SDK's cut of react-router, zod
 * without its locales and compiler, and @mantine/core and @mantine/hooks split into kits. A name a
 * module imports that the facade lacks compiles (types come from the real package) and is `undefined`
 * in the page; the build checks each named import instead, so it fails there with the name and the facade.
 */
export interface Facade {
  /** Where the provided names are listed, as the build's error names it. */
  source: string;
  provides(name: string): boolean;
}

const require = createRequire(import.meta.url);
const kitFile = (file: string) => fileURLToPath(new URL(`../ui/kit/${file}`, import.meta.url));
const mantineIndex = (pkg: string) => {
  const resolved = require.resolve(pkg);
  const home = path.join('node_modules', pkg);
  return path.join(resolved.slice(0, resolved.lastIndexOf(home) + home.length), 'esm/index.mjs');
};

/** The names a module exports; type-only exports go first, which the lexer does not read. */
const exportsOf = (file: string) =>
  new Set(parse(fs.readFileSync(file, 'utf8').replace(/export type \{[^}]*\} from '[^']*';/g, ''))[1].map((e) => e.n));

let facades: Promise<ReadonlyMap<string, Facade>> | undefined;

/** The facade of each package whose shared module is not the whole package, by the name plugins import. */
export function sharedFacades(): Promise<ReadonlyMap<string, Facade>> {
  facades ??= init.then(() => {
    const router = exportsOf(kitFile('router.ts'));
    // The zod facade is all of zod but the parts it declares `undefined`.
    const zodFacade = kitFile('zod.ts');
    const left = new Set([...fs.readFileSync(zodFacade, 'utf8').matchAll(/^export const (\w+) = undefined;/gm)].map((m) => m[1]!));
    const mantine = (pkg: string): Facade => {
      const names = exportsOf(mantineIndex(pkg));
      return { source: `${pkg} (its kits and the rest of the package)`, provides: (n) => names.has(n) };
    };
    return new Map<string, Facade>([
      ['react-router', { source: path.relative(process.cwd(), kitFile('router.ts')), provides: (n) => router.has(n) }],
      ['zod', { source: path.relative(process.cwd(), zodFacade), provides: (n) => !left.has(n) }],
      ['@mantine/core', mantine('@mantine/core')],
      ['@mantine/hooks', mantine('@mantine/hooks')],
    ]);
  });
  return facades;
}

/**
 * One line for each name a module imports (or re-exports) by name from a package with a facade that the
 * facade does not provide. Runs on SWC's output, where type-only imports are gone.
 */
export function facadeProblems(source: string, file: string, facades: ReadonlyMap<string, Facade>): string[] {
  if (![...facades.keys()].some((p) => source.includes(p))) return [];
  const problems: string[] = [];
  for (const i of parse(source)[0]) {
    const facade = i.n === undefined || i.d !== -1 ? undefined : facades.get(i.n);
    const list = facade && CLAUSE.exec(source.slice(i.ss, i.s - 1))?.[2];
    if (!list) continue;
    for (const name of list
      .split(',')
      .map((s) => importedName(s.trim()))
      .filter(Boolean))
      if (!facade.provides(name))
        problems.push(`${file} imports ${name} from '${i.n}', which the shared facade ${facade.source} does not provide`);
  }
  return problems;
}
