import type { Me, MeUser } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { loadClient } from '../auth/resolve.js';
import { User, type UserRow } from '../users/entity.js';
import { buildMe } from '../rights/ability.js';

export const meUserOf = (u: UserRow): MeUser => ({
  id: u.id,
  clientId: u.clientId as string,
  login: u.login,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  roles: u.roles,
  rights: u.rights,
  lang: u.lang,
  departmentId: u.departmentId,
  chiefId: u.chiefId,
  city: u.city,
  position: u.position,
  workingSince: u.workingSince,
});

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
    return client ? buildMe(meUserOf(user), client, core.plugins) : null;
  }
  if (!user.clientId) return null;
  const client = await loadClient(core, user.clientId);
  if (!client || client.status === 'blocked') return null;
  if (wanted && wanted !== client.id && wanted !== client.workspace) return null;
  return buildMe(meUserOf(user), client, core.plugins);
}
