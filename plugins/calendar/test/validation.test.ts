import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { CalendarEvent } from '../server/entities/event.js';
import { wallClock } from '../shared/timing.js';
import { calendarApp, eventBody, inDays, seriesBody } from './helpers.js';

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

const stored = async () => (await t.rows(acme, CalendarEvent)).length;

/** Posts a bad event and checks the 400, the rule's text and that nothing was stored. */
async function refused(path: string, body: unknown, text: string) {
  const before = await stored();
  const res = await organiser.api.post(path, body);
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.body)).toContain(text);
  expect(await stored()).toBe(before);
}
const accepted = async (path: string, body: unknown) => {
  const res = await organiser.api.post(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
};

describe('event rules (spec core §5)', () => {
  it('a valid event is stored with its fields', async () => {
    const e = await accepted('/api/event', eventBody([eva.id]));
    expect(e).toMatchObject({ name: 'Team meeting', colour: '#1c7ed6', link: 'https://meet.example.com/team', repeat: null });
    expect(e.participants.map((p: { _id: string }) => p._id)).toEqual([eva.id]);
    expect(e.organiser._id).toBe(organiser.id);
    expect(e.start).toBe(`${inDays(3)}T10:00:00.000Z`);
  });

  it('name: more than 5 and at most 100 characters', async () => {
    await refused('/api/event', eventBody([eva.id], { name: '' }), 'event name required');
    await refused('/api/event', eventBody([eva.id], { name: 'abcde' }), 'event name must be more than 5 characters');
    await accepted('/api/event', eventBody([eva.id], { name: 'abcdef' }));
    await accepted('/api/event', eventBody([eva.id], { name: 'x'.repeat(100) }));
    await refused('/api/event', eventBody([eva.id], { name: 'x'.repeat(101) }), 'event name must be at most 100 characters');
    // Spaces and zero-width characters around a name do not count: six of them are no name.
    await refused('/api/event', eventBody([eva.id], { name: '\u200b\u200b\u00a0\u200d\u2060\ufeff' }), 'event name required');
    await refused('/api/event', eventBody([eva.id], { name: '\u200b abcde \u200b' }), 'event name must be more than 5 characters');
  });

  it('date required and not in the past', async () => {
    await refused('/api/event', eventBody([eva.id], { date: undefined }), 'date required');
    await refused('/api/event', eventBody([eva.id], { date: '2026-02-30' }), 'date required');
    await refused('/api/event', eventBody([eva.id], { date: inDays(-1) }), 'event in past date');
  });

  it('end time required, after the start, and not already passed today', async () => {
    await refused('/api/event', eventBody([eva.id], { end: undefined }), 'end time required');
    await refused('/api/event', eventBody([eva.id], { start: undefined }), 'time required');
    await refused('/api/event', eventBody([eva.id], { end: '09:00' }), 'end time must be after start time');
    await refused('/api/event', eventBody([eva.id], { end: '10:00' }), 'end time must be after start time');
    // Today, on a zone's clock, between midnight and a minute ago: its end has passed.
    const zone = 'Pacific/Kiritimati';
    const now = wallClock(new Date(), zone);
    if (now.time > '00:01')
      await refused(
        '/api/event',
        eventBody([eva.id], { date: now.date, start: '00:00', end: '00:01', timeZone: zone }),
        'end time already passed',
      );
    await accepted('/api/event', eventBody([eva.id], { date: now.date, start: '00:00', end: '23:59', timeZone: zone }));
  });

  it('participants required', async () => {
    await refused('/api/event', eventBody([]), 'no employees');
    await refused('/api/event', eventBody([], { participants: undefined }), 'no employees');
  });

  it('the web-conference link is a valid URL; the comment and colour are checked', async () => {
    await refused('/api/event', eventBody([eva.id], { link: 'meet me at noon' }), 'link must be a valid URL');
    await refused('/api/event', eventBody([eva.id], { link: 'javascript:alert(1)' }), 'link must be a valid URL');
    await refused('/api/event', eventBody([eva.id], { link: '//evil.example.com/meet' }), 'link must be a valid URL');
    await accepted('/api/event', eventBody([eva.id], { link: '' }));
    await accepted('/api/event', eventBody([eva.id], { link: '/kb/meeting-rules' }));
    await accepted('/api/event', eventBody([eva.id], { comment: 'c'.repeat(1000) }));
    await refused('/api/event', eventBody([eva.id], { comment: 'c'.repeat(1001) }), 'comment is too long');
    await refused('/api/event', eventBody([eva.id], { colour: 'red' }), 'colour must be like #1c7ed6');
    await refused('/api/event', eventBody([eva.id], { timeZone: 'Mars/Olympus' }), 'unknown time zone');
  });

  it('an unknown participant is refused', async () => {
    const before = await stored();
    expect((await organiser.api.post('/api/event', eventBody(['01900000-0000-7000-8000-000000000000']))).status).toBe(404);
    expect(await stored()).toBe(before);
  });
});

describe('repeat rules (spec core §5)', () => {
  const week = { period: 'week', weekdays: ['MO'], count: 3 };

  it('needs a period, weekdays for a weekly repeat, and an end date or a count', async () => {
    await refused('/api/event/periodic_event', seriesBody([eva.id], { count: 3 }), 'repeat needs a period');
    await refused('/api/event/periodic_event', seriesBody([eva.id], { period: 'week', count: 3 }), 'weekly repeat needs weekdays');
    await refused('/api/event/periodic_event', seriesBody([eva.id], { period: 'day' }), 'repeat needs an end date or a count');
    await refused(
      '/api/event/periodic_event',
      seriesBody([eva.id], { period: 'day', count: 3, until: inDays(9) }),
      'repeat needs an end date or a count',
    );
    await refused(
      '/api/event/periodic_event',
      seriesBody([eva.id], { period: 'day', until: inDays(2) }),
      'repeat end date must not be before the event date',
    );
    await refused('/api/event/periodic_event', eventBody([eva.id]), 'repeat needs a period');
    await refused('/api/event', seriesBody([eva.id], week), 'repeat');
  });

  it('the count is more than 1: 1 is refused, 2 accepted', async () => {
    await refused('/api/event/periodic_event', seriesBody([eva.id], { period: 'day', count: 1 }), 'repeat count must be more than 1');
    await refused('/api/event/periodic_event', seriesBody([eva.id], { period: 'day', count: 0 }), 'repeat count must be more than 1');
    const e = await accepted('/api/event/periodic_event', seriesBody([eva.id], { period: 'day', count: 2 }));
    expect(e.repeat).toEqual({ period: 'day', weekdays: [], until: null, count: 2 });
  });
});

describe('impossible dates and instants answer 400 on every route that takes one, never 500', () => {
  const BAD = ['2026-13-01', 'abc', '12345', '2026-00-10', '2026-02-30'];
  const repeat = { period: 'day', count: 3 };

  /** Sends a bad value and checks the 400, the rule's text and that no event row changed. */
  async function refusedEverywhere(send: () => Promise<{ status: number; body: unknown }>, text: string) {
    const before = JSON.stringify(await t.rows(acme, CalendarEvent));
    const res = await send();
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(JSON.stringify(res.body)).toContain(text);
    expect(JSON.stringify(await t.rows(acme, CalendarEvent))).toBe(before);
  }

  it('dates in bodies: creating, changing an event, a series, one occurrence or adding one', async () => {
    const single = await accepted('/api/event', eventBody([eva.id]));
    const series = await accepted('/api/event/periodic_event', seriesBody([eva.id], repeat));
    const periodic = `/api/event/periodic_event/${series._id}`;
    for (const bad of BAD) {
      await refusedEverywhere(() => organiser.api.post('/api/event', eventBody([eva.id], { date: bad })), 'date required');
      await refusedEverywhere(
        () => organiser.api.post('/api/event/periodic_event', seriesBody([eva.id], repeat, { date: bad })),
        'date required',
      );
      await refusedEverywhere(
        () => organiser.api.post('/api/event/periodic_event', seriesBody([eva.id], { period: 'day', until: bad })),
        'repeat end date must be a valid date',
      );
      await refusedEverywhere(() => organiser.api.put(`/api/event/${single._id}`, { date: bad }), 'date required');
      await refusedEverywhere(() => organiser.api.put(`${periodic}?all=true`, { date: bad }), 'date required');
      await refusedEverywhere(
        () => organiser.api.put(`${periodic}?all=true`, { repeat: { period: 'day', until: bad } }),
        'repeat end date must be a valid date',
      );
      await refusedEverywhere(
        () => organiser.api.put(`${periodic}?all=false&occurrence=${series.occurrence}`, { date: bad }),
        'date required',
      );
      await refusedEverywhere(() => organiser.api.put(`${periodic}?all=false`, { date: bad }), 'date required');
    }
  });

  it('instants in queries: the range reads and the occurrence of a series', async () => {
    const series = await accepted('/api/event/periodic_event', seriesBody([eva.id], repeat));
    const periodic = `/api/event/periodic_event/${series._id}`;
    const good = encodeURIComponent(new Date().toISOString());
    for (const bad of [...BAD, ...BAD.map((d) => `${d}T10:00:00Z`)].map(encodeURIComponent)) {
      for (const range of [`/api/user/${acme.id}/events/access_for/${organiser.id}`, `/api/event/byClient/${acme.id}`]) {
        await refusedEverywhere(() => organiser.api.get(`${range}?from=${bad}&to=${good}`), 'must be a date and time with an offset');
        await refusedEverywhere(() => organiser.api.get(`${range}?from=${good}&to=${bad}`), 'must be a date and time with an offset');
      }
      await refusedEverywhere(
        () => organiser.api.put(`${periodic}?all=false&occurrence=${bad}`, { name: 'Renamed meeting' }),
        'no such occurrence',
      );
      await refusedEverywhere(() => organiser.api.delete(`${periodic}?all=false&occurrence=${bad}`), 'no such occurrence');
    }
  });
});

describe('rights', () => {
  it('creating needs the right events_create: "cannot create events", nothing stored', async () => {
    const viewer = await acme.user({ rights: ['calendar'] });
    const before = await stored();
    for (const path of ['/api/event', '/api/event/periodic_event']) {
      const body = path === '/api/event' ? eventBody([eva.id]) : seriesBody([eva.id], { period: 'day', count: 2 });
      const res = await viewer.api.post(path, body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('cannot create events');
    }
    expect(await stored()).toBe(before);
  });

  it('without the right calendar, or with the feature off, every call is 403 feature disabled', async () => {
    const outsider = await acme.user({ rights: ['events_create'] });
    expect((await outsider.api.post('/api/event', eventBody([eva.id]))).body.message).toBe('feature disabled');
    const other = await t.client({ features: [] });
    expect((await other.admin.api.post('/api/event', eventBody([other.admin.id]))).body.message).toBe('feature disabled');
  });
});
