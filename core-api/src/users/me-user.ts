import type { MeUser } from '@atrium/sdk/server';
import type { UserRow } from './entity.js';

/** The user half of a Me, from a user row; `clientId` is passed because callers differ on whose client a superadmin row stands in. */
export const meUserOf = (u: UserRow, clientId: string): MeUser => ({
  id: u.id,
  clientId,
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
