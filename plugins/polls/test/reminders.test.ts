import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
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

/** The queued `polls:remind` jobs of a poll. */
const reminders = (pollId: string) => t.jobs({ name: 'polls:remind', client: acme, data: { pollId } });
/** The reminders of a poll in a user's notification centre. */
const centre = async (u: TestUser, pollId: string) =>
  (await t.notifications(u)).filter(
    (n) => n.inCenter && n.section === 'polls' && n.name === 'poll.reminder' && n.link === `/poll/${pollId}`,
  ).length;
/** Runs the reminder now, through the platform's job runner. */
const runReminder = (pollId: string) => t.runJob('polls:remind', { client: acme, data: { pollId } });

describe('reminders (job polls:remind, setting remindAfterDays)', () => {
  it('publishing schedules one reminder after the default 3 days; it reaches only those who have not answered', async () => {
    const poll = (await author.api.post('/api/poll', pollBody())).body.result;
    const jobs = await reminders(poll._id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data).toEqual({ pollId: poll._id });
    const days = (jobs[0]!.nextRunAt!.getTime() - Date.now()) / 86_400_000;
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
