import { randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import type { MeUser, ServiceContext, UserContext } from '@atrium/sdk/server';
import { CalendarFeed } from '../entities/feed.js';
import { inWindow, visibleTo } from './access.js';
import { expand } from './recurrence.js';

const DAY = 86_400_000;
/** What a subscribed calendar receives: the last 90 days and the coming year. */
const PAST_DAYS = 90;
const AHEAD_DAYS = 365;

/** 32 URL-safe characters from 24 random bytes. */
const newToken = () => randomBytes(24).toString('base64url');
const pathOf = (client: string, token: string) => `/api/event/ical/${client}/${token}`;

/** The caller's feed path, made on first ask; `reset` replaces the token, so the old address stops working. */
export async function feedOf(ctx: UserContext, reset: boolean): Promise<{ path: string }> {
  const repo = ctx.db.repo(CalendarFeed);
  const userId = ctx.me.user.id;
  let feed = await repo.findOne({ userId });
  if (feed && reset) {
    const token = newToken();
    await repo.update({ id: feed.id }, { token });
    feed = { ...feed, token };
  }
  if (!feed) {
    // Two first asks at once: the unique user index keeps one row, and both answer it.
    await repo.insertOnce({ userId, token: newToken() });
    feed = (await repo.findOne({ userId }))!;
  }
  return { path: pathOf(ctx.me.client!.id, feed.token) };
}

const mayUseCalendar = (u: MeUser) => u.roles.includes('admin') || !!u.superuser || u.rights.includes('calendar');

/**
 * The iCalendar text of the token's owner: the events they may see, each occurrence its own VEVENT (so
 * moved and deleted occurrences need no RECURRENCE-ID handling in the subscriber). Null when the token
 * is unknown or its owner is gone or has lost the right.
 */
export async function feedText(ctx: ServiceContext, token: string): Promise<string | null> {
  const feed = await ctx.db.repo(CalendarFeed).findOne({ token });
  if (!feed) return null;
  const [card] = await ctx.employees.cards([feed.userId]);
  const user = await ctx.employees.asMe(feed.userId);
  if (!card || card.deleted || !user || !mayUseCalendar(user)) return null;
  const now = Date.now();
  const from = new Date(now - PAST_DAYS * DAY);
  const to = new Date(now + AHEAD_DAYS * DAY);
  const rows = await visibleTo(ctx, inWindow(ctx, from, to), user.id).getMany();
  const cal = ical({ name: 'Atrium', prodId: { company: 'Atrium', product: 'calendar' } });
  for (const e of rows)
    for (const slot of expand(e, from, to))
      cal.createEvent({
        id: slot.occurrence ? `${e.id}-${slot.occurrence}` : e.id,
        start: slot.start,
        end: slot.end,
        summary: slot.own?.name ?? e.name,
        description: (slot.own?.comment ?? e.comment) || null,
        url: (slot.own?.link ?? e.link) || null,
      });
  return cal.toString();
}
