import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

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
  '@mantine/notifications',
  // Provided by the host (it loads its styles), so plugins' date and date-time fields share one copy.
  '@mantine/dates',
  '@casl/ability',
  '@casl/react',
  '@atrium/sdk/ui',
  '@atrium/sdk/shared',
  'zod',
] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: false;
  eager: false;
  /** The module provided under the key (a facade), when it is not the package itself. */
  import?: string;
  shareKey?: string;
  version?: string;
}

/**
 * The shared-scope preset. `requiredVersion: false` because the host is the one provider: a plugin
 * built against an older minor still gets the host's copy instead of a second React. Remotes keep a
 * fallback copy (fetched only if the host lacks the module), because the federation runtime provides
 * only what the host's own code imports.
 */
export function sharedPreset(): Record<string, SharedEntry> {
  const preset: Record<string, SharedEntry> = Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: false, eager: false }]),
  );
  // A shared module keeps every export (consumers are unknown at build time); for react-router and zod
  // the scope holds the SDK's facade (ui/kit) of what browser code uses instead of the whole package.
  for (const name of Object.keys(FACADES) as (keyof typeof FACADES)[])
    preset[name] = { ...preset[name]!, import: FACADES[name], shareKey: name, version: versionOf(name) };
  return preset;
}

const FACADES = {
  'react-router': fileURLToPath(new URL('../ui/kit/router.ts', import.meta.url)),
  zod: fileURLToPath(new URL('../ui/kit/zod.ts', import.meta.url)),
};
const require = createRequire(import.meta.url);
const versionOf = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

export { remoteName } from '../ui/naming.js';
