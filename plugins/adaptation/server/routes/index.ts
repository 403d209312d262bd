import type { RouteBuilder } from '@atrium/sdk/server';
import { adaptationRoutesOf } from './adaptations.js';
import { trackRoutes } from './tracks.js';

/**
 * The Adaptation calls of spec features §7. The core checks the session, the feature `adaptation` and the
 * right `adaptation` first; each handler checks the caller's part (manager, or a role in the adaptation).
 */
export function routes(r: RouteBuilder) {
  trackRoutes(r);
  adaptationRoutesOf(r);
}
