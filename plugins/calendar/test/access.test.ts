import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { CalendarEvent } from '../server/entities/event.js';
import { calendarApp, eventBody, seen, seriesBody, window } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let organiser: TestUser;
let eva: TestUser;
let outsider: TestUser;
let ids: { privateId: string; openId: string };
const w = window(0, 30);

beforeAll(async () => {
  ({ t, acme } = await calendarApp());
  // Opening an event to everyone is an administrative right, given explicitly.
  organiser = await acme.user({ rights: ['calendar', 'events_create', 'events_for_all'] });
  eva = await acme.user();
  outsider = await acme.user();
  const privateId = (await organiser.api.post('/api/event', eventBody([eva.id], { name: 'Private talk' }))).body.result._id;
  const openId = (await organiser.api.post('/api/event', eventBody([eva.id], { name: 'Town hall', forAll: true }))).body.result._id;
  ids = { privateId, openId };
});
afterAll(() => t?.close());

const names = async (u: TestUser) => (await seen(acme, u, w.from, w.to)).map((o) => o.name).sort();

describe('who sees which event (access_for filters in SQL)', () => {
  it('the organiser and participants see the event; others only events open to everyone', async () => {
    expect(await names(organiser)).toEqual(['Private talk', 'Town hall']);
    expect(await names(eva)).toEqual(['Private talk', 'Town hall']);
    expect(await names(outsider)).toEqual(['Town hall']);
  });

  it("another user's calendar is refused to an employee and answered to an admin", async () => {
    const res = await outsider.api.get(`/api/user/${acme.id}/events/access_for/${eva.id}?from=${w.from}&to=${w.to}`);
    expect(res.status).toBe(403);
    const admin = await acme.admin.api.get(`/api/user/${acme.id}/events/access_for/${eva.id}?from=${w.from}&to=${w.to}`);
    expect(admin.body.result.map((o: { name: string }) => o.name).sort()).toEqual(['Private talk', 'Town hall']);
  });

  it('byClient answers the company calendar: events open to everyone', async () => {
    const res = await outsider.api.get(`/api/event/byClient/${acme.id}?from=${w.from}&to=${w.to}`);
    expect(res.body.result.map((o: { name: string }) => o.name)).toEqual(['Town hall']);
  });

  it('upcoming answers the next occurrences of the caller, soonest first, at most `limit`', async () => {
    await organiser.api.post('/api/event/periodic_event', seriesBody([outsider.id], { period: 'day', count: 10 }, { name: 'Daily sync' }));
    const res = await outsider.api.get('/api/event/upcoming?limit=3');
    expect(res.body.result).toHaveLength(3);
    const starts = res.body.result.map((o: { start: string }) => o.start);
    expect([...starts].sort()).toEqual(starts);
  });

  it('only the organiser or an admin changes or deletes an event; the row stays as it was', async () => {
    const put = await eva.api.put(`/api/event/${ids.privateId}`, eventBody([eva.id], { name: 'Hijacked event' }));
    expect(put.status).toBe(403);
    expect((await eva.api.delete(`/api/event/${ids.privateId}`)).status).toBe(403);
    expect((await t.rows(acme, CalendarEvent, { id: ids.privateId }))[0]?.name).toBe('Private talk');
    const byAdmin = await acme.admin.api.put(`/api/event/${ids.privateId}`, eventBody([eva.id], { name: 'Private talk, moved' }));
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.result.canEdit).toBe(true);
  });

  it('opening an event to everyone takes the right events_for_all; an open event may still be renamed and closed', async () => {
    const employee = await acme.user();
    const before = (await t.rows(acme, CalendarEvent)).length;
    for (const [path, body] of [
      ['/api/event', eventBody([eva.id], { name: 'Party for all', forAll: true })],
      ['/api/event/periodic_event', seriesBody([eva.id], { period: 'day', count: 2 }, { name: 'Daily party', forAll: true })],
    ] as const) {
      const res = await employee.api.post(path, body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('cannot open events to everyone');
    }
    expect((await t.rows(acme, CalendarEvent)).length).toBe(before);
    const own = (await employee.api.post('/api/event', eventBody([eva.id], { name: 'Team lunch' }))).body.result;
    const opened = await employee.api.put(`/api/event/${own._id}`, { forAll: true });
    expect(opened.status).toBe(403);
    expect((await t.rows(acme, CalendarEvent, { id: own._id }))[0]?.forAll).toBe(false);
    // An admin holds every right: he opens it; its organiser may then rename it, and close it.
    expect((await acme.admin.api.put(`/api/event/${own._id}`, { forAll: true })).body.result.forAll).toBe(true);
    expect(await names(outsider)).toContain('Team lunch');
    const renamed = await employee.api.put(`/api/event/${own._id}`, { name: 'Team lunch, Friday' });
    expect(renamed.body.result).toMatchObject({ name: 'Team lunch, Friday', forAll: true });
    expect((await employee.api.put(`/api/event/${own._id}`, { forAll: false })).body.result.forAll).toBe(false);
    expect(await names(outsider)).not.toContain('Team lunch, Friday');
  });

  it("another client's ids are 404 and change nothing", async () => {
    const other = await t.client({ features: [{ feature: 'calendar', active: true }] });
    const stranger = await other.user();
    expect((await stranger.api.put(`/api/event/${ids.privateId}`, eventBody([stranger.id]))).status).toBe(404);
    expect((await stranger.api.delete(`/api/event/periodic_event/${ids.privateId}?all=true`)).status).toBe(404);
    expect((await stranger.api.get(`/api/user/${acme.id}/events/access_for/${eva.id}?from=${w.from}&to=${w.to}`)).status).toBe(404);
    expect((await stranger.api.get(`/api/event/byClient/${acme.id}?from=${w.from}&to=${w.to}`)).status).toBe(404);
    // A participant of another client is an unknown user.
    expect((await organiser.api.post('/api/event', eventBody([stranger.id]))).status).toBe(404);
    expect(await t.rows(acme, CalendarEvent, { id: ids.privateId })).toHaveLength(1);
    const mine = await stranger.api.get(`/api/user/${other.id}/events/access_for/${stranger.id}?from=${w.from}&to=${w.to}`);
    expect(mine.body.result).toEqual([]);
  });
});
