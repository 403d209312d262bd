import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import calendar from '../server/index.js';
import { calendarRoutes } from '../shared/routes.js';
import { wallClock } from '../shared/timing.js';

const DAY = 86_400_000;

/** A date `n` days from today on a clock in `zone` (YYYY-MM-DD). */
export const inDays = (n: number, zone = 'UTC') => wallClock(new Date(Date.now() + n * DAY), zone).date;

/** A valid event body; tests change one thing at a time. */
export function eventBody(participants: string[], over: Record<string, unknown> = {}) {
  return {
    name: 'Team meeting',
    date: inDays(3),
    start: '10:00',
    end: '11:00',
    timeZone: 'UTC',
    colour: '#1c7ed6',
    comment: 'Agenda in the wiki',
    link: 'https://meet.example.com/team',
    participants,
    ...over,
  };
}

export function seriesBody(participants: string[], repeat: Record<string, unknown>, over: Record<string, unknown> = {}) {
  return { ...eventBody(participants, over), repeat };
}

/** A test app with the calendar and a client with the feature on. */
export async function calendarApp(): Promise<{ t: TestApp; acme: TestClient }> {
  const t = await startTestApp({ plugins: [calendar] });
  const acme = await t.client({ features: [{ feature: 'calendar', active: true }] });
  return { t, acme };
}

/** A test file's calendar: the app, a client, an organiser and a participant, made before its tests and closed after. */
export function useCalendar() {
  const app = {} as { t: TestApp; acme: TestClient; organiser: TestUser; eva: TestUser };
  beforeAll(async () => {
    Object.assign(app, await calendarApp());
    app.organiser = await app.acme.user();
    app.eva = await app.acme.user();
  });
  afterAll(() => app.t?.close());
  return app;
}

/** The occurrences a user sees in a window (api/user/{clientId}/events/access_for/{userId}). */
export async function seen(acme: TestClient, user: TestUser, from: string, to: string) {
  const res = await user.api.call(calendarRoutes.accessFor, { params: { client: acme.id, userId: user.id }, query: { from, to } });
  if (res.status !== 200) throw new Error(`access_for ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result;
}

/** A window of ISO instants around the days `a` to `b` from today. */
export const window = (a: number, b: number) => ({
  from: new Date(Date.now() + a * DAY).toISOString(),
  to: new Date(Date.now() + b * DAY).toISOString(),
});
