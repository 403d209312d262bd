import type { Me } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { loadClient } from '../auth/resolve.js';
import { User } from '../users/entity.js';
import { meUserOf } from '../users/me-user.js';
import { buildMe } from '../rights/ability.js';

/**
 * The socket handshake carries the session token and the client (id or workspace) the tab works in.
 * Answers the user's Me, or null when the token is not a live session or the client is not the user's own.
 */
export async function socketMe(core: Core, token: unknown, clientRef: unknown): Promise<Me | null> {
  if (typeof token !== 'string' || !token) return null;
  const session = await core.sessions.find(token);
  if (!session) return null;
  const user = await core.ds.getRepository(User).findOneBy({ id: session.userId });
  if (!user || user.blocked || user.deletion_mark) return null;
  const wanted = typeof clientRef === 'string' ? clientRef.trim() : '';
  const isSuperadmin = user.roles.includes('superadmin');
  if (isSuperadmin) {
    // The superadmin enters the client named in the handshake, as with X-COMPANY-ID.
    const client = wanted ? await loadClient(core, wanted) : null;
    return client ? buildMe(meUserOf(user, user.clientId as string), client, core.plugins) : null;
  }
  if (!user.clientId) return null;
  const client = await loadClient(core, user.clientId);
  if (!client || client.status === 'blocked') return null;
  if (wanted && wanted !== client.id && wanted !== client.workspace) return null;
  return buildMe(meUserOf(user, user.clientId), client, core.plugins);
}
