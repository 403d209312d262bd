import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { byKind, pollBody, pollsApp } from './helpers.js';
import { PollParticipant, PollResult } from '../server/entities/index.js';

let t: TestApp;
let acme: TestClient;
let author: TestUser;
let sales1: TestUser;
let sales2: TestUser;
let sales3: TestUser;
let outsider: TestUser;
let sales: string;

beforeAll(async () => {
  ({ t, acme } = await pollsApp());
  author = await acme.user();
  // Real departments of the structure area; the grants service matches recipients on user.departmentId.
  const dept = async (name: string) => (await acme.admin.api.post('/api/structure', { name })).body.result._id as string;
  sales = await dept('Sales');
  const it = await dept('IT');
  // Working time: sales1 over 5 years, sales2 under 3 months, sales3 unknown.
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  [sales1, sales2, sales3] = (await Promise.all(
    ['2019-01-10', monthAgo, null].map((workingSince) => acme.user({ fields: { departmentId: sales, workingSince } })),
  )) as [TestUser, TestUser, TestUser];
  outsider = await acme.user({ fields: { departmentId: it } });
});
afterAll(() => t?.close());

const forSales = () => ({ forAll: false, recipients: [{ level: 'read', audience: 'departments', departmentIds: [sales] }] });

async function pollWith(over: Record<string, unknown>) {
  const res = await author.api.post('/api/poll', pollBody(over));
  expect(res.status).toBe(200);
  return res.body.result;
}
const answer = (u: TestUser, poll: any, range: number, comment: string) =>
  u.api.post(`/api/poll/${poll._id}/answer`, {
    answers: [
      { questionId: byKind(poll, 'list1'), value: [0] },
      { questionId: byKind(poll, 'range'), value: range },
      { questionId: byKind(poll, 'short'), value: comment },
    ],
  });

async function workbook(res: { raw: ArrayBuffer }) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw);
  return wb;
}

describe('closed poll', () => {
  let poll: any;
  beforeAll(async () => {
    poll = await pollWith({ type: 'closed', ...forSales() });
    expect((await answer(sales1, poll, 3, 'from one')).status).toBe(200);
    expect((await answer(sales2, poll, 9, 'from two')).status).toBe(200);
  });

  it('notifies its recipients (not the author, not outsiders) with a link to the poll', async () => {
    const centre = (u: TestUser) => u.api.get(`/api/notification/${acme.id}/polls/${u.id}/now?limit=100`);
    const got = (await centre(sales3)).body.result.filter((n: any) => n.name === 'poll.assigned' && n.link === `/poll/${poll._id}`);
    expect(got).toHaveLength(1);
    expect(got[0].text).toContain('Lunch');
    for (const u of [outsider, author])
      expect((await centre(u)).body.result.filter((n: any) => n.link === `/poll/${poll._id}`)).toEqual([]);
  });

  it('reaches only its recipients', async () => {
    expect((await sales3.api.get(`/api/poll/${poll._id}`)).body.result.canAnswer).toBe(true);
    const denied = await outsider.api.get(`/api/poll/${poll._id}`);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('No access');
    expect((await outsider.api.get('/api/poll?limit=200')).body.result.map((p: any) => p._id)).not.toContain(poll._id);
    expect((await outsider.api.post(`/api/poll/${poll._id}/answer`, { answers: [] })).status).toBe(403);
    expect((await outsider.api.get(`/api/poll/${poll._id}/results`)).status).toBe(403);
    expect((await outsider.api.get(`/api/poll/${poll._id}/excel`)).status).toBe(403);
  });

  it('shows a recipient only their own answers', async () => {
    const res = (await sales1.api.get(`/api/poll/${poll._id}/results`)).body.result;
    expect(res.scope).toBe('own');
    expect(res.rows).toHaveLength(1);
    expect(res.rows[0].user._id).toBe(sales1.id);
    expect(res.summary.find((s: any) => s.questionId === byKind(poll, 'short')).texts).toEqual(['from one']);
    expect(res.notPassed).toBeNull();
    expect(JSON.stringify(res)).not.toContain('from two');
    expect((await sales1.api.get(`/api/poll/${poll._id}/excel?uid=${sales2.id}`)).status).toBe(403);
    expect((await sales1.api.get(`/api/poll/${poll._id}`)).body.result.recipients).toBeNull();
  });

  it('shows the author and administrators all data, with who has not answered', async () => {
    for (const viewer of [author, acme.admin]) {
      const res = (await viewer.api.get(`/api/poll/${poll._id}/results`)).body.result;
      expect(res.scope).toBe('all');
      expect(res.rows.map((r: any) => r.user._id).sort()).toEqual([sales1.id, sales2.id].sort());
      expect(res.recipients).toBe(3);
      expect(res.answered).toBe(2);
      expect(res.notPassed.map((u: any) => u._id)).toEqual([sales3.id]);
      expect(res.summary.find((s: any) => s.questionId === byKind(poll, 'range')).counts).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 1, 0]);
    }
  });

  it('narrows by working-time bucket for administrators only', async () => {
    const of = async (bucket: string) => (await author.api.get(`/api/poll/${poll._id}/results?bucket=${bucket}`)).body.result;
    const senior = await of('y5y10');
    expect(senior.rows.map((r: any) => r.user._id)).toEqual([sales1.id]);
    expect(senior.summary.find((s: any) => s.questionId === byKind(poll, 'short')).texts).toEqual(['from one']);
    expect(senior.notPassed).toEqual([]);
    expect((await of('lt3m')).rows.map((r: any) => r.user._id)).toEqual([sales2.id]);
    expect((await of('y1y5')).rows).toEqual([]);
    expect((await author.api.get(`/api/poll/${poll._id}/results?bucket=decades`)).status).toBe(400);
    const denied = await sales1.api.get(`/api/poll/${poll._id}/results?bucket=y5y10`);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('only administrators filter by working time');
    const wb = await workbook(await author.api.get(`/api/poll/${poll._id}/excel?bucket=lt3m`));
    expect(wb.getWorksheet('Table')!.rowCount).toBe(2);
  });

  it('exports a real xlsx with general, table and not passed sheets', async () => {
    const res = await author.api.get(`/api/poll/${poll._id}/excel`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('.xlsx');
    const wb = await workbook(res);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['General', 'Table', 'Not passed']);
    const table = wb.getWorksheet('Table')!;
    expect(table.rowCount).toBe(3);
    const cells = JSON.stringify(table.getSheetValues());
    expect(cells).toContain('from one');
    expect(cells).toContain('Italian');
    expect(wb.getWorksheet('Not passed')!.rowCount).toBe(2);
    const one = await workbook(await author.api.get(`/api/poll/${poll._id}/excel?uid=${sales2.id}`));
    expect(one.getWorksheet('Table')!.rowCount).toBe(2);
    expect(JSON.stringify(one.getWorksheet('Table')!.getSheetValues())).toContain('from two');
  });
});

describe('recipients added by an edit', () => {
  it('are notified once; those already reached are not notified again', async () => {
    const poll = await pollWith({ type: 'closed', ...forSales(), name: 'Widened' });
    const mine = async (u: TestUser) =>
      (await u.api.get(`/api/notification/${acme.id}/polls/${u.id}/now?limit=100`)).body.result.filter(
        (n: any) => n.link === `/poll/${poll._id}`,
      ).length;
    expect(await mine(outsider)).toBe(0);
    const widened = await author.api.put(
      `/api/poll/${poll._id}`,
      pollBody({
        type: 'closed',
        name: 'Widened',
        forAll: false,
        recipients: [...forSales().recipients, { level: 'read', audience: 'users', userIds: [outsider.id] }],
      }),
    );
    expect(widened.status).toBe(200);
    expect(await mine(outsider)).toBe(1);
    expect(await mine(sales1)).toBe(1);
    expect((await outsider.api.get(`/api/poll/${poll._id}`)).body.result.canAnswer).toBe(true);
  });
});

describe('opened poll', () => {
  it('shows every recipient all answers with names', async () => {
    const poll = await pollWith({ type: 'opened', ...forSales() });
    await answer(sales1, poll, 1, 'open one');
    await answer(sales2, poll, 2, 'open two');
    const res = (await sales3.api.get(`/api/poll/${poll._id}/results`)).body.result;
    expect(res.scope).toBe('all');
    expect(res.rows.map((r: any) => r.user._id).sort()).toEqual([sales1.id, sales2.id].sort());
    expect(res.notPassed).toBeNull();
  });

  it('without recipients is for all', async () => {
    const poll = await pollWith({ type: 'opened', forAll: false, recipients: [] });
    expect(poll.forAll).toBe(true);
    expect((await outsider.api.get(`/api/poll/${poll._id}`)).status).toBe(200);
  });
});

describe('anonymous poll', () => {
  let poll: any;
  beforeAll(async () => {
    poll = await pollWith({ type: 'anonymous', forAll: true });
    await answer(sales1, poll, 4, 'secret one');
    await answer(sales2, poll, 5, 'secret two');
  });

  it('shows everybody, administrators included, de-personalised data only', async () => {
    for (const viewer of [sales1, author, acme.admin]) {
      const res = (await viewer.api.get(`/api/poll/${poll._id}/results`)).body.result;
      expect(res.scope).toBe('anonymous');
      expect(res.rows).toHaveLength(2);
      expect(res.rows.every((r: any) => r.user === null && r.answeredAt === null)).toBe(true);
      expect(JSON.stringify(res.rows)).not.toContain(sales1.id);
    }
    expect((await sales1.api.get(`/api/poll/${poll._id}`)).body.result.myAnswers).toBeNull();
    expect((await author.api.get(`/api/poll/${poll._id}/excel?uid=${sales1.id}`)).status).toBe(400);
    expect((await author.api.get(`/api/poll/${poll._id}/results?bucket=lt3m`)).status).toBe(400);
    const wb = await workbook(await author.api.get(`/api/poll/${poll._id}/excel`));
    const table = JSON.stringify(wb.getWorksheet('Table')!.getSheetValues());
    expect(table).toContain('secret one');
    expect(table).not.toMatch(/User|Test/);
  });

  it('stores nothing that links an answer to a person', async () => {
    const rows = await t.rows(acme, PollResult, { pollId: poll._id });
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.respondentId).toBeNull();
      expect(JSON.stringify(r)).not.toContain(sales1.id);
      expect(new Date(r.createdAt).getUTCHours()).toBe(0);
    }
    const marks = await t.rows(acme, PollParticipant, { pollId: poll._id });
    expect(marks.map((m) => m.userId).sort()).toEqual([sales1.id, sales2.id].sort());
    expect(Object.keys(marks[0]!)).not.toContain('sheetId');
    // The marker still enforces one answer per person.
    expect((await answer(sales1, poll, 1, 'again')).status).toBe(409);
  });
});

describe('tenancy', () => {
  it("another client's poll id is 404 for every call, and nothing changes", async () => {
    const poll = await pollWith({ type: 'opened', forAll: true });
    const other = await t.client({ features: [{ feature: 'polls', active: true }] });
    const intruder = await other.user();
    const base = `/api/poll/${poll._id}`;
    for (const res of [
      await intruder.api.get(base),
      await intruder.api.put(base, pollBody({ name: 'Taken' })),
      await intruder.api.put(`${base}/finish`),
      await intruder.api.get(`${base}/results`),
      await intruder.api.get(`${base}/excel`),
      await intruder.api.post(`${base}/answer`, { answers: [{ questionId: byKind(poll, 'list1'), value: [0] }] }),
      await other.admin.api.delete(base),
    ])
      expect(res.status).toBe(404);
    expect((await intruder.api.get(`/api/user/${acme.id}/polls/access_for/${intruder.id}`)).status).toBe(404);
    const still = (await author.api.get(base)).body.result;
    expect(still).toMatchObject({ name: 'Lunch', finished: false, answeredCount: 0 });
    expect((await intruder.api.get('/api/poll?limit=200')).body.result.map((p: any) => p._id)).not.toContain(poll._id);
  });
});
