import type { JobContext, ServiceContext } from '@atrium/sdk/server';
import { REMIND_BEFORE_MS } from '../../shared/constants.js';
import { CalendarEvent, type CalendarEventRow } from '../entities/event.js';
import { CalendarParticipant } from '../entities/participant.js';
import { CalendarReminder } from '../entities/reminder.js';
import { tell } from './notify.js';
import { expand } from './recurrence.js';

const DAY = 86_400_000;

/**
 * The next occurrence starting after `after`, of the series as it now is. Windows grow eightfold from a
 * week: the next occurrence is nearly always in the first, and no run expands more of a series than it needs.
 */
function nextStart(e: CalendarEventRow, after: Date): Date | null {
  if (e.spanEnd <= after) return null;
  for (let days = 8; ; days *= 8) {
    const to = new Date(Math.min(after.getTime() + days * DAY, e.spanEnd.getTime()));
    const slot = expand(e, after, to).find((s) => s.start > after);
    if (slot || to >= e.spanEnd) return slot?.start ?? null;
  }
}

/**
 * One job run per occurrence: `calendar:remind` is due when under 10 minutes remain before the next
 * occurrence, and schedules the one after it. Any earlier job of the event is dropped first, so a change
 * or a moved occurrence leaves exactly one pending.
 */
export async function scheduleReminder(ctx: ServiceContext, e: CalendarEventRow, after = new Date()): Promise<void> {
  await ctx.jobs.cancel('remind', { eventId: e.id });
  const start = nextStart(e, after);
  if (start) await ctx.jobs.at(new Date(start.getTime() - REMIND_BEFORE_MS), 'remind', { eventId: e.id, start: start.toISOString() });
}

export const cancelReminders = (ctx: ServiceContext, eventId: string) => ctx.jobs.cancel('remind', { eventId });

/**
 * `calendar:remind`: each participant (and the organiser) of the occurrence starting at `start` is told
 * once, through the channels each chose for the events section (the system popup among them). The
 * unique (event, occurrence, user) row decides who sends: two nodes running the same job send one reminder.
 */
export async function remind(ctx: JobContext): Promise<void> {
  const e = await ctx.db.repo(CalendarEvent).findOne({ id: String(ctx.data.eventId) });
  if (!e) return;
  const start = new Date(String(ctx.data.start));
  const now = new Date();
  // The occurrence must still be where the job was planned for, and not over yet.
  const still = expand(e, start, new Date(start.getTime() + 1)).some((s) => s.start.getTime() === start.getTime());
  if (still && start > now) {
    const users = [e.organiserId, ...(await ctx.db.repo(CalendarParticipant).find({ where: { eventId: e.id } })).map((p) => p.userId)];
    const fresh: string[] = [];
    for (const userId of new Set(users))
      if (await ctx.db.repo(CalendarReminder).insertOnce({ eventId: e.id, occurrence: start.toISOString(), userId })) fresh.push(userId);
    await tell(ctx, 'event.reminder', e, fresh, start);
  }
  await scheduleReminder(ctx, e, start);
}
