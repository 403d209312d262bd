import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HR_MAX_FILE, HR_MAX_ROWS, type HrImportResult } from '@atrium/sdk/shared';
import type { TestClient, TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { hrCsv, hrForm, hrXlsx, taxId, type HrLine } from './support/hr-file.js';
import { User, type UserRow } from '../src/users/entity.js';
import { Department } from '../src/structure/entities.js';
import { HrRecord } from '../src/hr/entity.js';

/**
 * The HR import (issue 50 part 3): employees and the structure from an HR export, previewed then applied in one
 * transaction, one employee reset to the last imported row, and the employees excluded from integration left alone.
 */
let t: CoreTestApp;

beforeAll(async () => {
  t = await startCoreTestApp();
});
afterAll(() => t?.close());

const COLUMNS = ['taxId', 'lastName', 'firstName', 'email', 'position', 'departmentCode', 'chiefCode'];
const STRUCT = ['code', 'name', 'parentCode', 'headTaxId'];

let n = 0;
/** An employee's line of the file, unique in tax id and e-mail. */
const person = (over: HrLine = {}): HrLine => ({
  taxId: taxId(),
  lastName: 'Orlova',
  firstName: 'Nina',
  email: `hr${++n}@acme.test`,
  position: 'Engineer',
  ...over,
});

/** An import's answer: the plan, or the refusal with every faulty row and field. */
type Answer = { result: HrImportResult; key?: string; message?: string; details: { path: string; message: string }[] };

const loadHrm = (who: TestUser, file: Buffer, opts: { dryRun?: boolean; name?: string } = {}) =>
  who.api.post<Answer>(`/api/user/load_hrm${opts.dryRun ? '?dryRun=true' : ''}`, undefined, {
    raw: hrForm(file, opts.name),
  });
const loadStruct = (c: TestClient, file: Buffer, opts: { dryRun?: boolean; clientId?: string } = {}) =>
  c.admin.api.post<Answer>(`/api/structure/load_struct${opts.dryRun ? '?dryRun=true' : ''}`, undefined, {
    raw: hrForm(file, 'struct.csv', { client_id: opts.clientId ?? c.id }),
  });
const users = async (c: TestClient) => (await t.rows(c, User, {})) as UserRow[];
const byTax = async (c: TestClient, tax: string) => ((await t.rows(c, User, { taxId: tax } as never)) as UserRow[])[0];

describe('load_hrm', () => {
  it('previews without writing, then applies: created employees with their fields and their imported rows', async () => {
    const c = await t.client();
    const lines = [person({ position: 'Analyst' }), person()];
    const before = (await users(c)).length;
    const preview = await loadHrm(c.admin, hrCsv(COLUMNS, lines), { dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.result).toMatchObject({ dryRun: true, rows: 2, changed: [], deactivated: [], skipped: [] });
    expect(preview.body.result.created.map((x) => [x.row, x.key])).toEqual([
      [2, lines[0]!.taxId],
      [3, lines[1]!.taxId],
    ]);
    expect(preview.body.result.created[0]!.fields).toContainEqual({ field: 'position', from: null, to: 'Analyst' });
    expect(await users(c)).toHaveLength(before);

    const applied = await loadHrm(c.admin, hrCsv(COLUMNS, lines));
    expect(applied.status).toBe(200);
    expect(applied.body.result.dryRun).toBe(false);
    expect(applied.body.result.created).toHaveLength(2);
    expect(await users(c)).toHaveLength(before + 2);
    const nina = await byTax(c, lines[0]!.taxId!);
    expect(nina).toMatchObject({ email: lines[0]!.email, position: 'Analyst', deletion_mark: false });
    expect(await t.rows(c, HrRecord, { userId: nina!.id })).toHaveLength(1);
    // Nobody can sign in with a password nobody set.
    expect((await t.api.post('/api/login', { login: nina!.email, password: '!hr-import', workspace: c.workspace })).status).not.toBe(200);
  });

  it('reads Excel too, and lists a change field by field; a row that changes nothing is counted as unchanged', async () => {
    const c = await t.client();
    const a = person();
    const b = person();
    expect((await loadHrm(c.admin, await hrXlsx(COLUMNS, [a, b]), { name: 'hr.xlsx' })).status).toBe(200);
    const again = await loadHrm(c.admin, await hrXlsx(COLUMNS, [{ ...a, position: 'Team lead' }, b]), { name: 'hr.xlsx', dryRun: true });
    expect(again.status).toBe(200);
    expect(again.body.result.unchanged).toBe(1);
    expect(again.body.result.changed).toEqual([
      expect.objectContaining({ row: 2, key: a.taxId, fields: [{ field: 'position', from: 'Engineer', to: 'Team lead' }] }),
    ]);
  });

  it('refuses the whole file for one bad row, naming every faulty row and field; nothing is written', async () => {
    const c = await t.client();
    const good = person();
    const lines = [
      good,
      person({ taxId: '1234567890' }),
      person({ email: 'not-an-email', firstName: 'x'.repeat(21) }),
      person({ taxId: good.taxId }),
    ];
    const before = (await users(c)).length;
    for (const dryRun of [true, false]) {
      const res = await loadHrm(c.admin, hrCsv(COLUMNS, lines), { dryRun });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ key: 'errors.loading_struct_hrm_error', message: 'HR file refused: 3 faulty rows' });
      const paths = res.body.details.map((d) => `${d.path}: ${d.message}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          'rows.3.taxId: tax id: 10 digits in a valid format',
          'rows.4.email: invalid email',
          'rows.4.firstName: maximum 20 characters',
          'rows.5.taxId: tax id repeats (row 2)',
        ]),
      );
    }
    expect(await users(c)).toHaveLength(before);
    expect(await t.rows(c, HrRecord, {})).toHaveLength(0);
  });

  it('requires a tax id, names unknown columns and missing ones', async () => {
    const c = await t.client();
    const noTax = await loadHrm(c.admin, hrCsv(['lastName', 'firstName', 'email', 'shoeSize'], [person()]));
    expect(noTax.status).toBe(400);
    expect(noTax.body.details).toEqual([
      { path: 'columns', message: 'unknown column "shoeSize"' },
      { path: 'columns', message: 'required column "taxId" missing' },
    ]);
    const blank = await loadHrm(c.admin, hrCsv(COLUMNS, [person({ taxId: undefined })]));
    expect(blank.status).toBe(400);
    expect(blank.body.details[0]).toMatchObject({ path: 'rows.2.taxId' });
  });

  it('deactivates active employees the file lacks, but not admins, employees without a tax id or those excluded; restores one who returns', async () => {
    const c = await t.client();
    const [stay, leave, excluded] = [person(), person(), person()];
    expect((await loadHrm(c.admin, hrCsv(COLUMNS, [stay, leave, excluded]))).status).toBe(200);
    const ex = (await byTax(c, excluded.taxId!))!;
    expect((await c.admin.api.put(`/api/user/${ex.id}`, { hrExcluded: true })).status).toBe(200);
    const handMade = await c.user();

    const preview = await loadHrm(c.admin, hrCsv(COLUMNS, [stay, { ...excluded, position: 'Boss' }]), { dryRun: true });
    expect(preview.body.result.deactivated.map((x) => x.key)).toEqual([leave.taxId]);
    expect(preview.body.result.skipped.map((x) => x.key)).toEqual([excluded.taxId]);
    expect((await loadHrm(c.admin, hrCsv(COLUMNS, [stay, { ...excluded, position: 'Boss' }]))).status).toBe(200);
    expect((await byTax(c, leave.taxId!))!.deletion_mark).toBe(true);
    expect((await byTax(c, excluded.taxId!))!).toMatchObject({ deletion_mark: false, position: 'Engineer' });
    expect((await t.rows(c, User, { id: handMade.id }))[0]!.deletion_mark).toBe(false);
    expect((await t.rows(c, User, { id: c.admin.id }))[0]!.deletion_mark).toBe(false);

    const back = await loadHrm(c.admin, hrCsv(COLUMNS, [stay, leave]));
    expect(back.body.result.changed[0]).toMatchObject({ key: leave.taxId, fields: [{ field: 'deletion_mark', from: true, to: false }] });
    expect((await byTax(c, leave.taxId!))!.deletion_mark).toBe(false);
  });

  it('the excluded tab lists only excluded employees, searchable', async () => {
    const c = await t.client();
    const [a, b] = [person({ lastName: 'Zorina' }), person({ lastName: 'Yakova' })];
    await loadHrm(c.admin, hrCsv(COLUMNS, [a, b]));
    for (const p of [a, b]) await c.admin.api.put(`/api/user/${(await byTax(c, p.taxId!))!.id}`, { hrExcluded: true });
    const all = await c.admin.api.post(`/api/user/filter/${c.workspace}`, { hrExcluded: true });
    expect(all.body.result.map((u: UserRow) => u.lastName)).toEqual(['Yakova', 'Zorina']);
    const found = await c.admin.api.post(`/api/user/filter/${c.workspace}`, { hrExcluded: true, search: 'zor', limit: 1 });
    expect(found.body).toMatchObject({ total: 1, limit: 1 });
  });

  it(`takes ${HR_MAX_ROWS} rows and a file of ${HR_MAX_FILE} bytes; refuses one row or one byte more`, async () => {
    const c = await t.client();
    const lines = Array.from({ length: HR_MAX_ROWS + 1 }, () => person());
    const atLimit = hrCsv(COLUMNS, lines.slice(0, HR_MAX_ROWS));
    expect((await loadHrm(c.admin, atLimit, { dryRun: true })).body.result.created).toHaveLength(HR_MAX_ROWS);
    const over = await loadHrm(c.admin, hrCsv(COLUMNS, lines), { dryRun: true });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(`at most ${HR_MAX_ROWS} rows in an HR file`);

    const one = hrCsv(COLUMNS, [person()]);
    const full = Buffer.concat([one, Buffer.alloc(HR_MAX_FILE - one.length, '\n')]);
    expect((await loadHrm(c.admin, full, { dryRun: true })).body.result.created).toHaveLength(1);
    const big = await loadHrm(c.admin, Buffer.concat([full, Buffer.from('\n')]), { dryRun: true });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('file size too big');
  }, 60_000);
});

describe('load_struct', () => {
  it('builds departments nested by parent code with heads, then chiefs by chiefCode; preview first', async () => {
    const c = await t.client();
    const tree = [
      { code: 'HQ', name: 'Company' },
      { code: 'ENG', name: 'Engineering', parentCode: 'HQ' },
      { code: 'QA', name: 'Quality', parentCode: 'ENG' },
    ];
    const preview = await loadStruct(c, hrCsv(STRUCT, tree), { dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.result.created.map((x) => x.key)).toEqual(['HQ', 'ENG', 'QA']);
    expect(await t.rows(c, Department, {})).toHaveLength(0);
    expect((await loadStruct(c, hrCsv(STRUCT, tree))).status).toBe(200);
    const depts = await t.rows(c, Department, {});
    const code = (x: string) => depts.find((d) => d.code === x)!;
    expect(code('HQ').parentId).toBeNull();
    expect(code('QA').parentId).toBe(code('ENG').id);

    const chief = person({ departmentCode: 'ENG' });
    const tester = person({ departmentCode: 'QA', chiefCode: chief.taxId });
    expect((await loadHrm(c.admin, hrCsv(COLUMNS, [chief, tester]))).status).toBe(200);
    const [chiefRow, testerRow] = [(await byTax(c, chief.taxId!))!, (await byTax(c, tester.taxId!))!];
    expect(testerRow).toMatchObject({ departmentId: code('QA').id, chiefId: chiefRow.id, chiefCode: chief.taxId });

    // The head comes with the structure; a changed name and head are listed field by field.
    const headed = tree.map((d) => (d.code === 'ENG' ? { ...d, name: 'R&D', headTaxId: chief.taxId } : d));
    const again = await loadStruct(c, hrCsv(STRUCT, headed), { dryRun: true });
    expect(again.body.result.changed).toEqual([
      expect.objectContaining({
        key: 'ENG',
        fields: [
          { field: 'name', from: 'Engineering', to: 'R&D' },
          { field: 'managerId', from: null, to: `${chiefRow.firstName} ${chiefRow.lastName}` },
        ],
      }),
    ]);
    expect(again.body.result.unchanged).toBe(2);
    await loadStruct(c, hrCsv(STRUCT, headed));
    expect((await t.rows(c, Department, { id: code('ENG').id }))[0]).toMatchObject({ name: 'R&D', managerId: chiefRow.id });

    // A new head: the preview names the one he replaces.
    const rehead = tree.map((d) => (d.code === 'ENG' ? { ...d, name: 'R&D', headTaxId: tester.taxId } : d));
    expect((await loadStruct(c, hrCsv(STRUCT, rehead), { dryRun: true })).body.result.changed[0]!.fields).toEqual([
      { field: 'managerId', from: `${chiefRow.firstName} ${chiefRow.lastName}`, to: `${testerRow.firstName} ${testerRow.lastName}` },
    ]);
  });

  it('refuses unknown parents and heads, loops and repeated codes, writing nothing', async () => {
    const c = await t.client();
    const res = await loadStruct(
      c,
      hrCsv(STRUCT, [
        { code: 'A', name: 'A', parentCode: 'B' },
        { code: 'B', name: 'B', parentCode: 'A' },
        { code: 'C', name: 'C', parentCode: 'NOPE', headTaxId: taxId() },
        { code: 'C', name: 'C again' },
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.key).toBe('errors.loading_struct_hrm_error');
    expect(res.body.details.map((d) => `${d.path}: ${d.message}`)).toEqual(
      expect.arrayContaining([
        'rows.2.parentCode: a department cannot move into itself or its child',
        'rows.4.parentCode: no department with this code',
        'rows.4.headTaxId: no employee with this tax id',
        'rows.5.code: code repeats (row 4)',
      ]),
    );
    expect(await t.rows(c, Department, {})).toHaveLength(0);
  });

  it("answers 404 for another client's id in client_id", async () => {
    const [c, other] = [await t.client(), await t.client()];
    const res = await loadStruct(c, hrCsv(STRUCT, [{ code: 'HQ', name: 'Company' }]), { clientId: other.id });
    expect(res.status).toBe(404);
    expect(await t.rows(c, Department, {})).toHaveLength(0);
  });
});

describe('reset_to_hrm', () => {
  it("puts the employee's fields back to the last imported row", async () => {
    const c = await t.client();
    const p = person({ position: 'Analyst' });
    await loadHrm(c.admin, hrCsv(COLUMNS, [p]));
    const id = (await byTax(c, p.taxId!))!.id;
    await c.admin.api.put(`/api/user/${id}`, { position: 'Changed by hand', lastName: 'Petrova' });
    const res = await c.admin.api.post('/api/user/reset_to_hrm', { user_id: id });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ position: 'Analyst', lastName: 'Orlova' });
    expect((await t.rows(c, User, { id }))[0]).toMatchObject({ position: 'Analyst', lastName: 'Orlova' });
  });

  it('refuses an excluded employee and one never imported with reseting_hrm_error', async () => {
    const c = await t.client();
    const p = person();
    await loadHrm(c.admin, hrCsv(COLUMNS, [p]));
    const id = (await byTax(c, p.taxId!))!.id;
    await c.admin.api.put(`/api/user/${id}`, { hrExcluded: true, position: 'Kept' });
    const excluded = await c.admin.api.post('/api/user/reset_to_hrm', { user_id: id });
    expect(excluded.status).toBe(409);
    expect(excluded.body).toMatchObject({ key: 'errors.reseting_hrm_error', message: 'the employee is excluded from integration' });
    expect((await t.rows(c, User, { id }))[0]!.position).toBe('Kept');
    const handMade = await c.user();
    const never = await c.admin.api.post('/api/user/reset_to_hrm', { user_id: handMade.id });
    expect(never.status).toBe(404);
    expect(never.body).toMatchObject({ key: 'errors.reseting_hrm_error', message: 'the employee has no imported HR row' });
  });
});

describe('who may import', () => {
  it("is for admins: an employee gets 403 on every call; another client's employee is 404", async () => {
    const c = await t.client();
    const other = await t.client();
    const p = person();
    await loadHrm(c.admin, hrCsv(COLUMNS, [p]));
    const id = (await byTax(c, p.taxId!))!.id;
    const employee = await c.user();
    const before = (await users(c)).length;
    expect((await loadHrm(employee, hrCsv(COLUMNS, [person()]))).status).toBe(403);
    expect(
      (
        await employee.api.post('/api/structure/load_struct', undefined, {
          raw: hrForm(hrCsv(STRUCT, [{ code: 'X', name: 'X' }]), 'struct.csv', { client_id: c.id }),
        })
      ).status,
    ).toBe(403);
    expect((await employee.api.post('/api/user/reset_to_hrm', { user_id: id })).status).toBe(403);
    expect((await other.admin.api.post('/api/user/reset_to_hrm', { user_id: id })).status).toBe(404);
    expect(await users(c)).toHaveLength(before);
    expect(await t.rows(c, Department, {})).toHaveLength(0);
  });
});
