import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { wallClock } from '../shared/timing.js';
import { PeriodicEventInput } from '../shared/schemas.js';
import { deleteOccurrence, updateEvent, updateOccurrence } from '../server/services/store.js';
import { CalendarEvent } from '../server/entities/index.js';
import { calendarApp, eventBody, inDays, seen, seriesBody, window } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let organiser: TestUser;
let eva: TestUser;

beforeAll(async () => {
  ({ t, acme } = await calendarApp());
  organiser = await acme.user();
  eva = await acme.user();
});
afterAll(() => t?.close());

async function series(repeat: Record<string, unknown>, over: Record<string, unknown> = {}) {
  const res = await organiser.api.post('/api/event/periodic_event', seriesBody([eva.id], repeat, over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { _id: string; occurrence: string };
}
const mine = (all: Awaited<ReturnType<typeof seen>>, id: string) => all.filter((o) => o._id === id);

describe('recurrence (rrule on the organiser wall clock)', () => {
  it('a weekly 10:00 in Berlin stays 10:00 across the end of daylight saving', async () => {
    // 31 October 2027 Berlin goes back from CEST (UTC+2) to CET (UTC+1); the three are Tuesdays around it.
    const e = await series({ period: 'week', weekdays: ['TU'], count: 3 }, { date: '2027-10-19', timeZone: 'Europe/Berlin' });
    const all = mine(await seen(acme, eva, '2027-10-01T00:00:00Z', '2027-11-30T00:00:00Z'), e._id);
    expect(all.map((o) => o.start)).toEqual(['2027-10-19T08:00:00.000Z', '2027-10-26T08:00:00.000Z', '2027-11-02T09:00:00.000Z']);
    for (const o of all) expect(wallClock(new Date(o.start), 'Europe/Berlin').time).toBe('10:00');
  });

  it('monthly on the 31st skips the months without one (RFC 5545)', async () => {
    const e = await series({ period: 'month', count: 3 }, { date: '2027-01-31' });
    const all = mine(await seen(acme, eva, '2027-01-01T00:00:00Z', '2027-12-31T00:00:00Z'), e._id);
    expect(all.map((o) => o.start.slice(0, 10))).toEqual(['2027-01-31', '2027-03-31', '2027-05-31']);
  });

  it('a count of exactly 2 gives two occurrences; an end date is the last day', async () => {
    const two = await series({ period: 'day', count: 2 }, { date: inDays(10) });
    expect(mine(await seen(acme, eva, ...(Object.values(window(0, 30)) as [string, string])), two._id)).toHaveLength(2);
    const until = await series({ period: 'day', until: inDays(14) }, { date: inDays(12) });
    const days = mine(await seen(acme, eva, ...(Object.values(window(0, 30)) as [string, string])), until._id).map((o) =>
      o.start.slice(0, 10),
    );
    expect(days).toEqual([inDays(12), inDays(13), inDays(14)]);
  });

  it('weekdays choose the days of a weekly repeat', async () => {
    const e = await series({ period: 'week', weekdays: ['MO', 'WE', 'FR'], until: '2027-03-14' }, { date: '2027-03-01' });
    const all = mine(await seen(acme, eva, '2027-03-01T00:00:00Z', '2027-03-31T00:00:00Z'), e._id);
    expect(all.map((o) => o.start.slice(0, 10))).toEqual([
      '2027-03-01',
      '2027-03-03',
      '2027-03-05',
      '2027-03-08',
      '2027-03-10',
      '2027-03-12',
    ]);
  });

  it('a range expands only the asked window', async () => {
    const e = await series({ period: 'day', count: 1000 }, { date: '2027-06-01' });
    const all = mine(await seen(acme, eva, '2028-01-10T00:00:00Z', '2028-01-13T00:00:00Z'), e._id);
    expect(all.map((o) => o.start)).toEqual(['2028-01-10T10:00:00.000Z', '2028-01-11T10:00:00.000Z', '2028-01-12T10:00:00.000Z']);
    const long = await eva.api.get(`/api/user/${acme.id}/events/access_for/${eva.id}?from=2027-01-01T00:00:00Z&to=2028-06-01T00:00:00Z`);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('the range must end after it starts and span at most 400 days');
  });
});

describe('daylight saving (RFC 5545 §3.3.5)', () => {
  const berlin = { timeZone: 'Europe/Berlin' };
  const times = (all: { start: string; end: string }[]) => all.map((o) => [o.start, o.end]);

  it('a time in the hour the clocks skip moves forward by the gap; an end it then passes is refused', async () => {
    // 28 March 2027, Berlin: 02:00 CET becomes 03:00 CEST. 02:30–03:15 would start at 03:30 and end at 03:15.
    const before = (await t.rows(acme, CalendarEvent)).length;
    const gap = await organiser.api.post(
      '/api/event',
      eventBody([eva.id], { ...berlin, date: '2027-03-28', start: '02:30', end: '03:15' }),
    );
    expect(gap.status).toBe(400);
    expect(gap.body.details).toContainEqual(
      expect.objectContaining({ path: 'end', message: 'end time must be after start time once the clocks go forward' }),
    );
    expect((await t.rows(acme, CalendarEvent)).length).toBe(before);
    const moved = await organiser.api.post(
      '/api/event',
      eventBody([eva.id], { ...berlin, date: '2027-03-28', start: '02:30', end: '04:00' }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.result).toMatchObject({ start: '2027-03-28T01:30:00.000Z', end: '2027-03-28T02:00:00.000Z' });
    expect(wallClock(new Date(moved.body.result.start), 'Europe/Berlin').time).toBe('03:30');
  });

  it('a time in the hour the clocks repeat is the first of the two (summer time)', async () => {
    // 31 October 2027, Berlin: 03:00 CEST becomes 02:00 CET, so 02:00–02:59 happens twice.
    const fold = await organiser.api.post(
      '/api/event',
      eventBody([eva.id], { ...berlin, date: '2027-10-31', start: '02:30', end: '02:45' }),
    );
    expect(fold.body.result).toMatchObject({ start: '2027-10-31T00:30:00.000Z', end: '2027-10-31T00:45:00.000Z' });
    const across = await organiser.api.post(
      '/api/event',
      eventBody([eva.id], { ...berlin, date: '2027-10-31', start: '01:30', end: '03:00' }),
    );
    // 01:30 CEST to 03:00 CET: two and a half hours.
    expect(across.body.result).toMatchObject({ start: '2027-10-30T23:30:00.000Z', end: '2027-10-31T02:00:00.000Z' });
  });

  it('a weekly series at 02:30 keeps its wall time across both changes, moving forward only on the day of the gap', async () => {
    /** Three Sundays from `date` at 02:30–03:00 in Berlin, and the instants they take. */
    const sundays = async (date: string) => {
      const e = await series({ period: 'week', weekdays: ['SU'], count: 3 }, { ...berlin, date, start: '02:30', end: '03:00' });
      const from = new Date(`${date}T00:00:00Z`);
      return times(mine(await seen(acme, eva, from.toISOString(), new Date(from.getTime() + 21 * 86_400_000).toISOString()), e._id));
    };
    expect(await sundays('2027-03-21')).toEqual([
      ['2027-03-21T01:30:00.000Z', '2027-03-21T02:00:00.000Z'],
      ['2027-03-28T01:30:00.000Z', '2027-03-28T02:00:00.000Z'],
      ['2027-04-04T00:30:00.000Z', '2027-04-04T01:00:00.000Z'],
    ]);
    expect(await sundays('2027-10-24')).toEqual([
      ['2027-10-24T00:30:00.000Z', '2027-10-24T01:00:00.000Z'],
      ['2027-10-31T00:30:00.000Z', '2027-10-31T01:00:00.000Z'],
      ['2027-11-07T01:30:00.000Z', '2027-11-07T02:00:00.000Z'],
    ]);
  });
});

describe('one occurrence or the whole series', () => {
  it('moves one occurrence and deletes another; the participant sees the series with both changes', async () => {
    const e = await series({ period: 'week', weekdays: ['WE'], count: 4 }, { date: '2027-09-01' });
    const [first, second, third] = mine(await seen(acme, eva, '2027-09-01T00:00:00Z', '2027-10-01T00:00:00Z'), e._id);
    const moved = await organiser.api.put(
      `/api/event/periodic_event/${e._id}?all=false&occurrence=${second!.occurrence}`,
      seriesBody(
        [eva.id],
        { period: 'week', weekdays: ['WE'], count: 4 },
        { date: '2027-09-09', start: '15:00', end: '16:00', name: 'Team meeting, moved', colour: '#e03131' },
      ),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.result).toMatchObject({ start: '2027-09-09T15:00:00.000Z', moved: true, occurrence: second!.occurrence });
    const del = await organiser.api.delete(`/api/event/periodic_event/${e._id}?all=false&occurrence=${third!.occurrence}`);
    expect(del.status).toBe(200);
    const after = mine(await seen(acme, eva, '2027-09-01T00:00:00Z', '2027-10-01T00:00:00Z'), e._id);
    expect(after.map((o) => [o.start, o.moved, o.name])).toEqual([
      [first!.start, false, 'Team meeting'],
      ['2027-09-09T15:00:00.000Z', true, 'Team meeting, moved'],
      ['2027-09-22T10:00:00.000Z', false, 'Team meeting'],
    ]);
    // "This one" may rename without moving: the occurrence keeps its place and gets its own name.
    const renamed = await organiser.api.put(
      `/api/event/periodic_event/${e._id}?all=false&occurrence=${first!.occurrence}`,
      seriesBody([eva.id], { period: 'week', weekdays: ['WE'], count: 4 }, { date: '2027-09-01', name: 'Kick-off meeting' }),
    );
    expect(renamed.body.result).toMatchObject({ start: first!.start, moved: false, name: 'Kick-off meeting', colour: '#1c7ed6' });
    expect(renamed.body.result.series.base).toEqual({ name: 'Team meeting' });
    // A deleted occurrence cannot be deleted or moved again.
    const again = await organiser.api.delete(`/api/event/periodic_event/${e._id}?all=false&occurrence=${third!.occurrence}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('no such occurrence');
  });

  it('an edit of one occurrence keeps the edits made since the series was read', async () => {
    // Two requests at once both read the series before either writes: here the services get a row read
    // before another occurrence was moved, as the later of two such requests would.
    const repeat = { period: 'day', count: 5 };
    const e = await series(repeat, { date: '2027-07-05' });
    const day = (d: number) => `2027-07-0${d}T10:00:00.000Z`;
    const ctx = await t.context(acme, organiser);
    const stale = await ctx.db.repo(CalendarEvent).get(e._id);
    const moved = await organiser.api.put(
      `/api/event/periodic_event/${e._id}?all=false&occurrence=${day(6)}`,
      seriesBody([eva.id], repeat, { date: '2027-07-06', name: 'Planning, Tuesday' }),
    );
    expect(moved.status).toBe(200);
    const body = (date: string, over: Record<string, unknown> = {}) =>
      PeriodicEventInput.parse(seriesBody([eva.id], repeat, { date, ...over }));
    await updateOccurrence(ctx, stale, body('2027-07-07', { start: '14:00', end: '15:00' }), { all: false, occurrence: day(7) });
    await deleteOccurrence(ctx, stale, day(8));
    await updateEvent(ctx, stale, body('2027-07-05', { name: 'Team meeting, renamed' }));
    const all = mine(await seen(acme, eva, '2027-07-01T00:00:00Z', '2027-07-31T00:00:00Z'), e._id);
    expect(all.map((o) => [o.start, o.name])).toEqual([
      [day(5), 'Team meeting, renamed'],
      [day(6), 'Planning, Tuesday'],
      ['2027-07-07T14:00:00.000Z', 'Team meeting, renamed'],
      [day(9), 'Team meeting, renamed'],
    ]);
  });

  it('an occurrence the rule never gave is refused, and one can be added', async () => {
    const e = await series({ period: 'week', weekdays: ['TH'], count: 2 }, { date: '2027-09-02' });
    const bad = await organiser.api.delete(`/api/event/periodic_event/${e._id}?all=false&occurrence=2027-09-03T10:00:00.000Z`);
    expect(bad.status).toBe(400);
    const added = await organiser.api.put(
      `/api/event/periodic_event/${e._id}?all=false`,
      seriesBody([eva.id], { period: 'week', weekdays: ['TH'], count: 2 }, { date: '2027-09-20', start: '09:00', end: '09:30' }),
    );
    expect(added.status).toBe(200);
    const all = mine(await seen(acme, eva, '2027-09-01T00:00:00Z', '2027-10-01T00:00:00Z'), e._id);
    expect(all.map((o) => o.start)).toEqual(['2027-09-02T10:00:00.000Z', '2027-09-09T10:00:00.000Z', '2027-09-20T09:00:00.000Z']);
  });

  it('editing the whole series keeps exceptions when the time stays, drops them when the rule changes', async () => {
    const repeat = { period: 'day', count: 3 };
    const e = await series(repeat, { date: '2027-08-02' });
    await organiser.api.delete(`/api/event/periodic_event/${e._id}?all=false&occurrence=2027-08-03T10:00:00.000Z`);
    const renamed = await organiser.api.put(
      `/api/event/periodic_event/${e._id}?all=true`,
      seriesBody([eva.id], repeat, { date: '2027-08-02', name: 'Renamed daily' }),
    );
    expect(renamed.status).toBe(200);
    let all = mine(await seen(acme, eva, '2027-08-01T00:00:00Z', '2027-08-10T00:00:00Z'), e._id);
    expect(all.map((o) => [o.start.slice(0, 10), o.name])).toEqual([
      ['2027-08-02', 'Renamed daily'],
      ['2027-08-04', 'Renamed daily'],
    ]);
    await organiser.api.put(
      `/api/event/periodic_event/${e._id}?all=true`,
      seriesBody([eva.id], repeat, { date: '2027-08-02', start: '12:00', end: '13:00' }),
    );
    all = mine(await seen(acme, eva, '2027-08-01T00:00:00Z', '2027-08-10T00:00:00Z'), e._id);
    expect(all.map((o) => o.start)).toEqual(['2027-08-02T12:00:00.000Z', '2027-08-03T12:00:00.000Z', '2027-08-04T12:00:00.000Z']);
  });

  it('?all=true deletes the whole series; single and periodic calls do not mix', async () => {
    const e = await series({ period: 'day', count: 3 }, { date: '2027-07-05' });
    expect((await organiser.api.delete(`/api/event/${e._id}`)).body.message).toBe('the event repeats, change it as a series');
    expect((await organiser.api.delete(`/api/event/periodic_event/${e._id}?all=true`)).status).toBe(200);
    expect(mine(await seen(acme, eva, '2027-07-01T00:00:00Z', '2027-07-10T00:00:00Z'), e._id)).toEqual([]);
    const once = (await organiser.api.post('/api/event', { ...seriesBody([eva.id], {}), repeat: undefined, date: '2027-07-06' })).body
      .result;
    expect((await organiser.api.delete(`/api/event/periodic_event/${once._id}?all=true`)).body.message).toBe('the event does not repeat');
  });

  it('moving an occurrence into the past is refused and changes nothing', async () => {
    const e = await series({ period: 'day', count: 2 }, { date: inDays(20) });
    const res = await organiser.api.put(
      `/api/event/periodic_event/${e._id}?all=false&occurrence=${e.occurrence}`,
      seriesBody([eva.id], { period: 'day', count: 2 }, { date: inDays(-2) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('event in past date');
    expect(mine(await seen(acme, eva, ...(Object.values(window(15, 25)) as [string, string])), e._id).every((o) => !o.moved)).toBe(true);
  });
});
