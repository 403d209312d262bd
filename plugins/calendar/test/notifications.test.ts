import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { CalendarReminder } from '../server/entities/reminder.js';
import { calendarApp, eventBody, seriesBody } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let organiser: TestUser;
let eva: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ({ t, acme } = await calendarApp());
  organiser = await acme.user();
  eva = await acme.user();
  bob = await acme.user();
});
afterAll(() => t?.close());

const kinds = async (u: TestUser, name: string) => (await t.notifications(u)).filter((n) => n.name === name);

describe('participants are told', () => {
  it('on invitation, change and cancellation; the organiser is not told of their own doing', async () => {
    const e = (await organiser.api.post('/api/event', eventBody([eva.id, bob.id], { name: 'Design review' }))).body.result;
    expect((await kinds(eva, 'event.invited')).map((n) => n.vars.name)).toEqual(['Design review']);
    expect(await kinds(organiser, 'event.invited')).toEqual([]);
    // Bob leaves, Carl joins: Bob hears of the cancellation, Carl of the invitation, Eva of the change.
    const carl = await acme.user();
    await organiser.api.put(`/api/event/${e._id}`, eventBody([eva.id, carl.id], { name: 'Design review', start: '12:00', end: '13:00' }));
    expect(await kinds(eva, 'event.changed')).toHaveLength(1);
    expect(await kinds(bob, 'event.cancelled')).toHaveLength(1);
    expect(await kinds(carl, 'event.invited')).toHaveLength(1);
    expect((await kinds(eva, 'event.changed'))[0]!.text).toContain('12:00');
    await organiser.api.delete(`/api/event/${e._id}`);
    expect(await kinds(eva, 'event.cancelled')).toHaveLength(1);
    expect(await kinds(carl, 'event.cancelled')).toHaveLength(1);
  });
});

describe('reminders (spec core §9: when under 10 minutes remain)', () => {
  it('one job per occurrence, due 10 minutes before; it sends once and plans the next occurrence', async () => {
    const dan = await acme.user();
    const repeat = { period: 'day', count: 3 };
    const e = (await organiser.api.post('/api/event/periodic_event', seriesBody([dan.id], repeat, { name: 'Morning sync' }))).body.result;
    const jobs = await t.jobs({ name: 'calendar:remind', client: acme, data: { eventId: e._id } });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data.start).toBe(e.start);
    expect(jobs[0]!.nextRunAt!.getTime()).toBe(Date.parse(e.start) - 10 * 60_000);
    // Two nodes running the same job: the unique reminder row lets one send.
    await t.runJob('calendar:remind', { client: acme, data: jobs[0]!.data });
    await t.runJob('calendar:remind', { client: acme, data: jobs[0]!.data });
    const sent = await kinds(dan, 'event.reminder');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.vars.name).toBe('Morning sync');
    expect(await kinds(organiser, 'event.reminder')).toHaveLength(1);
    expect(await t.rows(acme, CalendarReminder, { eventId: e._id })).toHaveLength(2);
    const next = await t.jobs({ name: 'calendar:remind', client: acme, data: { eventId: e._id } });
    expect(next.map((j) => j.data.start)).toEqual([new Date(Date.parse(e.start) + 86_400_000).toISOString()]);
  });

  it('a deleted occurrence is not reminded of; deleting the series drops its job', async () => {
    const fay = await acme.user();
    const e = (await organiser.api.post('/api/event/periodic_event', seriesBody([fay.id], { period: 'day', count: 3 }))).body.result;
    const [job] = await t.jobs({ name: 'calendar:remind', client: acme, data: { eventId: e._id } });
    await organiser.api.delete(`/api/event/periodic_event/${e._id}?all=false&occurrence=${e.occurrence}`);
    await t.runJob('calendar:remind', { client: acme, data: job!.data });
    expect(await kinds(fay, 'event.reminder')).toEqual([]);
    await organiser.api.delete(`/api/event/periodic_event/${e._id}?all=true`);
    expect(await t.jobs({ name: 'calendar:remind', client: acme, data: { eventId: e._id } })).toEqual([]);
  });

  it('no reminder once the event has begun, and none with the feature off', async () => {
    const gil = await acme.user();
    const e = (await organiser.api.post('/api/event', eventBody([gil.id]))).body.result;
    await t.runJob('calendar:remind', { client: acme, data: { eventId: e._id, start: '2020-01-01T10:00:00.000Z' } });
    expect(await kinds(gil, 'event.reminder')).toEqual([]);
    await acme.feature('calendar', false);
    expect(await t.runJob('calendar:remind', { client: acme, data: { eventId: e._id, start: e.start } })).toBe('skipped');
    await acme.feature('calendar', true);
    expect(await kinds(gil, 'event.reminder')).toEqual([]);
  });
});
