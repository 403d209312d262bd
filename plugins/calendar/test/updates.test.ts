import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { CalendarEvent, CalendarParticipant } from '../server/entities/index.js';
import { eventBody, seen, seriesBody, useCalendar } from './helpers.js';

const app = useCalendar();
let bob: TestUser;

beforeAll(async () => {
  bob = await app.acme.user();
});

/** Everything a user would see of the event: its row (exceptions included) and its participants. */
async function stored(id: string) {
  const [row] = await app.t.rows(app.acme, CalendarEvent, { id });
  const people = (await app.t.rows(app.acme, CalendarParticipant, { eventId: id })).map((p) => p.userId).sort();
  return { ...row!, people };
}
const full = {
  timeZone: 'Europe/Berlin',
  date: '2027-05-10',
  start: '09:30',
  end: '10:45',
  colour: '#2f9e44',
  comment: 'Bring the figures',
  link: 'https://meet.example.com/review',
};

describe('every PUT is a partial update: a field left out keeps its stored value', () => {
  it('an event that happens once: only the name changes', async () => {
    const e = (await app.organiser.api.post('/api/event', eventBody([app.eva.id, bob.id], { ...full, name: 'Budget review' }))).body.result;
    const before = await stored(e._id);
    const res = await app.organiser.api.put(`/api/event/${e._id}`, { name: 'Budget review, final' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      name: 'Budget review, final',
      comment: 'Bring the figures',
      start: '2027-05-10T07:30:00.000Z',
    });
    expect(await stored(e._id)).toEqual({ ...before, name: 'Budget review, final', updatedAt: expect.anything() });
  });

  it('a whole series: only the name changes; its rule, participants and deleted occurrence stay', async () => {
    const repeat = { period: 'week', weekdays: ['MO'], count: 4 };
    const e = (
      await app.organiser.api.post(
        '/api/event/periodic_event',
        seriesBody([app.eva.id, bob.id], repeat, { ...full, name: 'Weekly review' }),
      )
    ).body.result;
    await app.organiser.api.delete(`/api/event/periodic_event/${e._id}?all=false&occurrence=2027-05-17T07:30:00.000Z`);
    const before = await stored(e._id);
    const res = await app.organiser.api.put(`/api/event/periodic_event/${e._id}?all=true`, { name: 'Weekly review, renamed' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(e._id)).toEqual({ ...before, name: 'Weekly review, renamed', updatedAt: expect.anything() });
    const all = (await seen(app.acme, app.eva, '2027-05-01T00:00:00Z', '2027-06-15T00:00:00Z')).filter((o) => o._id === e._id);
    expect(all.map((o) => [o.start, o.name])).toEqual([
      ['2027-05-10T07:30:00.000Z', 'Weekly review, renamed'],
      ['2027-05-24T07:30:00.000Z', 'Weekly review, renamed'],
      ['2027-05-31T07:30:00.000Z', 'Weekly review, renamed'],
    ]);
  });

  it('one occurrence: only its name changes, it keeps its own time and fields', async () => {
    const repeat = { period: 'day', count: 3 };
    const e = (
      await app.organiser.api.post('/api/event/periodic_event', seriesBody([app.eva.id], repeat, { ...full, name: 'Daily check' }))
    ).body.result;
    const series = `/api/event/periodic_event/${e._id}`;
    const second = '2027-05-11T07:30:00.000Z';
    await app.organiser.api.put(`${series}?all=false&occurrence=${second}`, { start: '13:00', end: '13:30', colour: '#e8590c' });
    const res = await app.organiser.api.put(`${series}?all=false&occurrence=${second}`, { name: 'Daily check, with guests' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      start: '2027-05-11T11:00:00.000Z',
      end: '2027-05-11T11:30:00.000Z',
      name: 'Daily check, with guests',
      colour: '#e8590c',
      comment: 'Bring the figures',
      moved: true,
    });
  });

  it('the rules between fields hold for the event as it would be: an end before the stored start is refused, nothing changes', async () => {
    const e = (await app.organiser.api.post('/api/event', eventBody([app.eva.id], full))).body.result;
    const before = await stored(e._id);
    const res = await app.organiser.api.put(`/api/event/${e._id}`, { end: '09:00' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('end time must be after start time');
    const series = (await app.organiser.api.post('/api/event/periodic_event', seriesBody([app.eva.id], { period: 'day', count: 3 }, full)))
      .body.result;
    const until = await app.organiser.api.put(`/api/event/periodic_event/${series._id}?all=true`, {
      date: '2027-06-01',
      repeat: { period: 'day', until: '2027-05-20' },
    });
    expect(until.status).toBe(400);
    expect(JSON.stringify(until.body)).toContain('repeat end date must not be before the event date');
    expect(await stored(e._id)).toEqual(before);
  });
});
