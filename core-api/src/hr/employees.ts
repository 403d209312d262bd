import { In } from 'typeorm';
import {
  HR_EMPLOYEE_COLUMNS,
  HR_EMPLOYEE_REQUIRED,
  HrEmployeeRow,
  type FieldError,
  type HrImportItem,
  type HrImportResult,
} from '@atrium/sdk/shared';
import { inBatches, type ClientDb } from '@atrium/sdk/server';
import type { ClientRow } from '../clients/entity.js';
import { Department } from '../structure/entities.js';
import { User, type UserRow } from '../users/entity.js';
import { userRowOf } from '../users/create.js';
import { checkRows } from '../users/rows.js';
import { changesOf, employeePatch } from './employee-patch.js';
import { HrRecord, type HrRecordRow } from './entity.js';
import { hrFileRefused, readSheet } from './sheet.js';

/**
 * An imported employee gets a password nobody can type (no argon2 hash verifies against it): they sign in after a
 * password restore, an admin's reset or through the company's sign-in provider.
 */
export const NO_PASSWORD = '!hr-import';

const nameOf = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** What applying an employees file writes, with the result the preview and the answer show. */
export interface EmployeesPlan {
  result: HrImportResult;
  create: UserRow[];
  update: { id: string; patch: Partial<UserRow> }[];
  deactivate: string[];
  /** The last imported row of every employee the file names and the import does not skip. */
  records: Omit<HrRecordRow, 'id' | 'clientId' | 'createdAt' | 'updatedAt'>[];
}

/** Employees of the client (deleted ones too) whose `key` is one of `values`, one query per batch. */
const usersBy = (db: ClientDb, key: 'taxId' | 'email', values: string[]) =>
  inBatches([...new Set(values)], async (part) => (await db.repo(User).find({ where: { [key]: In(part) } as never })) as UserRow[]);

/** A value's row number in the file when another row has it already. */
function repeats(rows: { row: number; value: string | undefined }[], path: string, message: string): FieldError[] {
  const seen = new Map<string, number>();
  const out: FieldError[] = [];
  for (const { row, value } of rows) {
    if (!value) continue;
    const first = seen.get(value);
    if (first) out.push({ path: `rows.${row}.${path}`, message: `${message} (row ${first})` });
    else seen.set(value, row);
  }
  return out;
}

/**
 * The plan of an employees file (`POST api/user/load_hrm`). Employees are matched by tax id, else by e-mail (one
 * made by hand gets its tax id so); one matched is changed field by field, and restored when deleted; one not
 * matched is created; an active employee with a tax id the file lacks is deactivated, unless excluded from
 * integration, an admin or the caller. Excluded employees the file names are skipped. Any faulty row refuses the
 * whole file with every faulty row and field.
 */
export async function planEmployees(db: ClientDb, client: ClientRow, callerId: string, file: Buffer): Promise<EmployeesPlan> {
  const sheet = await readSheet(file, HR_EMPLOYEE_COLUMNS, HR_EMPLOYEE_REQUIRED);
  const checked = checkRows(
    HrEmployeeRow,
    sheet.rows.map((r) => r.values),
    (i) => `rows.${sheet.rows[i]!.row}`,
  );
  const issues = checked.issues;
  const bad = new Set(issues.map((x) => x.path.split('.')[1]));
  // Only rows the schema took go on; `rows[i].row` is the file's row number.
  const rows = sheet.rows.filter((r) => !bad.has(String(r.row))).map((r, i) => ({ row: r.row, data: checked.rows[i]! }));
  issues.push(
    ...repeats(
      rows.map((r) => ({ row: r.row, value: r.data.taxId })),
      'taxId',
      'tax id repeats',
    ),
    ...repeats(
      rows.map((r) => ({ row: r.row, value: r.data.email })),
      'email',
      'e-mail repeats',
    ),
  );

  const codes = [...new Set(rows.flatMap((r) => (r.data.departmentCode ? [r.data.departmentCode] : [])))];
  const departments = await inBatches(codes, (part) =>
    db.repo(Department).find({ where: { code: In(part), type: 'administrative', deleted: false } }),
  );
  const deptByCode = new Map(departments.map((d) => [d.code!, d]));
  const [byTaxRows, byEmailRows, chiefRows] = await Promise.all([
    usersBy(
      db,
      'taxId',
      rows.map((r) => r.data.taxId),
    ),
    usersBy(
      db,
      'email',
      rows.map((r) => r.data.email),
    ),
    usersBy(
      db,
      'taxId',
      rows.flatMap((r) => (r.data.chiefCode ? [r.data.chiefCode] : [])),
    ),
  ]);
  const byTax = new Map([...byTaxRows, ...chiefRows].map((u) => [u.taxId!, u]));
  const byEmail = new Map(byEmailRows.map((u) => [u.email, u]));

  // Each row's employee: found by tax id, else by e-mail when that employee has no other tax id; else a new one.
  const matched = new Map<number, UserRow>();
  const newIds = new Map<string, string>();
  const created: UserRow[] = [];
  for (const { row, data } of rows) {
    const byId = byTax.get(data.taxId);
    const other = byEmail.get(data.email);
    if (other && (byId ? other.id !== byId.id : other.taxId && other.taxId !== data.taxId))
      issues.push({ path: `rows.${row}.email`, message: 'email already registered' });
    if (data.departmentCode && !deptByCode.has(data.departmentCode))
      issues.push({ path: `rows.${row}.departmentCode`, message: 'no department with this code' });
    const user = byId ?? other;
    if (user) matched.set(row, user);
    else {
      const fresh = userRowOf(client, { firstName: data.firstName, lastName: data.lastName, email: data.email }, NO_PASSWORD);
      created.push(fresh);
      newIds.set(data.taxId, fresh.id);
      matched.set(row, fresh);
    }
  }
  const chiefId = (taxId: string) => newIds.get(taxId) ?? byTax.get(taxId)?.id ?? null;
  for (const { row, data } of rows)
    if (data.chiefCode && !chiefId(data.chiefCode)) issues.push({ path: `rows.${row}.chiefCode`, message: 'no employee with this tax id' });
  if (issues.length) throw hrFileRefused(`HR file refused: ${new Set(issues.map((x) => x.path.split('.')[1])).size} faulty rows`, issues);

  const refs = { departmentId: (code: string) => deptByCode.get(code)?.id ?? null, chiefId };
  const deptNames = new Map(departments.map((d) => [d.id, d.name]));
  const people = new Map([...byTax.values(), ...byEmail.values(), ...created].map((u) => [u.id, nameOf(u)]));
  const label = (field: string, v: unknown) =>
    field === 'departmentId' && typeof v === 'string'
      ? (deptNames.get(v) ?? v)
      : field === 'chiefId' && typeof v === 'string'
        ? (people.get(v) ?? v)
        : (v as string | null);

  const plan: EmployeesPlan = {
    result: { dryRun: true, rows: rows.length, created: [], changed: [], deactivated: [], skipped: [], unchanged: 0 },
    create: [],
    update: [],
    deactivate: [],
    records: [],
  };
  const now = new Date();
  const fresh = new Set(created.map((u) => u.id));
  for (const { row, data } of rows) {
    const user = matched.get(row)!;
    const patch = employeePatch(sheet.columns, data, refs);
    const item: HrImportItem = { row, key: data.taxId, name: `${data.firstName} ${data.lastName}` };
    if (fresh.has(user.id)) {
      plan.create.push({ ...user, ...patch });
      plan.result.created.push({ ...item, fields: changesOf({} as UserRow, patch, label) });
    } else if (user.hrExcluded) {
      plan.result.skipped.push({ ...item, _id: user.id, name: nameOf(user) });
      continue;
    } else {
      if (user.deletion_mark) Object.assign(patch, { deletion_mark: false, dismissedAt: null });
      const fields = changesOf(user, patch, label).filter((c) => c.field !== 'dismissedAt');
      if (fields.length) {
        plan.update.push({ id: user.id, patch });
        plan.result.changed.push({ ...item, _id: user.id, name: nameOf(user), fields });
      } else plan.result.unchanged++;
    }
    plan.records.push({ userId: user.id, columns: sheet.columns, data, importedAt: now });
  }

  // The file is the full list: active employees it lacks leave, apart from those HR does not manage.
  const named = new Set(rows.map((r) => r.data.taxId));
  const kept = new Set([...matched.values()].map((u) => u.id));
  const active = (await db
    .repo(User)
    .qb('u')
    .select(['u.id', 'u.taxId', 'u.firstName', 'u.lastName', 'u.roles'])
    .andWhere('u.taxId IS NOT NULL')
    .andWhere('u.deletion_mark = :del', { del: false })
    .andWhere('u.hrExcluded = :ex', { ex: false })
    .getMany()) as UserRow[];
  for (const u of active) {
    if (named.has(u.taxId!) || kept.has(u.id) || u.id === callerId || u.roles.includes('admin')) continue;
    plan.deactivate.push(u.id);
    plan.result.deactivated.push({ _id: u.id, key: u.taxId!, name: nameOf(u) });
  }
  return plan;
}

/** Writes the plan in the caller's transaction: employees created, changed and deactivated, the rows kept. */
export async function applyEmployees(db: ClientDb, plan: EmployeesPlan): Promise<void> {
  if (plan.create.length) await db.repo(User).insertMany(plan.create);
  for (const { id, patch } of plan.update) await db.repo(User).update({ id }, patch as never);
  if (plan.deactivate.length)
    await db.repo(User).update({ id: In(plan.deactivate) } as never, { deletion_mark: true, dismissedAt: new Date() } as never);
  const ids = plan.records.map((r) => r.userId);
  await inBatches(ids, (part) =>
    db
      .repo(HrRecord)
      .delete({ userId: In(part) } as never)
      .then(() => []),
  );
  if (plan.records.length) await db.repo(HrRecord).insertMany(plan.records);
}
