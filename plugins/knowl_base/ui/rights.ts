import type { MeInfo } from '@atrium/sdk/ui';
import { KB_ADMIN_ROLE } from '../shared/constants.js';

/** `rights` is null for those who hold every right (administrators). */
export const hasRight = (me: MeInfo | null, code: string) => !!me && (me.rights === null || me.rights.includes(code));
/** Administrators of the client or the module: the top level and vacancies are theirs. */
export const isKbAdmin = (me: MeInfo | null) => !!me && (me.isAdmin || me.user.roles.includes(KB_ADMIN_ROLE));
