import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import polls from '../server/index.js';
import { byKind, pollBody, pollsApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let author: TestUser;
let done: TestUser;
let waiting: TestUser;

beforeAll(async () => {
  ({ t, acme } = await pollsApp());
  [author, done, waiting] = [await acme.user(), await acme.user(), await acme.user()];
});
afterAll(() => t?.close());

/** The queued `polls:remind` jobs of a poll, read from the shared job table. */
async function reminders(pollId: string) {
  const rows: { name: string; data: unknown; nextRunAt: unknown }[] = await t.app.ds.query(
    'SELECT name, data, nextRunAt FROM job WHERE name = ?',
    ['polls:remind'],
  );
  return rows.filter((r) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data).pollId === pollId);
}
const centre = async (u: TestUser, pollId: string) =>
  (await u.api.get(`/api/notification/${acme.id}/polls/${u.id}/now?limit=100`)).body.result.filter(
    (n: any) => n.name === 'poll.reminder' && n.link === `/poll/${pollId}`,
  ).length;
/** Runs the job's handler as the job runner would, for this client. */
const runReminder = (pollId: string) =>
  polls.jobs!.remind!({ ...t.app.core.serviceContext(acme.id, { pluginCode: 'polls' }), clientId: acme.id, data: { pollId } });

describe('reminders (job polls:remind, setting remindAfterDays)', () => {
  it('publishing schedules one reminder after the default 3 days; it reaches only those who have not answered', async () => {
    const poll = (await author.api.post('/api/poll', pollBody())).body.result;
    const jobs = await reminders(poll._id);
    expect(jobs).toHaveLength(1);
    const days = (new Date(jobs[0]!.nextRunAt as string).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
    await done.api.post(`/api/poll/${poll._id}/answer`, { answers: [{ questionId: byKind(poll, 'list1'), value: [0] }] });
    await runReminder(poll._id);
    expect(await centre(waiting, poll._id)).toBe(1);
    expect(await centre(done, poll._id)).toBe(0);
    expect(await centre(author, poll._id)).toBe(0);
  });

  it('finishing or deleting a poll cancels its reminder, and a finished poll reminds nobody', async () => {
    const a = (await author.api.post('/api/poll', pollBody())).body.result;
    const b = (await author.api.post('/api/poll', pollBody())).body.result;
    await author.api.put(`/api/poll/${a._id}/finish`);
    await author.api.delete(`/api/poll/${b._id}`);
    expect(await reminders(a._id)).toEqual([]);
    expect(await reminders(b._id)).toEqual([]);
    await runReminder(a._id);
    expect(await centre(waiting, a._id)).toBe(0);
  });

  it('remindAfterDays 0 in the client settings schedules none', async () => {
    const set = await t.superadmin.api.put(`/api/clients/${acme.id}`, { settings: { 'plugin:polls': { remindAfterDays: 0 } } });
    expect(set.status).toBe(200);
    const poll = (await author.api.post('/api/poll', pollBody())).body.result;
    expect(await reminders(poll._id)).toEqual([]);
  });
});
