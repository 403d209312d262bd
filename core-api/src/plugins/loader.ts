import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import type { PluginDefinition } from '@atrium/sdk/server';

export const SDK_VERSION = '1.0.0';
const CODE_RE = /^[a-z][a-z0-9_-]{1,39}$/;

export interface PluginProblem {
  code: string;
  reason: string;
}

/** Checks one definition against the contract; answers the reason it is refused, or null. */
export function manifestProblem(p: PluginDefinition, known: Set<string>): string | null {
  if (!p || typeof p !== 'object') return 'the server entry does not export a definePlugin() object';
  if (!CODE_RE.test(p.code ?? '')) return `code "${p.code}" must be 2-40 lower-case letters, digits, - or _`;
  if (!p.sdk || !semver.validRange(p.sdk)) return `sdk range "${p.sdk}" is missing or invalid`;
  if (!semver.satisfies(SDK_VERSION, p.sdk)) return `built for sdk ${p.sdk}, this core provides ${SDK_VERSION}`;
  for (const d of p.dependsOn ?? []) if (!known.has(d)) return `depends on "${d}", which is not installed`;
  return null;
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
  ui: UiManifest;
}

/**
 * The static part of a plugin's UI, from package.json `"atrium": { routes, slots, menu }`: the host
 * shows the menu and knows which remote owns a route or fills a slot before any remote loads.
 */
export interface UiManifest {
  routes: string[];
  slots: string[];
  menu: { key: string; to: string; icon?: string; order: number; titles?: Record<string, string>; right?: string; admin?: boolean }[];
}

const uiManifests = new WeakMap<PluginDefinition, UiManifest>();

/** The UI manifest of a plugin found on disk (plugins handed to createApp directly have none). */
export const uiManifestOf = (p: PluginDefinition): UiManifest => uiManifests.get(p) ?? { routes: [], slots: [], menu: [] };

function readUiManifest(atrium: Record<string, unknown>): UiManifest {
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  return {
    routes: list(atrium.routes).filter((r): r is string => typeof r === 'string' && r.startsWith('/')),
    slots: list(atrium.slots).filter((s): s is string => typeof s === 'string'),
    menu: list(atrium.menu).filter(
      (m): m is UiManifest['menu'][number] => !!m && typeof m.key === 'string' && typeof m.to === 'string' && typeof m.order === 'number',
    ),
  };
}

/** Plugin packages: every folder of `plugins/` (and of PLUGINS_DIR) whose package.json has an "atrium" field. */
export function discoverPlugins(dirs: string[]): DiscoveredPlugin[] {
  const found: DiscoveredPlugin[] = [];
  for (const base of dirs) {
    if (!fs.existsSync(base)) continue;
    for (const name of fs.readdirSync(base).sort()) {
      const dir = path.join(base, name);
      const pkgFile = path.join(dir, 'package.json');
      if (!fs.existsSync(pkgFile)) continue;
      const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as {
        name: string;
        version: string;
        atrium?: { server?: string } & Record<string, unknown>;
      };
      if (!pkg.atrium) continue;
      found.push({
        dir,
        packageName: pkg.name,
        version: pkg.version,
        serverEntry: path.join(dir, pkg.atrium.server ?? 'server/index.ts'),
        ui: readUiManifest(pkg.atrium),
      });
    }
  }
  return found;
}

export async function importPlugins(
  found: DiscoveredPlugin[],
  warn: (line: string) => void,
): Promise<{ def: PluginDefinition; meta: DiscoveredPlugin }[]> {
  const out: { def: PluginDefinition; meta: DiscoveredPlugin }[] = [];
  for (const meta of found) {
    try {
      const mod = (await import(pathToFileURL(meta.serverEntry).href)) as { default?: PluginDefinition };
      if (!mod.default) throw new Error('no default export');
      const def = { version: meta.version, ...mod.default };
      uiManifests.set(def, meta.ui);
      out.push({ def, meta });
    } catch (err) {
      warn(`plugin ${path.basename(meta.dir)} refused: its server entry failed to load (${(err as Error).message})`);
    }
  }
  return out;
}
