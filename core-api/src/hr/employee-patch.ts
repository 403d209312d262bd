import type { HrEmployeeRow, HrFieldChange } from '@atrium/sdk/shared';
import type { UserRow } from '../users/entity.js';

/** The user's fields an employees file sets from the column of the same name. */
const DIRECT = [
  'lastName',
  'firstName',
  'middleName',
  'email',
  'position',
  'city',
  'phone',
  'birthDate',
  'workingSince',
  'organisation',
  'grade',
  'taxId',
  'chiefCode',
] as const;

/** How a row names a department and a chief, resolved to ids by the caller (null: none). */
export interface RowRefs {
  departmentId(code: string): string | null;
  chiefId(taxId: string): string | null;
}

/**
 * What a row sets on its employee: every column the file has (an empty cell clears the field), the department by
 * its code and the chief by their tax id; a column the file lacks leaves its field alone.
 */
export function employeePatch(columns: readonly string[], row: HrEmployeeRow, refs: RowRefs): Partial<UserRow> {
  const has = new Set(columns);
  const patch: Record<string, unknown> = {};
  for (const f of DIRECT) if (has.has(f)) patch[f] = row[f] ?? null;
  if (has.has('departmentCode')) patch.departmentId = row.departmentCode ? refs.departmentId(row.departmentCode) : null;
  if (has.has('chiefCode')) patch.chiefId = row.chiefCode ? refs.chiefId(row.chiefCode) : null;
  return patch as Partial<UserRow>;
}

/** The fields the patch changes on the employee, shown through `label` (a department's or chief's name for its id). */
export function changesOf(
  user: UserRow,
  patch: Partial<UserRow>,
  label: (field: string, value: unknown) => HrFieldChange['to'] = (_f, v) => v as HrFieldChange['to'],
): HrFieldChange[] {
  const out: HrFieldChange[] = [];
  for (const [field, to] of Object.entries(patch)) {
    const from = (user as unknown as Record<string, unknown>)[field] ?? null;
    if (from !== (to ?? null)) out.push({ field, from: label(field, from), to: label(field, to ?? null) });
  }
  return out;
}
