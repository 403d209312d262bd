import { ADMINISTRATIVE_CORE_RIGHTS, ALWAYS_ASSIGNABLE_RIGHTS, CORE_FEATURES, CORE_RIGHTS, type InstalledNames } from '@atrium/sdk/shared';
import type { Core } from '../core.js';

/** Every feature code of the installation: the core's switches and the plugins. */
export const allFeatures = (core: Core) => [...CORE_FEATURES, ...core.plugins.map((p) => p.code)];

/**
 * The rights an admin may give in a client (docs/architecture.md, Rights, roles and grants): the core's own rights (those tied to a
 * feature while it is on) and the rights declared by the plugins the client has on.
 */
export function assignableRights(core: Core, features: { feature: string; active: boolean }[]): string[] {
  const on = new Set(features.filter((f) => f.active).map((f) => f.feature));
  const out = new Set<string>(ALWAYS_ASSIGNABLE_RIGHTS);
  for (const r of CORE_RIGHTS) if (on.has(r)) out.add(r);
  for (const p of core.plugins) if (on.has(p.code)) for (const r of p.rights) out.add(r);
  return [...out].sort();
}

/**
 * The initial rights of a new client's employees (docs/architecture.md, Rights, roles and grants): every right of the
 * core and the plugins except the administrative ones, which an admin gives explicitly.
 */
export function defaultInitialRights(core: Core): string[] {
  const administrative = new Set<string>([...ADMINISTRATIVE_CORE_RIGHTS, ...core.plugins.flatMap((p) => p.manifest.administrative ?? [])]);
  const all = [...CORE_RIGHTS, ...core.plugins.flatMap((p) => p.rights)];
  return [...new Set(all.filter((r) => !administrative.has(r)))].sort();
}

/** Roles an admin may give: admin, hr, and a module admin `<feature>_admin` for each known feature. */
export function assignableRoles(features: string[]): string[] {
  return ['admin', 'hr', ...features.map((f) => `${f}_admin`)];
}

/** Every right, role and feature of the installation, whichever client: what the API document lists where a body names one. */
export function installedNames(core: Core): Record<InstalledNames, string[]> {
  const features = allFeatures(core);
  return {
    right: [...new Set([...CORE_RIGHTS, ...core.plugins.flatMap((p) => p.rights)])].sort(),
    role: assignableRoles(features),
    feature: features,
  };
}
