import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { Client } from '../src/clients/entity.js';
import { ChiefDashboardWidgets1732200106700 } from '../src/db/migrations/1732200106700-chief-dashboard-widgets.js';

let t: CoreTestApp;
let c: TestClient;
let head: TestUser, lead: TestUser, worker: TestUser, outsider: TestUser;

const day = (offsetDays: number, yearsAgo = 0) => {
  const d = new Date(Date.now() + offsetDays * 86400_000);
  d.setUTCFullYear(d.getUTCFullYear() - yearsAgo);
  return d.toISOString().slice(0, 10);
};
const slotPath = (client: TestClient, slot = 'chief.dashboard') => `/api/clients/${client.id}/slots/${slot}`;

beforeAll(async () => {
  t = await startCoreTestApp();
  c = await t.client();
  head = await c.user({ fields: { firstName: 'Hanna', lastName: 'Head' } });
  // lead answers to head, worker to lead: head's team is both, lead's only worker.
  lead = await c.user({
    fields: {
      lastName: 'Lead',
      chiefId: head.id,
      grade: 'Senior',
      salary: 250000,
      salaryCurrency: 'rub',
      workingSince: day(0, 2),
      birthDate: `1990-${day(3).slice(5)}`,
    },
  });
  worker = await c.user({ fields: { lastName: 'Worker', chiefId: lead.id, grade: 'Junior', salary: 90000, workingSince: day(0, 12) } });
  outsider = await c.user({ fields: { lastName: 'Outsider', grade: 'Lead', salary: 999999, workingSince: day(0, 4) } });
});
afterAll(() => t?.close());

describe('switching widgets on', () => {
  it('starts with every widget off; an admin switches two on and the chief sees exactly those', async () => {
    expect((await c.admin.api.get(slotPath(c))).body.result).toEqual({ slot: 'chief.dashboard', on: [] });
    expect((await head.api.get('/api/me')).body.result.client.settings.slots).toBeUndefined();
    const put = await c.admin.api.put(slotPath(c), { on: ['core.subordinates', 'core.salaries', 'core.subordinates'] });
    expect(put.status).toBe(200);
    expect(put.body.result.on).toEqual(['core.subordinates', 'core.salaries']);
    expect((await head.api.get('/api/me')).body.result.client.settings.slots).toEqual({
      'chief.dashboard': ['core.subordinates', 'core.salaries'],
    });
    expect((await c.admin.api.get(slotPath(c))).body.result.on).toEqual(['core.subordinates', 'core.salaries']);
  });

  it('refuses an employee (403), another client (404), an unknown slot (404) and an unknown widget (400), storing nothing', async () => {
    expect((await head.api.put(slotPath(c), { on: ['core.birthdays'] })).status).toBe(403);
    expect((await head.api.get(slotPath(c))).status).toBe(403);
    const other = await t.client();
    expect((await other.admin.api.put(slotPath(c), { on: ['core.birthdays'] })).status).toBe(404);
    expect((await c.admin.api.put(slotPath(c, 'wall.widgets'), { on: [] })).status).toBe(404);
    const bad = await c.admin.api.put(slotPath(c), { on: ['core.subordinates', 'task_tracker'] });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]).toMatchObject({ path: 'on.1', message: 'unknown widget' });
    // At most 100 keys: 100 pass (repeats are one), 101 do not.
    expect((await c.admin.api.put(slotPath(c), { on: Array(101).fill('core.birthdays') })).status).toBe(400);
    // Another client's switch does not show here.
    expect((await other.admin.api.put(slotPath(other), { on: Array(100).fill('core.birthdays') })).body.result.on).toEqual([
      'core.birthdays',
    ]);
    expect((await c.admin.api.get(slotPath(c))).body.result.on).toEqual(['core.subordinates', 'core.salaries']);
  });

  it("the migration switches today's plugin widgets on for existing clients and leaves a client's own choice", async () => {
    const fresh = await t.client();
    const ds = t.app.core.ds;
    const qr = ds.createQueryRunner();
    try {
      await new ChiefDashboardWidgets1732200106700().up(qr);
    } finally {
      await qr.release();
    }
    const slotsOf = async (id: string) => (await ds.getRepository(Client).findOneByOrFail({ id })).settings.slots;
    expect(await slotsOf(fresh.id)).toEqual({ 'chief.dashboard': ['task_tracker', 'lms', 'idp'] });
    expect(await slotsOf(c.id)).toEqual({ 'chief.dashboard': ['core.subordinates', 'core.salaries'] });
  });
});

describe("the chief's team call", () => {
  const team = (u: TestUser, chief: TestUser, page = 1) => u.api.get(`/api/chiefs_dashboard/${chief.id}/team?page=${page}`);

  it('answers the whole team with HR fields, birthdays and working periods to the chief', async () => {
    const res = await team(head, head);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.total).toBe(2);
    expect(r.cards.map((u: { lastName: string }) => u.lastName)).toEqual(['Lead', 'Worker']);
    expect(r.cards[0].salary).toBeUndefined();
    expect(r.salaries).toEqual([
      { user: expect.objectContaining({ _id: lead.id }), grade: 'Senior', salary: 250000, salaryCurrency: 'rub' },
      { user: expect.objectContaining({ _id: worker.id }), grade: 'Junior', salary: 90000, salaryCurrency: null },
    ]);
    expect(JSON.stringify(r)).not.toContain('Outsider');
    expect(r.birthdays).toEqual([{ user: expect.objectContaining({ _id: lead.id }), day: day(3).slice(5) }]);
    expect(r.workingPeriod).toEqual([
      { period: '0-1', count: 0 },
      { period: '1-3', count: 1 },
      { period: '3-5', count: 0 },
      { period: '5-10', count: 0 },
      { period: '10+', count: 1 },
      { period: 'unknown', count: 0 },
    ]);
    // A chief lower down sees only their own team.
    expect((await team(lead, lead)).body.result.salaries.map((s: { user: { _id: string } }) => s.user._id)).toEqual([worker.id]);
  });

  it('refuses another chief and employees (403) and another client (404); admins read any team', async () => {
    expect((await team(lead, head)).status).toBe(403);
    expect((await team(outsider, head)).status).toBe(403);
    expect((await team(c.admin, head)).body.result.salaries).toHaveLength(2);
    expect((await team((await t.client()).admin, head)).status).toBe(404);
    expect((await team(outsider, outsider)).body.result).toMatchObject({ total: 0, salaries: [], cards: [] });
  });

  it("pages the journal's employee data changes of the team, 25 a page, newest first", async () => {
    for (let i = 0; i < 25; i++) expect((await c.admin.api.put(`/api/user/${worker.id}`, { position: `P${i}` })).status).toBe(200);
    await c.admin.api.put(`/api/user/${lead.id}`, { grade: 'Lead' });
    await c.admin.api.put(`/api/user/${outsider.id}`, { position: 'Elsewhere' });
    const first = (await team(head, head)).body.result.changes;
    expect(first).toMatchObject({ page: 1, limit: 25, total: 26 });
    expect(first.result).toHaveLength(25);
    expect(first.result[0]).toMatchObject({ action: 'user.update', user: { _id: lead.id }, actor: { _id: c.admin.id }, fields: ['grade'] });
    const second = (await team(head, head, 2)).body.result.changes;
    expect(second.result).toHaveLength(1);
    expect(second.result[0]).toMatchObject({ user: { _id: worker.id }, fields: ['position'] });
    expect((await team(lead, lead)).body.result.changes.total).toBe(25);
  });
});
