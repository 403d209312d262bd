import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from '../support/app.js';
import { waitFor } from './helpers.js';

let t: CoreTestApp;
let acme: TestClient;
let other: TestClient;

const jobRows = (clientId: string) =>
  t.app.ds.getRepository('Job').find({ where: { name: 'core:mailing', clientId } }) as Promise<
    { repeatInterval: string | null; nextRunAt: Date | null }[]
  >;

beforeAll(async () => {
  process.env.JOBS_PROCESS_EVERY_MS = '200';
  t = await startCoreTestApp();
  acme = await t.client();
  other = await t.client();
});
afterAll(() => t?.close());

describe('mailings', () => {
  it('starts on create, restarts on a new schedule, stops when inactive and by key', async () => {
    const api = acme.admin.api;
    const created = await api.post('/api/mailing', {
      workspace: acme.workspace,
      action: 'birthdays',
      schedule: { type: 'daily', time: '09:30' },
    });
    expect(created.status).toBe(200);
    const m = created.body.result;
    expect(m).toMatchObject({ workspace: acme.workspace, action: 'birthdays', active: true, status: 'started' });
    expect((await jobRows(acme.id)).map((j) => j.repeatInterval)).toEqual(['30 9 * * *']);
    expect(
      (await api.post('/api/mailing', { workspace: acme.workspace, action: 'birthdays', schedule: { type: 'minutely' } })).status,
    ).toBe(409);

    const changed = await api.put(`/api/mailing/${m._id}`, { schedule: { type: 'weekly', weekday: 1, time: '08:00' } });
    expect(changed.body.result.status).toBe('started');
    expect((await jobRows(acme.id)).map((j) => j.repeatInterval)).toEqual(['0 8 * * 1']);

    expect((await api.put(`/api/mailing/stopJob/${acme.workspace}_birthdays`, {})).body.result.status).toBe('stopped');
    expect(await jobRows(acme.id)).toHaveLength(0);
    expect((await api.put(`/api/mailing/restartJob/${acme.workspace}_birthdays`, {})).body.result.status).toBe('started');
    expect(await jobRows(acme.id)).toHaveLength(1);

    expect((await api.put(`/api/mailing/${m._id}`, { active: false })).body.result.status).toBe('stopped');
    expect(await jobRows(acme.id)).toHaveLength(0);
    expect((await api.put(`/api/mailing/startJob/${acme.workspace}`, {})).body.result.started).toBe(0);
    expect((await api.put(`/api/mailing/${m._id}`, { active: true })).body.result.status).toBe('started');

    const list = await api.get(`/api/mailing?workspace=${acme.workspace}`);
    expect(list.body.result).toHaveLength(1);
    expect((await api.delete(`/api/mailing/${m._id}`)).status).toBe(200);
    expect(await jobRows(acme.id)).toHaveLength(0);
    expect((await api.get(`/api/mailing/${m._id}`)).status).toBe(404);
  });

  it('changes only what a PUT sends: a new schedule leaves a stopped mailing stopped', async () => {
    const api = acme.admin.api;
    const m = (await api.post('/api/mailing', { workspace: acme.workspace, action: 'unread', schedule: { type: 'daily', time: '10:00' } }))
      .body.result;
    try {
      expect((await api.put(`/api/mailing/${m._id}`, { active: false })).body.result.status).toBe('stopped');
      const moved = await api.put(`/api/mailing/${m._id}`, { schedule: { type: 'daily', time: '11:00' } });
      expect(moved.body.result).toMatchObject({ active: false, status: 'stopped', schedule: { type: 'daily', time: '11:00' } });
      expect(await jobRows(acme.id)).toHaveLength(0);
    } finally {
      // The action is used again below.
      await api.delete(`/api/mailing/${m._id}`);
    }
  });

  it('keeps mailings inside their workspace', async () => {
    const m = (
      await acme.admin.api.post('/api/mailing', { workspace: acme.workspace, action: 'digest', schedule: { type: 'daily', time: '07:00' } })
    ).body.result;
    expect((await other.admin.api.get(`/api/mailing/${m._id}`)).status).toBe(404);
    expect((await other.admin.api.put(`/api/mailing/${m._id}`, { active: false })).status).toBe(404);
    expect((await other.admin.api.put(`/api/mailing/stopJob/${acme.workspace}_digest`, {})).status).toBe(404);
    expect((await other.admin.api.put(`/api/mailing/startJob/${acme.workspace}`, {})).status).toBe(404);
    expect(
      (await other.admin.api.post('/api/mailing', { workspace: acme.workspace, action: 'unread', schedule: { type: 'minutely' } })).status,
    ).toBe(404);
    expect((await other.admin.api.get(`/api/mailing?workspace=${acme.workspace}`)).status).toBe(404);
    const user = await acme.user();
    expect((await user.api.get('/api/mailing')).status).toBe(403);
    expect(
      (await acme.admin.api.post('/api/mailing', { workspace: acme.workspace, action: 'nothing', schedule: { type: 'minutely' } })).status,
    ).toBe(400);
  });

  it('refuses the names every object inherits as actions, and stores nothing', async () => {
    for (const action of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await acme.admin.api.post('/api/mailing', { workspace: acme.workspace, action, schedule: { type: 'minutely' } });
      expect(res.status, action).toBe(400);
    }
    const stored = (await acme.admin.api.get('/api/mailing')).body.result as { action: string }[];
    expect(stored.some((m) => ['constructor', '__proto__', 'toString', 'hasOwnProperty'].includes(m.action))).toBe(false);
  });

  it('runs an exact mailing at its time', async () => {
    const reader = await acme.user();
    await acme.admin.api.post('/api/notification', { users: [reader.id], title: 'Unread one' });
    const at = new Date(Date.now() + 500).toISOString();
    const m = (await acme.admin.api.post('/api/mailing', { workspace: acme.workspace, action: 'unread', schedule: { type: 'exact', at } }))
      .body.result;
    const mails = await waitFor(
      async () => {
        const rows = (await t.app.ds.getRepository('Outbox').find({ where: { to: reader.email } })) as { subject: string; text: string }[];
        return rows.length ? rows : undefined;
      },
      15_000,
      'unread mailing',
    );
    expect(mails[0]).toMatchObject({ subject: 'Unread notifications', text: 'You have 1 unread notification(s).' });
    await waitFor(async () => (await acme.admin.api.get(`/api/mailing/${m._id}`)).body.result.lastRunAt !== null, 5000, 'lastRunAt');
  });
});
