import { errors } from '@atrium/sdk/shared';
import type { Core } from '../core.js';
import { Client } from '../clients/entity.js';
import type { UserRow } from '../users/entity.js';

/**
 * The end of every sign-in, whatever proved who the person is (a password, an identity provider):
 * a deleted or blocked employee and a blocked company are refused with the texts of spec §8, else a
 * session starts. Answers the session and the vendor variant the sign-in page switches to.
 */
export async function admit(core: Core, user: UserRow) {
  if (user.deletion_mark) throw errors.forbidden('user deleted', 'auth.userDeleted');
  if (user.blocked) throw errors.forbidden('Login blocked', 'auth.loginBlocked');
  let vendor = core.config.vendor;
  if (user.clientId) {
    const client = await core.ds.getRepository(Client).findOneByOrFail({ id: user.clientId });
    if (client.status === 'blocked') throw errors.forbidden('company blocked', 'auth.companyBlocked');
    vendor = client.vendor ?? vendor;
  }
  const session = await core.sessions.create(user.id, user.clientId);
  return { user, session, vendor };
}
