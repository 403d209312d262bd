import { ALWAYS_ASSIGNABLE_RIGHTS } from '@atrium/sdk/shared';
import type { Core } from '../core.js';

/** Client features that are looks, not rights: never given to an employee. */
const NOT_RIGHTS = new Set(['dark_theme']);

/**
 * The rights an admin may give in a client: the client's active features decide (spec core §6).
 * A feature's own code is a right, and so is every right its plugin declares.
 */
export function assignableRights(core: Core, features: { feature: string; active: boolean }[]): string[] {
  const out = new Set<string>(ALWAYS_ASSIGNABLE_RIGHTS);
  for (const f of features) {
    if (!f.active || NOT_RIGHTS.has(f.feature)) continue;
    out.add(f.feature);
    for (const r of core.plugins.find((p) => p.code === f.feature)?.rights ?? []) out.add(r);
  }
  return [...out].sort();
}

/** Roles an admin may give: admin, hr, and a module admin `<feature>_admin` for each known feature. */
export function assignableRoles(features: string[]): string[] {
  return ['admin', 'hr', ...features.map((f) => `${f}_admin`)];
}
