import { PROFILE_FIELDS } from '@atrium/sdk/shared';
import type { UserRow } from './entity.js';

/** Whether every field an employee fills about themselves is filled (the core's `profile.completed` event). */
export const profileComplete = (u: UserRow) => PROFILE_FIELDS.every((f) => typeof u[f] === 'string' && u[f].trim() !== '');
