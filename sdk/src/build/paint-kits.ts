import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { init, parse } from 'es-module-lexer';

/**
 * A kit: part of a shared package, shared under a key of its own so a page loads it without the rest of
 * the package. The first-paint kits hold what the shell, sign-in and the wall render with; the write kit
 * what writing a post, a comment or a message adds (its text box, switch, progress bar and file button),
 * so the wall's composer loads a few KB instead of the rest of @mantine/core; the dialog kit the modal. The facade (sdk/src/ui/kit)
 * re-exports the names from the real package (`real`, an alias that bypasses the shared scope, rules.ts);
 * the loader (paint-kits-loader.ts) sends imports of those names there. A name belongs to one kit.
 */
export interface Kit {
  package: string;
  shareKey: string;
  facade: string;
  /**
   * The alias of the folder of the package's ES module build (rules.ts), which the facade re-exports
   * from: the folder itself means its index, a file in it one module (where the package's own index
   * would bring every export along, as react-i18next's does).
   */
  real: string;
  /** That folder. */
  esmDir: string;
  /** The build's index file, which the host provides as the whole package. */
  entry: string;
  version: string;
}

const require = createRequire(import.meta.url);

function kit(pkg: string, shareKey: string, file: string, esm: { dir: string; index: string }): Kit {
  // Not every package exports its package.json (the @mantine packages do not): find its folder.
  const resolved = require.resolve(pkg);
  const home = path.join('node_modules', pkg);
  const dir = resolved.slice(0, resolved.lastIndexOf(home) + home.length);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const facade = fileURLToPath(new URL(`../ui/kit/${file}`, import.meta.url));
  const real = `@atrium/real/${pkg.replace(/^@/, '').replace('/', '-')}`;
  const esmDir = path.join(dir, esm.dir);
  return { package: pkg, shareKey, facade, real, esmDir, entry: path.join(esmDir, esm.index), version };
}

const MANTINE_ESM = { dir: 'esm', index: 'index.mjs' };

export const KITS: readonly Kit[] = [
  kit('@mantine/core', '@atrium/mantine-paint', 'mantine-paint.ts', MANTINE_ESM),
  kit('@mantine/core', '@atrium/mantine-write', 'mantine-write.ts', MANTINE_ESM),
  kit('@mantine/core', '@atrium/mantine-dialog', 'mantine-dialog.ts', MANTINE_ESM),
  kit('@mantine/hooks', '@atrium/mantine-hooks-paint', 'mantine-hooks-paint.ts', MANTINE_ESM),
  kit('react-i18next', '@atrium/react-i18next-paint', 'react-i18next-paint.ts', { dir: 'dist/es', index: 'index.js' }),
];

/** For each package with kits: each kit's share key and the names its facade exports. */
export type KitNames = ReadonlyMap<string, readonly { shareKey: string; names: ReadonlySet<string> }[]>;

let names: Promise<KitNames> | undefined;

/** The names each kit exports, read from its facade, so each list is written once. */
export function kitNames(): Promise<KitNames> {
  names ??= init.then(() => {
    const byPackage = new Map<string, { shareKey: string; names: ReadonlySet<string> }[]>();
    for (const k of KITS) {
      const list = byPackage.get(k.package) ?? [];
      list.push({ shareKey: k.shareKey, names: new Set(parse(fs.readFileSync(k.facade, 'utf8'))[1].map((e) => e.n)) });
      byPackage.set(k.package, list);
    }
    return byPackage;
  });
  return names;
}

/** The text before a module name of `import { … } from` or `export { … } from`: the keyword and the list. */
export const CLAUSE = /^(import|export)\s*\{([^}]*)\}\s*from\s*$/;
/** The name a specifier of such a list takes from the module: `Rating` of `Rating as Stars`. */
export const importedName = (spec: string) => spec.split(/\s+as\s+/)[0]!;

/**
 * Splits each `import { … } from '<package>'` (and `export { … } from`) of a package with kits: each
 * kit's names from its share key, the others from the package. Default and namespace imports
 * keep the whole package; bare ones are dropped. Runs on SWC's output, where type-only imports are gone.
 */
export function splitKitImports(source: string, kits: KitNames): string {
  if (![...kits.keys()].some((p) => source.includes(p))) return source;
  const [imports] = parse(source);
  let out = '';
  let last = 0;
  for (const i of imports) {
    const packageKits = i.n === undefined || i.d !== -1 ? undefined : kits.get(i.n);
    if (!packageKits) continue;
    const before = source.slice(i.ss, i.s - 1);
    // A bare import, which Mantine's build leaves in most of its modules, would load the whole package
    // for nothing: a package with a kit has no side effects.
    if (/^import\s*$/.test(before)) {
      out += source.slice(last, i.ss);
      last = source[i.se] === ';' ? i.se + 1 : i.se;
      continue;
    }
    const head = CLAUSE.exec(before);
    if (!head) continue;
    const [, keyword, list] = head;
    const specs = list!
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const parts = packageKits
      .map((kit) => ({ from: kit.shareKey, specs: specs.filter((s) => kit.names.has(importedName(s))) }))
      .filter((p) => p.specs.length);
    if (!parts.length) continue;
    const rest = specs.filter((s) => !parts.some((p) => p.specs.includes(s)));
    if (rest.length) parts.push({ from: i.n!, specs: rest });
    out += source.slice(last, i.ss) + parts.map((p) => `${keyword} { ${p.specs.join(', ')} } from '${p.from}';`).join('');
    // `se` ends at the closing quote; the statement's own semicolon, if any, is replaced with it.
    last = source[i.se] === ';' ? i.se + 1 : i.se;
  }
  return last ? out + source.slice(last) : source;
}
