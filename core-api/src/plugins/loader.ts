import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import { CORE_NOTIFICATION_SECTIONS, CORE_SLOTS, LANGS, type PluginManifest } from '@atrium/sdk/shared';
import type { PluginDefinition } from '@atrium/sdk/server';

export const SDK_VERSION = '1.0.0';
const CODE_RE = /^[a-z][a-z0-9_-]{1,39}$/;
const RIGHT_RE = /^[a-z][a-z0-9_-]{1,39}$/;
/** Sections are stored in a 20-character column. */
const SECTION_RE = /^[a-z][a-z0-9_]{1,19}$/;

const hasAllLangs = (t: unknown) =>
  !!t && typeof t === 'object' && LANGS.every((l) => typeof (t as Record<string, unknown>)[l] === 'string');

/** What is wrong with a manifest's own facts (titles, paths, names), or null. */
function declarationProblem(m: PluginManifest): string | null {
  if (!hasAllLangs(m.titles)) return `titles are needed in ${LANGS.join(', ')}`;
  for (const [right, titles] of Object.entries(m.rights ?? {})) {
    if (!RIGHT_RE.test(right)) return `right "${right}" must be 2-40 lower-case letters, digits, - or _`;
    if (!hasAllLangs(titles)) return `right "${right}" needs titles in ${LANGS.join(', ')}`;
  }
  for (const [section, titles] of Object.entries(m.notificationSections ?? {})) {
    if (!SECTION_RE.test(section)) return `notification section "${section}" must be 2-20 lower-case letters, digits or _`;
    if ((CORE_NOTIFICATION_SECTIONS as readonly string[]).includes(section)) return `notification section "${section}" is the core's`;
    if (!hasAllLangs(titles)) return `notification section "${section}" needs titles in ${LANGS.join(', ')}`;
  }
  const routes = m.routes ?? [];
  if (m.uiRight !== undefined && !Object.hasOwn(m.rights ?? {}, m.uiRight))
    return `uiRight "${m.uiRight}" is not one of the rights the plugin declares`;
  const hasUi = routes.length > 0 || (m.slots?.fills ?? []).length > 0;
  if (m.uiRight === undefined && hasUi && Object.keys(m.rights ?? {}).length)
    return 'it has a UI and rights: uiRight must name the right that opens the UI';
  const bad = routes.find((r) => !r.startsWith('/'));
  if (bad !== undefined) return `route "${bad}" must be an absolute path`;
  for (const e of m.menu ?? []) {
    if (!routes.includes(e.to)) return `menu entry "${e.key}" leads to "${e.to}", which is not one of its routes`;
    if (!hasAllLangs(e.titles)) return `menu entry "${e.key}" needs titles in ${LANGS.join(', ')}`;
    if (!Array.isArray(e.icon?.paths) || !e.icon.paths.length) return `menu entry "${e.key}" has no icon paths`;
    if (e.right && !(e.right in m.rights)) return `menu entry "${e.key}" needs right "${e.right}", which the plugin does not declare`;
  }
  for (const [route, calls] of Object.entries(m.firstCalls ?? {})) {
    if (!routes.includes(route)) return `a first call is declared for "${route}", which is not one of its routes`;
    const list: unknown[] = Array.isArray(calls) ? calls : [calls];
    if (!list.length || list.some((c) => typeof c !== 'string' || !c.startsWith('/api/')))
      return `the first calls of "${route}" must be paths under /api/`;
  }
  const foreign = Object.keys(m.slots?.declares ?? {}).find((s) => !s.startsWith(`${m.code}.`));
  if (foreign) return `declared slot "${foreign}" must start with "${m.code}."`;
  return null;
}

/** Checks one definition against the contract; answers the reason it is refused, or null. */
export function manifestProblem(p: PluginDefinition, known: Set<string>): string | null {
  if (!p || typeof p !== 'object' || !p.manifest) return 'the server entry does not export definePlugin(manifest, { ... })';
  if (!CODE_RE.test(p.code ?? '')) return `code "${p.code}" must be 2-40 lower-case letters, digits, - or _`;
  if (!p.sdk || !semver.validRange(p.sdk)) return `sdk range "${p.sdk}" is missing or invalid`;
  if (!semver.satisfies(SDK_VERSION, p.sdk)) return `built for sdk ${p.sdk}, this core provides ${SDK_VERSION}`;
  for (const d of p.dependsOn ?? []) if (!known.has(d)) return `depends on "${d}", which is not installed`;
  const named = new Set([p.code, ...(p.dependsOn ?? []), ...(p.optionalDependsOn ?? [])]);
  const unnamed = (p.extends ?? []).find((r) => !named.has(r.point.owner));
  if (unnamed)
    return `registers at ${unnamed.point.id} of plugin ${unnamed.point.owner}, which it names in neither dependsOn nor optionalDependsOn`;
  return declarationProblem(p.manifest);
}

/**
 * One warning line for each slot a plugin fills that neither the core nor an installed plugin declares:
 * the fill is harmless (nothing renders it) but usually a typo or a missing plugin.
 */
export function slotWarnings(plugins: PluginDefinition[]): string[] {
  const declared = new Set<string>([...CORE_SLOTS, ...plugins.flatMap((p) => Object.keys(p.manifest.slots?.declares ?? {}))]);
  return plugins.flatMap((p) =>
    (p.manifest.slots?.fills ?? [])
      .filter((s) => !declared.has(s))
      .map((s) => `plugin ${p.code}: fills slot "${s}", which neither the core nor an installed plugin declares`),
  );
}

/**
 * Validates plugins and orders them so each comes after what it depends on. A plugin that does not fit
 * is refused with one line; the rest start.
 */
export function orderPlugins(defs: PluginDefinition[], warn: (line: string) => void): PluginDefinition[] {
  let pending = [...defs];
  const codes = new Set<string>();
  for (const p of defs) {
    if (codes.has(p?.code)) warn(`plugin ${p.code} refused: the code is used twice`);
    codes.add(p?.code);
  }
  pending = pending.filter((p) => {
    const problem = manifestProblem(p, codes);
    if (problem) warn(`plugin ${p?.code ?? '?'} refused: ${problem}`);
    return !problem;
  });
  const ordered: PluginDefinition[] = [];
  const done = new Set<string>();
  while (pending.length) {
    const ready = pending.filter((p) => (p.dependsOn ?? []).every((d) => done.has(d)));
    if (!ready.length) {
      for (const p of pending)
        warn(`plugin ${p.code} refused: its dependencies are missing or form a cycle (${(p.dependsOn ?? []).join(', ')})`);
      break;
    }
    for (const p of ready) {
      ordered.push(p);
      done.add(p.code);
    }
    pending = pending.filter((p) => !done.has(p.code));
  }
  return ordered;
}

export interface DiscoveredPlugin {
  dir: string;
  packageName: string;
  version: string;
  serverEntry: string;
}

/**
 * Whether this core runs compiled (`npm start`: core-api/dist, plain Node) rather than from its sources
 * under tsx (development and tests).
 */
const COMPILED = import.meta.url.endsWith('.js');

/**
 * The module a package's `atrium.server` names (default `server/index.ts`). JavaScript is loaded as
 * named, so an installed plugin may ship only its build. A TypeScript entry is loaded as named under tsx;
 * the compiled core takes its build instead, `dist/<entry>.js`, which scripts/build-server.mjs writes for
 * the workspace's plugins/.
 */
export function serverEntryOf(dir: string, declared = 'server/index.ts', compiled = COMPILED): string {
  return path.join(dir, compiled && /\.tsx?$/.test(declared) ? path.join('dist', declared.replace(/\.tsx?$/, '.js')) : declared);
}

/** The plugin package in a folder: one whose package.json has an "atrium" field, or null. */
export function readPluginPackage(dir: string): DiscoveredPlugin | null {
  const pkgFile = path.join(dir, 'package.json');
  if (!fs.existsSync(pkgFile)) return null;
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { name: string; version: string; atrium?: { server?: string } };
  if (!pkg.atrium) return null;
  return { dir, packageName: pkg.name, version: pkg.version, serverEntry: serverEntryOf(dir, pkg.atrium.server) };
}

/** Plugin packages: every folder of `plugins/` (and of PLUGINS_DIR) whose package.json has an "atrium" field. */
export function discoverPlugins(dirs: string[]): DiscoveredPlugin[] {
  return dirs
    .filter((base) => fs.existsSync(base))
    .flatMap((base) =>
      fs
        .readdirSync(base)
        .sort()
        .map((name) => readPluginPackage(path.join(base, name))),
    )
    .filter((p): p is DiscoveredPlugin => !!p);
}

/** The package must be named after the manifest's code (`@scope/plugin-<code>` or `plugin-<code>`), or null. */
export function packageProblem(meta: Pick<DiscoveredPlugin, 'packageName'>, def: Pick<PluginDefinition, 'code'>): string | null {
  const tail = meta.packageName.split('/').pop() ?? '';
  return tail === `plugin-${def.code}` ? null : `its package ${meta.packageName} is not named plugin-${def.code} after the manifest's code`;
}

export async function importPlugins(
  found: DiscoveredPlugin[],
  warn: (line: string) => void,
): Promise<{ def: PluginDefinition; meta: DiscoveredPlugin }[]> {
  const out: { def: PluginDefinition; meta: DiscoveredPlugin }[] = [];
  for (const meta of found) {
    let def: PluginDefinition;
    try {
      const mod = (await import(pathToFileURL(meta.serverEntry).href)) as { default?: PluginDefinition };
      if (!mod.default) throw new Error('no default export');
      def = { ...mod.default, version: meta.version };
    } catch (err) {
      const unbuilt =
        COMPILED && !fs.existsSync(meta.serverEntry)
          ? `; the compiled core loads built JavaScript: build the plugin's server to ${path.relative(meta.dir, meta.serverEntry)} or name a .js entry in atrium.server`
          : '';
      warn(`plugin ${path.basename(meta.dir)} refused: its server entry failed to load (${(err as Error).message})${unbuilt}`);
      continue;
    }
    const problem = def.manifest ? packageProblem(meta, def) : null;
    if (problem) warn(`plugin ${def.code} refused: ${problem}`);
    else out.push({ def, meta });
  }
  return out;
}
