import type { ServiceContext } from '@atrium/sdk/server';
import { wallClock } from '../../shared/timing.js';
import type { CalendarEventRow } from '../entities/event.js';

type Kind = 'event.invited' | 'event.changed' | 'event.cancelled' | 'event.reminder';

/** "2026-10-26 10:00 (Europe/Berlin)": the moment on the organiser's clock. */
export function when(e: Pick<CalendarEventRow, 'timeZone'>, at: Date): string {
  const w = wallClock(at, e.timeZone);
  return `${w.date} ${w.time} (${e.timeZone})`;
}

/** Tells the users about the event; the organiser never hears of their own change. */
export async function tell(ctx: ServiceContext, kind: Kind, e: CalendarEventRow, userIds: string[], at: Date, actorId?: string) {
  const to = userIds.filter((u) => u !== actorId);
  if (to.length) await ctx.notify(to, { name: kind, section: 'events', vars: { name: e.name, when: when(e, at) }, link: '/calendar' });
}
