import type { Me } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { sessionResolver } from '../auth/resolve.js';

const resolvers = new WeakMap<Core, ReturnType<typeof sessionResolver>>();

/**
 * The socket handshake carries the session token and the client (id or workspace) the tab works in.
 * Answers the user's Me through the request pipeline's session resolver, or null where a request would
 * be refused: no live session, a blocked user or company, another client's workspace, or a superadmin
 * who names no client (a socket always works inside one).
 */
export async function socketMe(core: Core, token: unknown, clientRef: unknown): Promise<Me | null> {
  if (typeof token !== 'string' || !token) return null;
  let resolve = resolvers.get(core);
  if (!resolve) resolvers.set(core, (resolve = sessionResolver(core)));
  const wanted = typeof clientRef === 'string' ? clientRef.trim() : '';
  try {
    const state = await resolve(token, wanted);
    return state?.me.client ? state.me : null;
  } catch {
    return null;
  }
}
