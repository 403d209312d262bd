import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRoutes } from '@atrium/sdk/shared';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { RESPONSE_FILES_MAX, SALARY_MAX } from '../shared/constants.js';
import { accessFor, create, item, kbApp, TEXT, titles, upload } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let admin: TestUser;
let hr: TestUser;
let eva: TestUser;

const vacancy = (title: string, vac: Record<string, unknown> = {}) =>
  item(admin, { kind: 'article', section: 'vacancy', title, content: `<p>${title} wanted</p>`, tags: ['it'], vacancy: vac });
const respond = (u: TestUser, body: Record<string, unknown>) => u.api.post('/api/article/vac_respond', body);

beforeAll(async () => {
  ({ t, acme } = await kbApp());
  admin = acme.admin;
  hr = await acme.user({ rights: ['knowl_base', 'vacancies'] });
  eva = await acme.user({ rights: ['knowl_base', 'vacancies'] });
});
afterAll(() => t?.close());

describe('vacancies', () => {
  it('are listed apart from the knowledge base, newest first, with their salary', async () => {
    await vacancy('Tester', { salaryFrom: 100, salaryTo: 200 });
    await vacancy('Designer');
    const list = await accessFor(acme, eva, 'section=vacancy');
    expect(titles(list)).toEqual(['Designer', 'Tester']);
    expect(list.body.result[1].vacancy).toEqual({ salaryFrom: 100, salaryTo: 200, salaryCurrency: null, receivers: [] });
    expect(titles(await accessFor(acme, eva))).not.toContain('Tester');
    expect(titles(await accessFor(acme, eva, 'section=vacancy&search=tester'))).toEqual(['Tester']);
    expect(titles(await accessFor(acme, eva, 'search=tester'))).toEqual([]);
  });

  it('are found in the one search by those holding the vacancies right only, with their attached file names', async () => {
    const file = await upload(admin, Buffer.from('duties'), 'plumber-duties.txt');
    const id = await item(admin, {
      kind: 'article',
      section: 'vacancy',
      title: 'Plumber',
      content: '<p>Plumber wanted</p>',
      attachments: [{ file }],
    });
    const found = async (u: TestUser, q: string) =>
      (await u.api.call(searchRoutes.find, { query: { q, type: 'knowl_base' } })).body.result.map((h) => `${h.kind}:${h._id}`);
    expect(await found(eva, 'plumber')).toEqual([`vacancy:${id}`]);
    expect(await found(eva, 'duties')).toEqual([`vacancy:${id}`]);
    const reader = await acme.user({ rights: ['knowl_base'] });
    expect([403, 404]).toContain((await reader.api.get(`/api/article/${id}`)).status);
    expect(await found(reader, 'plumber')).toEqual([]);
  });

  it(`take a salary up to ${SALARY_MAX}, and "from" not above "to"`, async () => {
    const body = (vac: Record<string, unknown>) => ({ kind: 'article', section: 'vacancy', title: 'Pay', content: 'x', vacancy: vac });
    expect((await create(admin, body({ salaryFrom: 0, salaryTo: SALARY_MAX }))).status).toBe(200);
    expect((await create(admin, body({ salaryTo: SALARY_MAX + 1 }))).status).toBe(400);
    const res = await create(admin, body({ salaryFrom: 300, salaryTo: 200 }));
    expect(res.status).toBe(400);
    expect(res.body.details[0].message).toBe('salary from above salary to');
  });

  it("keep the salary's currency, one of the spec's, and its receivers when the salary is edited", async () => {
    const v = await vacancy('Accountant', { salaryFrom: 90000, salaryCurrency: 'kzt', receivers: [hr.id] });
    expect((await admin.api.get(`/api/article/${v}`)).body.result.vacancy).toEqual({
      salaryFrom: 90000,
      salaryTo: null,
      salaryCurrency: 'kzt',
      receivers: [hr.id],
    });
    const bad = await admin.api.put(`/api/article/${v}`, { vacancy: { salaryFrom: 1, salaryCurrency: 'btc', receivers: [hr.id] } });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe('vacancy.salaryCurrency');
    expect((await admin.api.get(`/api/article/${v}`)).body.result.vacancy.salaryCurrency).toBe('kzt');
  });

  it('need the vacancies right', async () => {
    const kbOnly = await acme.user({ rights: ['knowl_base'] });
    const v = await vacancy('Hidden');
    expect((await accessFor(acme, kbOnly, 'section=vacancy')).status).toBe(403);
    expect((await kbOnly.api.get(`/api/article/${v}`)).status).toBe(403);
    expect((await respond(kbOnly, { vacancy: v, text: 'Me' })).status).toBe(403);
  });

  it('send a response with attachments to the receivers', async () => {
    const v = await vacancy('Analyst', { receivers: [hr.id] });
    const cv = await upload(eva, TEXT, 'cv.txt');
    const res = await respond(eva, { vacancy: v, text: 'I would like to join', attachments: [{ file: cv }] });
    expect(res.body.result).toEqual({ receivers: 1 });
    const [note] = (await t.notifications(hr)).filter((n) => n.name === 'vacancy.response');
    expect(note).toBeDefined();
    expect(JSON.stringify(note)).toContain('cv.txt');
    expect((await t.notifications(admin)).filter((n) => n.name === 'vacancy.response')).toEqual([]);
    expect((await hr.api.get(`/api/files/${cv}`)).status).toBe(200);
  });

  it('are read, newest first and paged, by their receivers, the author and the administrators; the applicant sees the form', async () => {
    const lead = await acme.user({ rights: ['knowl_base', 'vacancies'] });
    const v = await vacancy('Support lead', { receivers: [lead.id] });
    const bob = await acme.user({ rights: ['knowl_base', 'vacancies'], fields: { firstName: 'Bob', lastName: 'Applicant' } });
    const cv = await upload(bob, TEXT, 'bob-cv.txt');
    await respond(eva, { vacancy: v, text: 'First' });
    await respond(bob, { vacancy: v, text: 'Second', attachments: [{ file: cv }] });
    const read = (u: TestUser, query = '') => u.api.get(`/api/article/${v}/responses${query}`);
    for (const u of [lead, admin]) {
      expect((await u.api.get(`/api/article/${v}`)).body.result.responses).toBe(2);
      const page = await read(u);
      expect(page.body.total).toBe(2);
      expect(page.body.result.map((r: { text: string }) => r.text)).toEqual(['Second', 'First']);
      expect(page.body.result[0].user).toEqual(expect.objectContaining({ _id: bob.id, fullName: 'Bob Applicant' }));
      // A card only: the applicant's HR fields stay with HR.
      expect(page.body.result[0].user).not.toHaveProperty('workingSince');
      expect(page.body.result[0].attachments[0]).toMatchObject({ filename: 'bob-cv.txt' });
    }
    const second = await read(lead, '?page=2&limit=1');
    expect(second.body.result.map((r: { text: string }) => r.text)).toEqual(['First']);
    for (const u of [eva, hr]) {
      expect((await u.api.get(`/api/article/${v}`)).body.result.responses).toBeNull();
      expect((await read(u)).status).toBe(403);
    }
  });

  it('send a response to every administrator when no receiver is set', async () => {
    const second = await acme.user({ rights: ['knowl_base'], roles: ['admin'] });
    const v = await vacancy('Courier');
    expect((await respond(eva, { vacancy: v, text: 'Ready to ride' })).body.result).toEqual({ receivers: 2 });
    for (const a of [admin, second]) expect((await t.notifications(a)).some((n) => n.name === 'vacancy.response')).toBe(true);
    expect((await t.notifications(hr)).filter((n) => n.name === 'vacancy.response')).toHaveLength(1);
  });

  it("send a response to the company's vacancy receivers when the vacancy names none still employed", async () => {
    const gone = await acme.user({ rights: ['knowl_base', 'vacancies'] });
    expect((await admin.api.put(`/api/clients/${acme.id}/company`, { receivers: { vacancies: [hr.id] } })).status).toBe(200);
    const v = await vacancy('Driver', { receivers: [gone.id] });
    expect((await admin.api.put(`/api/user/delete/${gone.id}`)).status).toBe(200);
    const before = (await t.notifications(hr)).length;
    expect((await respond(eva, { vacancy: v, text: 'I drive' })).body.result).toEqual({ receivers: 1 });
    expect(await t.notifications(hr)).toHaveLength(before + 1);
    expect((await admin.api.put(`/api/clients/${acme.id}/company`, { receivers: { vacancies: [] } })).status).toBe(200);
  });

  it(`take ${RESPONSE_FILES_MAX} attachments, not one more, and only to a vacancy`, async () => {
    const v = await vacancy('Clerk', { receivers: [hr.id] });
    const files = [];
    for (let i = 0; i <= RESPONSE_FILES_MAX; i++) files.push({ file: await upload(eva, TEXT, `p${i}.txt`) });
    expect((await respond(eva, { vacancy: v, text: 'Papers', attachments: files.slice(0, RESPONSE_FILES_MAX) })).status).toBe(200);
    expect((await respond(eva, { vacancy: v, text: 'Papers', attachments: files })).status).toBe(400);
    const a = await item(admin, { kind: 'article', title: 'Not a job', content: 'x' });
    const res = await respond(eva, { vacancy: a, text: 'Hm' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('not a vacancy');
  });
});
