import type { Me } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { sessionHashResolver } from '../auth/resolve.js';
import { hashToken } from '../auth/tokens.js';

const resolvers = new WeakMap<Core, ReturnType<typeof sessionHashResolver>>();

/**
 * The socket handshake carries the session token and the client (id or workspace) the tab works in.
 * Answers the user's Me through the request pipeline's session resolver, or null where a request would
 * be refused: no live session, a blocked user or company, another client's workspace, or a superadmin
 * who names no client (a socket always works inside one).
 */
export async function socketMe(core: Core, token: unknown, clientRef: unknown, opts: { activity: boolean }): Promise<Me | null> {
  if (typeof token !== 'string' || !token) return null;
  let resolve = resolvers.get(core);
  if (!resolve) resolvers.set(core, (resolve = sessionHashResolver(core)));
  const wanted = typeof clientRef === 'string' ? clientRef.trim() : '';
  try {
    // Connecting is the user opening the app: it counts as activity (an event on an open socket does not).
    const me = await resolve(hashToken(token), wanted, opts.activity);
    return me?.client ? me : null;
  } catch {
    return null;
  }
}
