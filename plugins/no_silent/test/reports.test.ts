import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { ViolMessage, ViolReport } from '../server/entities.js';
import { DESCRIPTION_MAX, MAX_FILES } from '../shared/constants.js';
import { noSilentRoutes } from '../shared/routes.js';
import { send, type ReportForm } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let other: TestClient;
let eva: TestUser;
let ben: TestUser;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const anonymous = (extra: Partial<ReportForm> = {}): ReportForm => ({
  anonymous: true,
  description: 'The stock is sold on the side',
  ...extra,
});
const names = async (u: TestUser) => (await t.notifications(u)).map((n) => n.name);
const setReceivers = async (c: TestClient, reports: string[]) =>
  expect((await c.admin.api.put(`/api/clients/${c.id}/company`, { receivers: { reports } })).status).toBe(200);

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'no_silent', active: true }] });
  other = await t.client({ features: [{ feature: 'no_silent', active: true }] });
  eva = await acme.user({ rights: ['no_silent'] });
  ben = await acme.user({ rights: ['no_silent'] });
});
afterAll(() => t?.close());

/** Sends and expects a 400 with the rule's text at the field, nothing stored. */
async function refused(form: ReportForm, path: string, message: string) {
  const before = [(await t.rows(acme, ViolReport)).length, (await t.rows(acme, ViolMessage)).length];
  const res = await send(eva, form);
  expect(res.status).toBe(400);
  expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
  expect([(await t.rows(acme, ViolReport)).length, (await t.rows(acme, ViolMessage)).length]).toEqual(before);
}

describe('sending a report (POST api/user/send_viol_report)', () => {
  it('stores an anonymous report with its files, no author, a random id and the day only, and answers its code once', async () => {
    const res = await send(eva, anonymous({ files: ['photo.txt'] }));
    expect(res.status).toBe(200);
    const { _id: id, code } = res.body.result;
    expect(id).toMatch(UUID_V4);
    expect(code).toMatch(/^([0-9A-Z]{4}-){4}[0-9A-Z]{4}$/);
    const [row] = await t.rows(acme, ViolReport, { id });
    expect(row).toMatchObject({ authorId: null, authorName: null, description: 'The stock is sold on the side' });
    expect(row!.createdAt.toISOString()).toBe(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    // The code itself is stored nowhere; its hash finds the report.
    expect(JSON.stringify(row)).not.toContain(code.replace(/-/g, ''));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.files.map((f) => f.fileName)).toEqual(['photo.txt']);
  });

  it('stores a named report with its author, who follows it; it has no code', async () => {
    const res = await send(eva, { anonymous: false, name: 'Eva', description: 'Broken ladder in store 3' });
    expect(res.body.result.code).toBeNull();
    const [row] = await t.rows(acme, ViolReport, { id: res.body.result._id });
    expect(row).toMatchObject({ authorId: eva.id, authorName: 'Eva', codeHash: null });
    const mine = await eva.api.call(noSilentRoutes.mine);
    expect(mine.body.result.map((r) => r._id)).toContain(res.body.result._id);
    expect((await ben.api.call(noSilentRoutes.mine)).body.result).toEqual([]);
  });

  it(`takes a description of ${DESCRIPTION_MAX} characters, not one more; it and a named author's name are required`, async () => {
    expect((await send(eva, anonymous({ description: 'x'.repeat(DESCRIPTION_MAX) }))).status).toBe(200);
    await refused(
      anonymous({ description: 'x'.repeat(DESCRIPTION_MAX + 1) }),
      'description',
      'the description must be at most 10000 characters',
    );
    await refused(anonymous({ description: ' \u200b ' }), 'description', 'required field');
    await refused({ anonymous: false, name: '  ', description: 'text' }, 'name', 'required field');
  });

  it(`takes ${MAX_FILES} attachments, not one more`, async () => {
    const five = ['1.txt', '2.txt', '3.txt', '4.txt', '5.txt'];
    const ok = await send(eva, anonymous({ files: five }));
    expect(ok.status).toBe(200);
    expect((await t.rows(acme, ViolReport, { id: ok.body.result._id }))[0]!.files).toHaveLength(5);
    await refused(anonymous({ files: [...five, '6.txt'] }), 'files', 'at most 5 attachments');
  });

  it('is refused without the right or the feature (403)', async () => {
    const noRight = await acme.user({ rights: [] });
    expect((await send(noRight, anonymous())).status).toBe(403);
    const off = await t.client();
    await off.feature('no_silent', false);
    expect((await send(await off.user({ rights: ['no_silent'] }), anonymous())).status).toBe(403);
  });
});

describe('receivers', () => {
  it("tell the company's receivers of reports, and every admin when it named none", async () => {
    await setReceivers(acme, [ben.id]);
    await send(eva, anonymous());
    expect(await names(ben)).toContain('report.new');
    const adminBefore = (await names(acme.admin)).length;
    expect((await acme.admin.api.call(noSilentRoutes.list)).status).toBe(403);
    await setReceivers(acme, []);
    await send(eva, anonymous());
    expect((await names(acme.admin)).length).toBe(adminBefore + 1);
    expect((await ben.api.call(noSilentRoutes.list)).status).toBe(403);
    expect((await acme.admin.api.call(noSilentRoutes.list)).status).toBe(200);
  });

  it('list reports by day, paged, anonymous ones without name; read one with its files; others may not', async () => {
    await setReceivers(acme, [ben.id]);
    const sent = await send(eva, anonymous({ description: 'Newest', files: ['evidence.txt'] }));
    const total = (await t.rows(acme, ViolReport)).length;
    const page = await ben.api.call(noSilentRoutes.list, { query: { limit: 2, page: 2 } });
    expect(page.body).toMatchObject({ page: 2, limit: 2, total });
    expect(page.body.result).toHaveLength(2);
    // Reports of one day come in no order of their sending: an anonymous report keeps no time to sort by.
    const list = await ben.api.call(noSilentRoutes.list, { query: { limit: 100 } });
    const item = list.body.result.find((r) => r._id === sent.body.result._id)!;
    expect(item).toMatchObject({ anonymous: true, name: null, excerpt: 'Newest', files: 1 });
    const report = (await ben.api.call(noSilentRoutes.get, { params: { id: sent.body.result._id } })).body.result;
    expect(report.files.map((f) => f.fileName)).toEqual(['evidence.txt']);
    // The receiver downloads the attachment; the colleague who sent it anonymously has no way to it, nor anyone else.
    const file = await ben.api.get(`/api/files/${report.files[0]!._id}`);
    expect(Buffer.from(file.raw).toString()).toBe('contents of evidence.txt');
    expect((await eva.api.get(`/api/files/${report.files[0]!._id}`)).status).toBe(403);
    expect((await eva.api.call(noSilentRoutes.get, { params: { id: sent.body.result._id } })).status).toBe(403);
    expect((await eva.api.call(noSilentRoutes.list)).status).toBe(403);
  });

  it("another client's report is not found (404)", async () => {
    await setReceivers(acme, [ben.id]);
    const theirs = await send(await other.user({ rights: ['no_silent'] }), anonymous());
    const id = theirs.body.result._id;
    expect((await ben.api.call(noSilentRoutes.get, { params: { id } })).status).toBe(404);
    expect((await ben.api.call(noSilentRoutes.answer, { params: { id }, body: { text: 'hi' } })).status).toBe(404);
    expect((await ben.api.call(noSilentRoutes.byCode, { body: { code: theirs.body.result.code } })).status).toBe(404);
  });
});

describe('following a report', () => {
  it('an anonymous reporter reads the answers and replies with the code, as often as needed; a wrong code is 404', async () => {
    await setReceivers(acme, [ben.id]);
    const { _id: id, code } = (await send(eva, anonymous())).body.result;
    expect((await ben.api.call(noSilentRoutes.answer, { params: { id }, body: { text: 'Which store?' } })).status).toBe(200);
    // The code as typed back: lower case, without dashes.
    const typed = code.replace(/-/g, '').toLowerCase();
    const thread = await eva.api.call(noSilentRoutes.byCode, { body: { code: typed } });
    expect(thread.body.result.messages).toEqual([expect.objectContaining({ fromReporter: false, authorId: ben.id, text: 'Which store?' })]);
    const before = (await names(ben)).length;
    const replied = await eva.api.call(noSilentRoutes.answerByCode, { body: { code, text: 'Store 3' } });
    expect(replied.body.result.messages.map((m) => [m.fromReporter, m.authorId, m.text])).toEqual([
      [false, ben.id, 'Which store?'],
      [true, null, 'Store 3'],
    ]);
    expect(await names(ben)).toHaveLength(before + 1);
    const [reply] = await t.rows(acme, ViolMessage, { reportId: id, fromReporter: true });
    expect(reply).toMatchObject({ authorId: null });
    expect(reply!.id).toMatch(UUID_V4);
    expect(reply!.createdAt.toISOString().slice(10)).toBe('T00:00:00.000Z');
    // Anyone with the code may read, as the code is all that names the reporter; without it nothing is found.
    expect((await ben.api.call(noSilentRoutes.byCode, { body: { code } })).status).toBe(200);
    expect((await eva.api.call(noSilentRoutes.byCode, { body: { code: 'AAAA-BBBB-CCCC-DDDD-EEEE' } })).status).toBe(404);
    expect((await eva.api.post('/api/no_silent/by_code', { code: '' })).status).toBe(400);
    expect((await eva.api.call(noSilentRoutes.answerByCode, { body: { code: 'nope', text: 'x' } })).status).toBe(404);
  });

  it('the author of a named report reads its answers and replies signed in, and is told of answers', async () => {
    await setReceivers(acme, [ben.id]);
    const { _id: id } = (await send(eva, { anonymous: false, name: 'Eva', description: 'Named' })).body.result;
    await ben.api.call(noSilentRoutes.answer, { params: { id }, body: { text: 'Thank you' } });
    expect(await names(eva)).toContain('report.answered');
    const mine = await eva.api.call(noSilentRoutes.answer, { params: { id }, body: { text: 'You are welcome' } });
    expect(mine.body.result).toMatchObject({ fromReporter: true, text: 'You are welcome' });
    const view = (await eva.api.call(noSilentRoutes.get, { params: { id } })).body.result;
    expect(view).toMatchObject({ anonymous: false, name: 'Eva' });
    expect(view.messages.map((m) => m.text)).toEqual(['Thank you', 'You are welcome']);
    expect((await ben.api.call(noSilentRoutes.mine)).body.result.map((r) => r._id)).not.toContain(id);
    await refusedAnswer(ben, id);
  });
});

async function refusedAnswer(u: TestUser, id: string) {
  const res = await u.api.post(`/api/no_silent/report/${id}/answer`, { text: 'x'.repeat(10_001) });
  expect(res.status).toBe(400);
  expect(res.body.details).toEqual([expect.objectContaining({ path: 'text', message: 'the answer must be at most 10000 characters' })]);
}

describe('seed', () => {
  it('gives the demo workspace no report, and tests one named report with an answer', async () => {
    const demo = await t.client({ features: [{ feature: 'no_silent', active: true }] });
    const worker = await demo.user({ rights: ['no_silent'] });
    await t.seed(plugin, demo, [demo.admin, worker], 'demo');
    expect(await t.rows(demo, ViolReport)).toEqual([]);
    await t.seed(plugin, demo, [demo.admin, worker]);
    const [report] = await t.rows(demo, ViolReport);
    expect(report).toMatchObject({ authorId: worker.id });
    expect(await t.rows(demo, ViolMessage, { reportId: report!.id })).toHaveLength(1);
  });
});
