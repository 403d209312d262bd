import { HR_FIELDS } from '@atrium/sdk/shared';
import type { UserRow } from './entity.js';

/** What the API shows of a user: never the password hash; HR fields only to those allowed. */
export function publicUser(u: UserRow, opts: { hr: boolean }) {
  const { passwordHash: _p, ...rest } = u;
  const out: Record<string, unknown> = { ...rest, fullName: `${u.firstName} ${u.lastName}`.trim(), name: u.firstName, client_id: u.clientId, pinned_num: u.pinnedNum };
  if (!opts.hr) for (const f of HR_FIELDS) delete out[f];
  return out;
}
