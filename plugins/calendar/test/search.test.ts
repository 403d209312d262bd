import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRoutes } from '@atrium/sdk/shared';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { calendarApp, eventBody } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let organiser: TestUser;
let eva: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  ({ t, acme } = await calendarApp());
  organiser = await acme.user({ rights: ['calendar', 'events_create', 'events_for_all'] });
  eva = await acme.user();
  outsider = await acme.user();
});
afterAll(() => t?.close());

/** The events the one search (`GET api/search`) answers `u` for `q`. */
const found = async (u: TestUser, q: string) => {
  const res = await u.api.call(searchRoutes.find, { query: { q, type: 'calendar' } });
  expect(res.status).toBe(200);
  return res.body.result.map((h) => h._id).sort();
};

describe('events in the one search', () => {
  it('finds an event on create and edit, never after delete', async () => {
    const id = (await organiser.api.post('/api/event', eventBody([eva.id], { name: 'Budget review' }))).body.result._id as string;
    expect(await found(eva, 'budget')).toEqual([id]);
    expect((await organiser.api.put(`/api/event/${id}`, eventBody([eva.id], { name: 'Hiring review' }))).status).toBe(200);
    expect(await found(eva, 'budget')).toEqual([]);
    expect(await found(eva, 'hiring')).toEqual([id]);
    expect((await organiser.api.delete(`/api/event/${id}`)).status).toBe(200);
    expect(await found(eva, 'hiring')).toEqual([]);
  });

  it('answers an event to those the calendar shows it to, and a rebuild answers the same', async () => {
    const own = (await organiser.api.post('/api/event', eventBody([eva.id], { name: 'Roadmap talk' }))).body.result._id as string;
    const open = (await organiser.api.post('/api/event', eventBody([organiser.id], { name: 'Roadmap town hall', forAll: true }))).body
      .result._id as string;
    const answers = async () => Promise.all([organiser, eva, outsider].map((u) => found(u, 'roadmap')));
    const before = await answers();
    expect(before).toEqual([[own, open].sort(), [own, open].sort(), [open]]);
    expect(await t.runJob('core:reindex_search', { client: acme })).toBe('done');
    expect(await answers()).toEqual(before);
  });
});
