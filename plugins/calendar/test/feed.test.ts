import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { calendarApp, eventBody, seriesBody } from './helpers.js';

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

const pathOf = async (u: TestUser) => (await u.api.get('/api/event/feed')).body.result.path as string;

describe('the secret iCalendar feed', () => {
  it('serves the events the owner may see, without a session, one VEVENT per occurrence', async () => {
    const path = await pathOf(eva);
    expect(path).toMatch(new RegExp(`^/api/event/ical/${acme.id}/[A-Za-z0-9_-]{32}$`));
    expect(await pathOf(eva)).toBe(path);
    const res = await t.api.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = String(res.body);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('SUMMARY:Quarterly review');
    expect(text.match(/SUMMARY:Pair programming/g)).toHaveLength(2);
    expect(text).not.toContain('Dentist appointment');
  });

  it('a reset gives a new address and the old one stops working', async () => {
    const old = await pathOf(eva);
    const fresh = (await eva.api.post('/api/event/feed/reset')).body.result.path as string;
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
});
