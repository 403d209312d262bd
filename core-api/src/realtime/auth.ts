import type { Me } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { sessionHashResolver } from '../auth/resolve.js';
import { hashToken } from '../auth/tokens.js';

const resolvers = new WeakMap<Core, ReturnType<typeof sessionHashResolver>>();

/**
 * The Me of a tab's session (by its token's hash) in the client it works in, through the request
 * pipeline's session resolver, or null where a request would be refused: no live session, a blocked user
 * or company, another client's workspace, or a superadmin who names no client (a socket always works
 * inside one). Connecting is the user opening the app, so it counts as activity; an event on an open
 * socket, or the platform checking a tab again, does not.
 */
export async function sessionMe(core: Core, tokenHash: string, clientRef: string, opts: { activity: boolean }): Promise<Me | null> {
  let resolve = resolvers.get(core);
  if (!resolve) resolvers.set(core, (resolve = sessionHashResolver(core)));
  try {
    const me = await resolve(tokenHash, clientRef.trim(), opts.activity);
    return me?.client ? me : null;
  } catch {
    return null;
  }
}

/** The handshake's session token and client (id or workspace) as `sessionMe` takes them. */
export async function socketMe(core: Core, token: unknown, clientRef: unknown, opts: { activity: boolean }): Promise<Me | null> {
  if (typeof token !== 'string' || !token) return null;
  return sessionMe(core, hashToken(token), typeof clientRef === 'string' ? clientRef : '', opts);
}
