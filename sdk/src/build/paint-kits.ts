import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { init, parse } from 'es-module-lexer';

/**
 * A first-paint kit: the part of a shared package that the shell, sign-in and the wall render with,
 * shared under a key of its own so the first page loads it without the rest of the package. The
 * facade (sdk/src/ui/kit) re-exports the names from the real package (`real`, an alias that bypasses
 * the shared scope, rules.ts); the loader (paint-kits-loader.ts) sends imports of those names there.
 */
export interface PaintKit {
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

function kit(pkg: string, shareKey: string, file: string, esm: { dir: string; index: string }): PaintKit {
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

export const PAINT_KITS: readonly PaintKit[] = [
  kit('@mantine/core', '@atrium/mantine-paint', 'mantine-paint.ts', MANTINE_ESM),
  kit('@mantine/hooks', '@atrium/mantine-hooks-paint', 'mantine-hooks-paint.ts', MANTINE_ESM),
  kit('react-i18next', '@atrium/react-i18next-paint', 'react-i18next-paint.ts', { dir: 'dist/es', index: 'index.js' }),
];

/** For each package with a kit: the kit's share key and the names its facade exports. */
export type KitNames = ReadonlyMap<string, { shareKey: string; names: ReadonlySet<string> }>;

let names: Promise<KitNames> | undefined;

/** The names each kit exports, read from its facade, so each list is written once. */
export function kitNames(): Promise<KitNames> {
  names ??= init.then(
    () =>
      new Map(
        PAINT_KITS.map((k) => [
          k.package,
          { shareKey: k.shareKey, names: new Set(parse(fs.readFileSync(k.facade, 'utf8'))[1].map((e) => e.n)) },
        ]),
      ),
  );
  return names;
}

const CLAUSE = /^(import|export)\s*\{([^}]*)\}\s*from\s*$/;

/**
 * Splits each `import { … } from '<package>'` (and `export { … } from`) of a package with a kit in
 * two: the kit's names from its share key, the others from the package. Default and namespace imports
 * keep the whole package; bare ones are dropped. Runs on SWC's output, where type-only imports are gone.
 */
export function splitKitImports(source: string, kits: KitNames): string {
  if (![...kits.keys()].some((p) => source.includes(p))) return source;
  const [imports] = parse(source);
  let out = '';
  let last = 0;
  for (const i of imports) {
    const kit = i.n === undefined || i.d !== -1 ? undefined : kits.get(i.n);
    if (!kit) continue;
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
    const inKit = specs.filter((s) => kit.names.has(s.split(/\s+as\s+/)[0]!));
    if (!inKit.length) continue;
    const rest = specs.filter((s) => !inKit.includes(s));
    const statement = (from: string, part: string[]) => `${keyword} { ${part.join(', ')} } from '${from}';`;
    out += source.slice(last, i.ss) + statement(kit.shareKey, inKit) + (rest.length ? statement(i.n!, rest) : '');
    // `se` ends at the closing quote; the statement's own semicolon, if any, is replaced with it.
    last = source[i.se] === ';' ? i.se + 1 : i.se;
  }
  return last ? out + source.slice(last) : source;
}
