import { In } from 'typeorm';
import {
  HR_DEPARTMENT_COLUMNS,
  HR_DEPARTMENT_REQUIRED,
  HrDepartmentRow,
  type FieldError,
  type HrFieldChange,
  type HrImportResult,
} from '@atrium/sdk/shared';
import { inBatches, type ClientDb } from '@atrium/sdk/server';
import { newId } from '../db/ids.js';
import { Department, type DepartmentRow } from '../structure/entities.js';
import { departmentMap } from '../structure/tree.js';
import { User, type UserRow } from '../users/entity.js';
import { checkRows } from '../users/rows.js';
import { hrFileRefused, readSheet } from './sheet.js';

/** What applying a structure file writes, with the result the preview and the answer show. */
export interface StructurePlan {
  result: HrImportResult;
  create: DepartmentRow[];
  update: { id: string; patch: Partial<DepartmentRow> }[];
  chiefs: { id: string; chiefId: string }[];
}

type Row = { row: number; data: HrDepartmentRow & { type: NonNullable<HrDepartmentRow['type']> } };

const nameOf = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();
const keyOf = (type: string, code: string) => `${type}:${code}`;

/** Each employee with a `chiefCode` gets as chief the active employee with that tax id; one whose chief is unknown keeps theirs. */
async function planChiefs(db: ClientDb): Promise<{ chiefs: StructurePlan['chiefs']; changed: HrImportResult['changed'] }> {
  const named = (await db
    .repo(User)
    .qb('u')
    .select(['u.id', 'u.taxId', 'u.firstName', 'u.lastName', 'u.chiefId', 'u.chiefCode'])
    .andWhere('u.chiefCode IS NOT NULL')
    .andWhere('u.deletion_mark = :del', { del: false })
    .andWhere('u.hrExcluded = :ex', { ex: false })
    .getMany()) as UserRow[];
  const codes = [...new Set(named.map((u) => u.chiefCode!))];
  const found = await inBatches(
    codes,
    async (part) => (await db.repo(User).find({ where: { taxId: In(part), deletion_mark: false } as never })) as UserRow[],
  );
  const byTax = new Map(found.map((u) => [u.taxId!, u]));
  const chiefs: StructurePlan['chiefs'] = [];
  const changed: HrImportResult['changed'] = [];
  for (const u of named) {
    const chief = byTax.get(u.chiefCode!);
    if (!chief || chief.id === u.id || chief.id === u.chiefId) continue;
    chiefs.push({ id: u.id, chiefId: chief.id });
    changed.push({
      _id: u.id,
      key: u.taxId ?? u.chiefCode!,
      name: nameOf(u),
      fields: [{ field: 'chiefId', from: null, to: nameOf(chief) }],
    });
  }
  return { chiefs, changed };
}

/**
 * The plan of a structure file (`POST api/structure/load_struct`): departments by their code (per structure type,
 * administrative unless the `type` column says another), nested by `parentCode` (a department of the file or one
 * imported before), headed by the employee with `headTaxId`; a department without a parent goes under the root of
 * its type (or becomes the root). Departments the file lacks are kept: they may still have employees. Then chiefs
 * by `chiefCode`. Any faulty row refuses the whole file.
 */
export async function planStructure(db: ClientDb, file: Buffer): Promise<StructurePlan> {
  const sheet = await readSheet(file, HR_DEPARTMENT_COLUMNS, HR_DEPARTMENT_REQUIRED);
  const checked = checkRows(
    HrDepartmentRow,
    sheet.rows.map((r) => r.values),
    (i) => `rows.${sheet.rows[i]!.row}`,
  );
  const issues: FieldError[] = checked.issues;
  const bad = new Set(issues.map((x) => x.path.split('.')[1]));
  const rows: Row[] = sheet.rows
    .filter((r) => !bad.has(String(r.row)))
    .map((r, i) => ({ row: r.row, data: { ...checked.rows[i]!, type: checked.rows[i]!.type ?? 'administrative' } }));

  const map = await departmentMap(db);
  const existing = new Map([...map.values()].flatMap((d) => (d.code ? [[keyOf(d.type, d.code), d] as const] : [])));
  const inFile = new Map<string, Row>();
  for (const r of rows) {
    const key = keyOf(r.data.type, r.data.code);
    const first = inFile.get(key);
    if (first) issues.push({ path: `rows.${r.row}.code`, message: `code repeats (row ${first.row})` });
    else inFile.set(key, r);
  }
  const heads = await inBatches(
    [...new Set(rows.flatMap((r) => (r.data.headTaxId ? [r.data.headTaxId] : [])))],
    async (part) => (await db.repo(User).find({ where: { taxId: In(part), deletion_mark: false } as never })) as UserRow[],
  );
  const headByTax = new Map(heads.map((u) => [u.taxId!, u]));

  for (const r of inFile.values()) {
    const { type, code, parentCode, headTaxId } = r.data;
    if (parentCode && !inFile.has(keyOf(type, parentCode)) && !existing.has(keyOf(type, parentCode)))
      issues.push({ path: `rows.${r.row}.parentCode`, message: 'no department with this code' });
    if (parentCode && existing.get(keyOf(type, code))?.parentId === null)
      issues.push({ path: `rows.${r.row}.parentCode`, message: 'root department cannot be moved' });
    if (headTaxId && !headByTax.has(headTaxId)) issues.push({ path: `rows.${r.row}.headTaxId`, message: 'no employee with this tax id' });
    // A parent chain of the file that comes back to the row is a loop.
    const seen = new Set<string>();
    for (let p = parentCode; p && !seen.has(p); p = inFile.get(keyOf(type, p))?.data.parentCode) {
      if (p === code) {
        issues.push({ path: `rows.${r.row}.parentCode`, message: 'a department cannot move into itself or its child' });
        break;
      }
      seen.add(p);
    }
  }
  if (issues.length) throw hrFileRefused(`HR file refused: ${new Set(issues.map((x) => x.path.split('.')[1])).size} faulty rows`, issues);

  // Ids first, so a department may name a parent that comes later in the file.
  const idOf = new Map([...inFile].map(([key]) => [key, existing.get(key)?.id ?? newId()]));
  const roots = new Map([...map.values()].filter((d) => !d.parentId).map((d) => [d.type, d.id]));
  const names = new Map([...map.values()].map((d) => [d.id, d.name]));
  for (const [key, r] of inFile) names.set(idOf.get(key)!, r.data.name);
  // The heads the file replaces are named in the preview too, not shown by id; a dismissed one keeps his name.
  const known = new Set(heads.map((u) => u.id));
  const replaced = [...new Set([...inFile.keys()].flatMap((key) => existing.get(key)?.managerId ?? []))].filter((id) => !known.has(id));
  const previous = await inBatches(replaced, async (part) => (await db.repo(User).find({ where: { id: In(part) } as never })) as UserRow[]);
  const people = new Map([...heads, ...previous].map((u) => [u.id, u]));
  const headName = (id: string | null) => (id ? (people.has(id) ? nameOf(people.get(id)!) : id) : null);

  const plan: StructurePlan = {
    result: { dryRun: true, rows: rows.length, created: [], changed: [], deactivated: [], skipped: [], unchanged: 0 },
    create: [],
    update: [],
    chiefs: [],
  };
  for (const [key, r] of inFile) {
    const { type, code, name, parentCode, headTaxId } = r.data;
    const id = idOf.get(key)!;
    const before = existing.get(key);
    let parentId = parentCode ? idOf.get(keyOf(type, parentCode))! : (before?.parentId ?? roots.get(type) ?? null);
    if (!before && !parentCode && !parentId) roots.set(type, id);
    if (parentId === id) parentId = null;
    const next = { name, parentId, managerId: headTaxId ? headByTax.get(headTaxId)!.id : (before?.managerId ?? null) };
    if (!before) {
      plan.create.push({ id, type, code, description: null, deleted: false, ...next } as DepartmentRow);
      plan.result.created.push({ row: r.row, key: code, name });
      continue;
    }
    const fields: HrFieldChange[] = [];
    if (before.name !== name) fields.push({ field: 'name', from: before.name, to: name });
    if (before.parentId !== parentId)
      fields.push({ field: 'parentId', from: names.get(before.parentId ?? '') ?? null, to: names.get(parentId ?? '') ?? null });
    if (before.managerId !== next.managerId)
      fields.push({ field: 'managerId', from: headName(before.managerId), to: headName(next.managerId) });
    if (!fields.length) {
      plan.result.unchanged++;
      continue;
    }
    plan.update.push({ id, patch: next });
    plan.result.changed.push({ row: r.row, _id: id, key: code, name, fields });
  }
  const chiefs = await planChiefs(db);
  plan.chiefs = chiefs.chiefs;
  plan.result.changed.push(...chiefs.changed);
  return plan;
}

/** Writes the plan in the caller's transaction. */
export async function applyStructure(db: ClientDb, plan: StructurePlan): Promise<void> {
  if (plan.create.length) await db.repo(Department).insertMany(plan.create);
  for (const { id, patch } of plan.update) await db.repo(Department).update({ id }, patch as never);
  for (const { id, chiefId } of plan.chiefs) await db.repo(User).update({ id }, { chiefId } as never);
}
