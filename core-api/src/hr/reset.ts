import { AppError, type FieldError } from '@atrium/sdk/shared';
import type { ClientDb } from '@atrium/sdk/server';
import { Department } from '../structure/entities.js';
import { User, type UserRow } from '../users/entity.js';
import { employeePatch } from './employee-patch.js';
import { HrRecord } from './entity.js';

/** A reset refused (spec §8 `reseting_hrm_error`), with the reason in `message`. */
const notReset = (status: number, message: string, details?: FieldError[]) =>
  new AppError(status, status === 404 ? 'NotFound' : 'Conflict', 'errors.reseting_hrm_error', message, details);

/**
 * `POST api/user/reset_to_hrm { user_id }`: the employee's fields back to the last row the HR import took (its
 * department and chief found again by code and tax id). Refused for an employee excluded from integration, one
 * never imported, and when the row's department, chief or e-mail no longer fit; nothing is written then.
 */
export async function resetToHrm(db: ClientDb, userId: string): Promise<UserRow> {
  const user = (await db.repo(User).get(userId)) as UserRow;
  if (user.hrExcluded) throw notReset(409, 'the employee is excluded from integration');
  const record = await db.repo(HrRecord).findOne({ userId });
  if (!record) throw notReset(404, 'the employee has no imported HR row');
  const { departmentCode, chiefCode, email } = record.data;
  const [dept, chief, other] = await Promise.all([
    departmentCode ? db.repo(Department).findOne({ code: departmentCode, type: 'administrative', deleted: false }) : null,
    chiefCode ? db.repo(User).findOne({ taxId: chiefCode, deletion_mark: false } as never) : null,
    db.repo(User).findOne({ email } as never),
  ]);
  const issues: FieldError[] = [];
  if (departmentCode && !dept) issues.push({ path: 'departmentCode', message: 'no department with this code' });
  if (chiefCode && !chief) issues.push({ path: 'chiefCode', message: 'no employee with this tax id' });
  if (other && other.id !== user.id) issues.push({ path: 'email', message: 'email already registered' });
  if (issues.length) throw notReset(409, issues[0]!.message, issues);
  const patch = employeePatch(record.columns, record.data, { departmentId: () => dept?.id ?? null, chiefId: () => chief?.id ?? null });
  await db.repo(User).update({ id: user.id }, patch as never);
  return (await db.repo(User).get(user.id)) as UserRow;
}
