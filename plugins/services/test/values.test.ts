import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { ServiceRequest } from '../server/entities/index.js';
import { FIELD_TYPES } from '../shared/constants.js';
import { servicesRoutes } from '../shared/routes.js';

let t: TestApp;
let acme: TestClient;
let hr: TestUser;
let eva: TestUser;
let loner: TestUser;
let service: string;
/** Field ids of the first step's form by type, and of the second step's one field. */
const id: Record<string, string> = {};
let reviewField: string;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'services', active: true }] });
  hr = await acme.user();
  eva = await acme.user();
  loner = await acme.user();
  const group = (await acme.admin.api.call(servicesRoutes.createGroup, { body: { name: 'HR' } })).body.result._id;
  // The first form holds 10 fields (the limit); the other three types go to the second step's form.
  const [first, second] = [FIELD_TYPES.slice(0, 10), FIELD_TYPES.slice(10)];
  const field = (type: string) => ({ name: type, type, required: type === 'string', options: type === 'select' ? ['A', 'B'] : [] });
  const made = await acme.admin.api.call(servicesRoutes.create, {
    body: {
      name: 'Leave',
      description: 'Paid leave',
      groupId: group,
      type: 'multi',
      receivers: [hr.id],
      steps: [
        { name: 'HR checks', performers: { kind: 'employees', userIds: [hr.id] }, form: { name: 'Leave', fields: first.map(field) } },
        { name: 'HR signs', performers: { kind: 'employees', userIds: [hr.id] }, form: { name: 'Signature', fields: second.map(field) } },
      ],
    } as never,
  });
  service = made.body.result._id;
  for (const f of [...made.body.result.steps[0]!.form!.fields, ...made.body.result.steps[1]!.form!.fields]) id[f.type] = f._id;
  reviewField = id.email!;
});
afterAll(() => t?.close());

const file = (u: TestUser, values: Record<string, unknown>) => u.api.post('/api/user/send_service_req', { service, values });
async function upload(u: TestUser) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(Buffer.from('scan\n'))]), 'scan.txt');
  return (await u.api.request('post', '/api/upload?purpose=any', undefined, { raw: form })).body.results[0].file._id as string;
}

/** Expects a 400 with the rule's text at `values.<field>`, no request stored. */
async function refused(values: Record<string, unknown>, field: string, message: string) {
  const before = (await t.rows(acme, ServiceRequest)).length;
  const res = await file(eva, values);
  expect(res.status).toBe(400);
  expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: `values.${field}`, message })]));
  expect(await t.rows(acme, ServiceRequest)).toHaveLength(before);
}

describe('form values', () => {
  it('takes a string of 50 characters and refuses 51, and refuses a required field left out', async () => {
    await refused({}, id.string!, 'fill in this field');
    await refused({ [id.string!]: 'x'.repeat(51) }, id.string!, 'at most 50 characters');
    const ok = await file(eva, { [id.string!]: 'x'.repeat(50) });
    expect(ok.status).toBe(200);
    expect(ok.body.result.steps[0].values).toEqual({ [id.string!]: 'x'.repeat(50) });
  });

  it('checks each type: a select outside its options, a period ending first, a bad date, a number as text, an unknown field', async () => {
    const base = { [id.string!]: 'Vacation' };
    await refused({ ...base, [id.select!]: 'C' }, id.select!, 'invalid value');
    await refused(
      { ...base, [id.period!]: { from: '2026-07-10', to: '2026-07-01' } },
      `${id.period}.to`,
      'the period ends before it starts',
    );
    await refused({ ...base, [id.date!]: '2026-02-30' }, id.date!, 'date as yyyy-mm-dd');
    await refused({ ...base, [id.number!]: '3' }, id.number!, 'invalid value');
    const res = await file(eva, { ...base, nope: 1 });
    expect(res.status).toBe(400);
  });

  it('stores every type with the request; the performer fills the next form when accepting', async () => {
    const scan = await upload(eva);
    const values = {
      [id.string!]: 'Vacation',
      [id.text!]: 'Two weeks at the sea',
      [id.number!]: 14,
      [id.date!]: '2026-07-01',
      [id.period!]: { from: '2026-07-01', to: '2026-07-14' },
      [id.select!]: 'B',
      [id.checkbox!]: true,
      [id.file!]: scan,
      [id.dept!]: 'd-1',
      [id.user!]: hr.id,
    };
    const filed = (await file(eva, values)).body.result;
    expect(filed.steps[0].values).toEqual(values);

    // The file opens to the initiator and the performers, not to others.
    expect((await eva.api.get(`/api/files/${scan}`)).status).toBe(200);
    expect((await hr.api.get(`/api/files/${scan}`)).status).toBe(200);
    expect((await loner.api.get(`/api/files/${scan}`)).status).toBe(403);

    const pass = (v: Record<string, unknown>) => hr.api.post(`/api/bp/${filed._id}/pass_step`, { action: 'accept', values: v });
    expect((await pass({})).status).toBe(200);
    const bad = await pass({ [reviewField]: 'not-mail', [id.phone!]: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: `values.${reviewField}`, message: 'invalid e-mail' }),
        expect.objectContaining({ path: `values.${id.phone}`, message: 'invalid phone number' }),
      ]),
    );
    const done = await pass({ [reviewField]: 'hr@acme.test', [id.phone!]: '+7 (900) 123-45-67', [id.users!]: [hr.id, eva.id] });
    expect(done.body.result.result).toBe('succeeded');
    expect(done.body.result.steps[1].values).toMatchObject({ [reviewField]: 'hr@acme.test' });
  });

  it("refuses a file the caller did not upload (another's), storing nothing", async () => {
    const theirs = await upload(loner);
    const before = (await t.rows(acme, ServiceRequest)).length;
    expect((await file(eva, { [id.string!]: 'x', [id.file!]: theirs })).status).toBe(403);
    expect(await t.rows(acme, ServiceRequest)).toHaveLength(before);
  });
});
