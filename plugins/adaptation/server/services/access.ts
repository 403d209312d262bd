import type { UserContext } from '@atrium/sdk/server';
import { ADAPTATION_ADMIN_ROLE, type AdaptRole, RULES } from '../../shared/constants.js';
import type { AdaptUserTrackRow } from '../entities/index.js';
import { readSettings } from './settings.js';

type Me = UserContext['me'];

/** Admins and the module administrators manage tracks and settings whatever the settings say. */
export const isModuleAdmin = (me: Me) => me.isAdmin || me.user.roles.includes(ADAPTATION_ADMIN_ROLE);

/** Managers: module administrators and the HR specialists the settings name. */
export async function canManage(ctx: UserContext): Promise<boolean> {
  if (isModuleAdmin(ctx.me)) return true;
  return (await readSettings(ctx)).hrs.includes(ctx.me.user.id);
}

/** Refuses (403 No access) anyone who does not manage adaptation. */
export async function mustManage(ctx: UserContext) {
  if (!(await canManage(ctx))) throw RULES.noAccess.forbidden();
}

/** The roles a user has in one adaptation. */
export function rolesIn(row: AdaptUserTrackRow, userId: string): AdaptRole[] {
  const roles: AdaptRole[] = [];
  if (row.userId === userId) roles.push('novice');
  if (row.mentorId === userId) roles.push('mentor');
  if (row.chiefId === userId) roles.push('chief');
  if (row.hrId === userId) roles.push('hr');
  return roles;
}

/** What each role may do with the steps it sees; managers may do what HR may. */
export const MAY: Record<AdaptRole, { finish: boolean; rollback: boolean; resume: boolean; del: boolean; active: boolean }> = {
  novice: { finish: true, rollback: false, resume: false, del: false, active: false },
  mentor: { finish: true, rollback: true, resume: true, del: false, active: false },
  chief: { finish: false, rollback: false, resume: false, del: false, active: false },
  hr: { finish: true, rollback: true, resume: true, del: true, active: true },
};
