import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { calendarRoutes } from '../shared/routes.js';
import { calendarApp, eventBody, seen, seriesBody } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let organiser: TestUser;
let eva: TestUser;

beforeAll(async () => {
  ({ t, acme } = await calendarApp());
  organiser = await acme.user();
  eva = await acme.user();
  await organiser.api.post('/api/event', eventBody([eva.id], { name: 'Quarterly review' }));
  await organiser.api.post('/api/event/periodic_event', seriesBody([eva.id], { period: 'day', count: 2 }, { name: 'Pair programming' }));
  await organiser.api.post('/api/event', eventBody([organiser.id], { name: 'Dentist appointment' }));
});
afterAll(() => t?.close());

const pathOf = async (u: TestUser) => (await u.api.call(calendarRoutes.feed)).body.result.path;
const feedOf = async (u: TestUser) => String((await t.api.get(await pathOf(u))).body);

type Occurrence = [start: string, end: string, name: string];
const iso = (time: ICAL.Time) => time.toJSDate().toISOString();

/** The occurrences a calendar program shows in [from, to): ical.js expands each rule with its exceptions and time zones. */
function expandFeed(text: string, from: string, to: string): Occurrence[] {
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const masters = new Map(events.filter((e) => !e.isRecurrenceException()).map((e) => [e.uid, e]));
  for (const e of events) if (e.isRecurrenceException()) masters.get(e.uid)!.relateException(e);
  const out: Occurrence[] = [];
  const keep = (start: string, end: string, name: string) => {
    if (start < to && end > from) out.push([start, end, name]);
  };
  for (const e of masters.values()) {
    if (!e.isRecurring()) {
      keep(iso(e.startDate), iso(e.endDate), e.summary);
      continue;
    }
    const each = e.iterator();
    for (let next = each.next(); next && iso(next) < to; next = each.next()) {
      const o = e.getOccurrenceDetails(next);
      keep(iso(o.startDate), iso(o.endDate), o.item.summary);
    }
  }
  return out.sort((a, b) => a[0].localeCompare(b[0]) || a[2].localeCompare(b[2]));
}

describe('the secret iCalendar feed', () => {
  it('serves the events the owner may see, without a session; a series is one VEVENT with its rule', async () => {
    const path = await pathOf(eva);
    expect(path).toMatch(new RegExp(`^/api/event/ical/${acme.id}/[A-Za-z0-9_-]{32}$`));
    expect(await pathOf(eva)).toBe(path);
    const res = await t.api.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = String(res.body);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('SUMMARY:Quarterly review');
    expect(text.match(/SUMMARY:Pair programming/g)).toHaveLength(1);
    expect(text).toContain('RRULE:FREQ=DAILY;COUNT=2');
    expect(text).not.toContain('Dentist appointment');
  });

  it("a calendar program expands it to the month view's occurrences: rule, time zones, deleted, moved and added ones", async () => {
    const berlin = { timeZone: 'Europe/Berlin', participants: [eva.id] };
    // Mondays and Thursdays at 10:00 in Berlin, across the start of summer time (28 March 2027).
    const weekly = (
      await organiser.api.post(
        '/api/event/periodic_event',
        seriesBody(
          [eva.id],
          { period: 'week', weekdays: ['MO', 'TH'], until: '2027-04-15' },
          { ...berlin, name: 'Design sync', date: '2027-03-15' },
        ),
      )
    ).body.result;
    const series = `/api/event/periodic_event/${weekly._id}`;
    expect((await organiser.api.delete(`${series}?all=false&occurrence=2027-03-22T09:00:00.000Z`)).status).toBe(200);
    const moved = await organiser.api.put(`${series}?all=false&occurrence=2027-03-25T09:00:00.000Z`, {
      name: 'Design sync, moved',
      date: '2027-03-26',
      start: '14:00',
      end: '15:00',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const added = await organiser.api.put(`${series}?all=false`, { date: '2027-03-31', start: '09:00', end: '09:30' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const daily = await organiser.api.post(
      '/api/event/periodic_event',
      seriesBody([eva.id], { period: 'day', count: 5 }, { name: 'Morning check-in', date: '2027-03-29', start: '07:00', end: '07:15' }),
    );
    expect(daily.status).toBe(200);
    const abroad = await organiser.api.post('/api/event', {
      ...eventBody([eva.id], { name: 'Call with New York', date: '2027-03-30', start: '09:00', end: '10:00' }),
      timeZone: 'America/New_York',
    });
    expect(abroad.status).toBe(200);

    const text = await feedOf(eva);
    expect(text).toContain('EXDATE;TZID=Europe/Berlin:20270322T100000');
    expect(text).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20270325T100000');
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);
    const months: [string, string][] = [
      ['2027-03-01T00:00:00+01:00', '2027-04-01T00:00:00+02:00'],
      ['2027-04-01T00:00:00+02:00', '2027-05-01T00:00:00+02:00'],
    ];
    for (const [from, to] of months) {
      const view = (await seen(acme, eva, from, to)).map((o): Occurrence => [o.start, o.end, o.name]);
      expect(view.length).toBeGreaterThan(5);
      expect(expandFeed(text, new Date(from).toISOString(), new Date(to).toISOString())).toEqual(
        view.sort((a, b) => a[0].localeCompare(b[0]) || a[2].localeCompare(b[2])),
      );
    }
  });

  it('names and descriptions come back from a parser as written: escaped, and folded inside long lines', async () => {
    const comment = `Повестка; бюджет, планы\nи вопросы \\ ${'ещё строка, '.repeat(75)}`.slice(0, 1000);
    const name = 'Обзор; итоги, планы';
    await organiser.api.post('/api/event', eventBody([eva.id], { name, comment }));
    const text = await feedOf(eva);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const event = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .find((e) => e.summary === name);
    expect(event?.description).toBe(comment);
  });

  it('a reset gives a new address and the old one stops working', async () => {
    const old = await pathOf(eva);
    const fresh = (await eva.api.call(calendarRoutes.resetFeed)).body.result.path;
    expect(fresh).not.toBe(old);
    expect((await t.api.get(old)).status).toBe(404);
    expect((await t.api.get(fresh)).status).toBe(200);
  });

  it("is scoped to its client: another client's path with the token, or a guessed token, is 404", async () => {
    const path = await pathOf(eva);
    const token = path.split('/').at(-1)!;
    const other = await t.client({ features: [{ feature: 'calendar', active: true }] });
    expect((await t.api.get(`/api/event/ical/${other.id}/${token}`)).status).toBe(404);
    expect((await t.api.get(`/api/event/ical/${other.workspace}/${token}`)).status).toBe(404);
    expect((await t.api.get(`/api/event/ical/${acme.id}/${'x'.repeat(32)}`)).status).toBe(404);
    expect((await t.api.get(`/api/event/ical/${acme.id}/short`)).status).toBe(400);
  });

  it('stops with the feature off or when the owner loses the right', async () => {
    const path = await pathOf(eva);
    await acme.feature('calendar', false);
    expect((await t.api.get(path)).body.message).toBe('feature disabled');
    await acme.feature('calendar', true);
    const put = await acme.admin.api.put(`/api/user/${eva.id}/rights/calendar`, { active: false });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await t.api.get(path)).status).toBe(404);
  });

  it("a blocked employee's address stops at once and works again when unblocked; a fired one's stops", async () => {
    const bob = await acme.user();
    const path = await pathOf(bob);
    expect((await t.api.get(path)).status).toBe(200);
    expect((await acme.admin.api.put(`/api/user/${bob.id}/block`, { blocked: true })).status).toBe(200);
    expect((await t.api.get(path)).status).toBe(404);
    expect((await acme.admin.api.put(`/api/user/${bob.id}/block`, { blocked: false })).status).toBe(200);
    expect((await t.api.get(path)).status).toBe(200);
    // Fired: the same.
    expect((await acme.admin.api.put(`/api/user/delete/${bob.id}`)).status).toBe(200);
    expect((await t.api.get(path)).status).toBe(404);
  });
});
