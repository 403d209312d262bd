import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { KITS } from './paint-kits.js';

/**
 * The libraries the host and every plugin remote share as singletons (docs/architecture.md, Plugins in the shell). One copy of React,
 * the router, the query cache, i18next, the UI kit, CASL and the SDK's UI half lives in the page, so
 * contexts created by the host are the ones plugins read. Nothing is eager: the host bootstraps
 * through `import('./bootstrap')`, which lets the federation runtime negotiate versions first.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  '@mantine/core',
  '@mantine/hooks',
  // The first-paint parts of @mantine/core and @mantine/hooks (paint-kits.ts).
  ...KITS.map((k) => k.shareKey),
  '@mantine/notifications',
  // Provided by the host (it loads its styles), so plugins' date and date-time fields share one copy.
  '@mantine/dates',
  '@casl/ability',
  '@casl/react',
  '@atrium/sdk/ui',
  // Forms over shared schemas: the host provides them without importing them, so they load with the first form.
  '@atrium/sdk/ui/form',
  '@mantine/form',
  '@atrium/sdk/shared',
  'zod',
] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: false;
  eager: false;
  /** The module provided under the key (a facade), when it is not the package itself; false: none, the host's is used. */
  import?: string | false;
  shareKey?: string;
  version?: string;
}

/**
 * The shared-scope preset. The host is the one provider (`role: 'host'`, every singleton, whether its
 * own code imports it or not); remotes bring no copy of their own (`import: false`). A remote's copy
 * would not be a fallback: the federation runtime chooses between providers of one version by name
 * when neither has loaded, so a page opened directly took the wall's own zod (`atrium_wall` sorts after
 * `atrium_host`) and a later host form loaded a second one. `requiredVersion: false` because a plugin
 * built against an older minor still gets the host's copy instead of a second React.
 */
export function sharedPreset(role: 'host' | 'remote'): Record<string, SharedEntry> {
  const preset: Record<string, SharedEntry> = Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [
      name,
      { singleton: true, requiredVersion: false, eager: false, ...(role === 'remote' ? { import: false } : {}) },
    ]),
  );
  // A shared module keeps every export (consumers are unknown at build time); for react-router and zod
  // the scope holds the SDK's facade (ui/kit) of what browser code uses instead of the whole package,
  // and the first-paint kits are facades of part of their package.
  if (role === 'host') {
    for (const name of Object.keys(FACADES) as (keyof typeof FACADES)[])
      preset[name] = { ...preset[name]!, import: FACADES[name], shareKey: name, version: versionOf(name) };
    // A package with a kit is provided whole even when the host's own code imports only the kit's names
    // (react-i18next): a provide by package name needs an import of that name in the host.
    for (const k of KITS) preset[k.package] = { ...preset[k.package]!, import: k.entry, version: k.version };
    // By path: a provide by name needs an import of that name in the host, which has none (the form
    // helper's own import of @mantine/form then provides that package).
    for (const [name, p] of Object.entries(UNIMPORTED))
      preset[name] = { ...preset[name]!, import: p.path, shareKey: name, version: p.version };
  }
  return preset;
}

/**
 * How the federation runtime picks a shared module: the one already loaded, else the provider's (the
 * host's). 'version-first', the default, loads every registered remote's entry before the first
 * shared module a remote asks for, to compare versions nobody else provides.
 */
export const SHARE_STRATEGY = 'loaded-first';

const FACADES = {
  'react-router': fileURLToPath(new URL('../ui/kit/router.ts', import.meta.url)),
  zod: fileURLToPath(new URL('../ui/kit/zod.ts', import.meta.url)),
  ...Object.fromEntries(KITS.map((k) => [k.shareKey, k.facade])),
};
const require = createRequire(import.meta.url);
const UNIMPORTED = {
  '@atrium/sdk/ui/form': {
    path: fileURLToPath(new URL('../ui/form.ts', import.meta.url)),
    version: (require('../../package.json') as { version: string }).version,
  },
};
// A kit takes the version of the package it is cut from.
const versionOf = (name: string): string =>
  KITS.find((k) => k.shareKey === name)?.version ?? (require(`${name}/package.json`) as { version: string }).version;

export { remoteName } from '../ui/naming.js';
