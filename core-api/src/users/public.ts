import { HR_FIELDS } from '@atrium/sdk/shared';
import type { UserRow } from './entity.js';

const HIDDEN = new Set<string>(['passwordHash']);
const HR = new Set<string>(HR_FIELDS);

type HrField = (typeof HR_FIELDS)[number];

/** A user as the API shows one: the HR fields only to those allowed, and the names the UI reads beside the row's. */
export type PublicUser = Omit<UserRow, 'passwordHash' | HrField> &
  Partial<Pick<UserRow, HrField>> & {
    fullName: string;
    name: string;
    client_id: string | null;
    pinned_num: number | null;
  };

/**
 * What the API shows of a user: never the password hash; HR fields only to those allowed. Built by
 * copying the allowed keys (no `delete`, which would push every answer's objects into slow mode).
 */
export function publicUser(u: UserRow, opts: { hr: boolean }): PublicUser {
  const out: Record<string, unknown> = {};
  for (const k in u) if (!HIDDEN.has(k) && (opts.hr || !HR.has(k))) out[k] = (u as unknown as Record<string, unknown>)[k];
  out.fullName = `${u.firstName} ${u.lastName}`.trim();
  out.name = u.firstName;
  out.client_id = u.clientId;
  out.pinned_num = u.pinnedNum;
  return out as PublicUser;
}
