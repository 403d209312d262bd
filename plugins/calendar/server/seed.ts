import type { SeedContext } from '@atrium/sdk/server';
import { EventInput, PeriodicEventInput } from '../shared/schemas.js';
import { wallClock } from '../shared/timing.js';
import { createEvent } from './services/store.js';

const ZONE = 'Europe/Moscow';
const DAY = 86_400_000;

/**
 * Demo and isolation-suite data for one client: the coming week, starting tomorrow on Moscow's clock (so
 * no rule about the past refuses it), with a daily stand-up on weekdays for four weeks, a planning meeting,
 * a company-wide town hall and a training. Nobody is notified: seeding is not inviting.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const organiser = ctx.users.find((u) => u.roles.includes('admin')) ?? ctx.users[0];
  if (!organiser) return;
  const team = ctx.users.slice(0, 5).map((u) => u.id);
  const day = (n: number) => wallClock(new Date(Date.now() + n * DAY), ZONE).date;
  const quiet = { notify: false };
  await createEvent(
    ctx,
    PeriodicEventInput.parse({
      name: 'Daily stand-up',
      date: day(1),
      start: '10:00',
      end: '10:15',
      timeZone: ZONE,
      colour: '#2f9e44',
      comment: 'What I did, what I will do, what blocks me.',
      link: 'https://meet.example.com/standup',
      participants: team,
      repeat: { period: 'week', weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'], count: 20 },
    }),
    organiser.id,
    quiet,
  );
  const once = [
    { name: 'Sprint planning', date: day(2), start: '11:00', end: '12:30', colour: '#1c7ed6', participants: team },
    { name: 'Company town hall', date: day(3), start: '16:00', end: '17:00', colour: '#e8590c', participants: team, forAll: true },
    { name: 'Security training', date: day(5), start: '14:00', end: '15:30', colour: '#ae3ec9', participants: team.slice(0, 2) },
  ];
  for (const e of once) await createEvent(ctx, EventInput.parse({ ...e, timeZone: ZONE }), organiser.id, quiet);
}
