import { randomBytes } from 'node:crypto';
import type { MeUser, ServiceContext, UserContext } from '@atrium/sdk/server';
import { instantOf, lastSeriesDay, wallClock } from '../../shared/timing.js';
import type { CalendarEventRow, OccurrenceOverride } from '../entities/event.js';
import { CalendarFeed } from '../entities/feed.js';
import { endingAfter, visibleTo } from './access.js';
import { contentLines, duration, escapeText, utcValue, zoned, zonedLocal } from './ics.js';
import { firstRuleStart, ruleText } from './recurrence.js';
import { vtimezones } from './vtimezone.js';

const DAY = 86_400_000;
/** What a subscribed calendar receives: the events that ended at most 90 days ago, and all that come. */
const PAST_DAYS = 90;

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

/** A link a calendar program can open: an absolute http(s) URL without spaces or control characters. */
const WEB_LINK = /^https?:\/\/[^\s\p{Cc}]+$/u;

/** One VEVENT's lines; the name, description and link are the occurrence's own where it has them. */
function vevent(uid: string, stamp: string, times: string[], e: CalendarEventRow, own: OccurrenceOverride = {}): string[] {
  const comment = own.comment ?? e.comment;
  const link = own.link ?? e.link;
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp}`,
    ...times,
    `SUMMARY:${escapeText(own.name ?? e.name)}`,
    ...(comment ? [`DESCRIPTION:${escapeText(comment)}`] : []),
    ...(WEB_LINK.test(link) ? [`URL:${link}`] : []),
    'END:VEVENT',
  ];
}

/**
 * An event as calendar programs expect it (RFC 5545): one VEVENT; a series one VEVENT with its RRULE and
 * an EXDATE per deleted occurrence, and each occurrence changed on its own a VEVENT of the same UID with
 * its RECURRENCE-ID. The series' own times (DTSTART, EXDATE, RECURRENCE-ID) carry the rule's wall time, so
 * they name the same instance in every program, in the hour the clocks skip too. Occurrences added outside
 * the rule are VEVENTs of their own: the feed is read-only, so nothing needs them tied to the series.
 */
function veventsOf(e: CalendarEventRow, stamp: string): string[] {
  const zone = e.timeZone;
  const span = (start: Date | string, end: Date | string) => [zoned('DTSTART', zone, new Date(start)), zoned('DTEND', zone, new Date(end))];
  if (!e.period) return vevent(e.id, stamp, span(e.startsAt, e.endsAt), e);
  const time = wallClock(e.startsAt, zone).time;
  const ofRule = (name: string, key: Date | string) =>
    zone === 'UTC' ? `${name}:${utcValue(new Date(key))}` : zonedLocal(name, zone, wallClock(new Date(key), zone).date, time);
  const deleted = new Set(e.deleted);
  const added = new Set(e.added.map((a) => a.start));
  const changed = new Set(e.changed.map((c) => c.occurrence));
  const out: string[] = [];
  const first = firstRuleStart(e);
  if (first) {
    const length = e.endsAt.getTime() - e.startsAt.getTime();
    const exdates = e.deleted.filter((k) => !added.has(k)).map((k) => ofRule('EXDATE', k));
    out.push(...vevent(e.id, stamp, [ofRule('DTSTART', first), `DURATION:${duration(length)}`, `RRULE:${ruleText(e)}`, ...exdates], e));
  }
  for (const c of e.changed) {
    if (deleted.has(c.occurrence)) continue;
    if (added.has(c.occurrence)) out.push(...vevent(`${e.id}-${c.occurrence}`, stamp, span(c.start, c.end), e, c));
    else out.push(...vevent(e.id, stamp, [ofRule('RECURRENCE-ID', c.occurrence), ...span(c.start, c.end)], e, c));
  }
  for (const a of e.added)
    if (!deleted.has(a.start) && !changed.has(a.start)) out.push(...vevent(`${e.id}-${a.start}`, stamp, span(a.start, a.end), e));
  return out;
}

/** The UTC years each zone's VTIMEZONE must cover: a day around every time the feed writes or its rules give. */
function yearsOf(rows: CalendarEventRow[]): Map<string, Set<number>> {
  const years = new Map<string, Set<number>>();
  const cover = (zone: string, from: number, to: number) => {
    const set = years.get(zone) ?? years.set(zone, new Set()).get(zone)!;
    const last = Math.min(new Date(to + DAY).getUTCFullYear(), 9999);
    for (let y = new Date(from - DAY).getUTCFullYear(); y <= last; y++) set.add(y);
  };
  for (const e of rows) {
    if (e.timeZone === 'UTC') continue;
    // A series reaches at most the last day its limit allows: its years are known without expanding it.
    const limit = instantOf(lastSeriesDay(wallClock(e.startsAt, e.timeZone).date), '23:59', e.timeZone).getTime();
    cover(e.timeZone, e.startsAt.getTime(), e.period ? Math.min(e.spanEnd.getTime(), limit + DAY) : e.endsAt.getTime());
    for (const x of [...e.changed, ...e.added]) cover(e.timeZone, Date.parse(x.start), Date.parse(x.end));
  }
  return years;
}

/**
 * The iCalendar text of the token's owner: the events they may see that ended at most 90 days ago. Null
 * when the token is unknown, or its owner is fired, blocked or has lost the right: the address stops at
 * once with the person's access, as their sessions do.
 */
export async function feedText(ctx: ServiceContext, token: string): Promise<string | null> {
  const feed = await ctx.db.repo(CalendarFeed).findOne({ token });
  if (!feed || !(await ctx.employees.maySignIn(feed.userId))) return null;
  const user = await ctx.employees.asMe(feed.userId);
  if (!user || !mayUseCalendar(user)) return null;
  const rows = await visibleTo(ctx, endingAfter(ctx, new Date(Date.now() - PAST_DAYS * DAY)), user.id).getMany();
  const zones = await vtimezones(yearsOf(rows));
  const stamp = utcValue(new Date());
  const events = rows.flatMap((e) => veventsOf(e, stamp));
  const header = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atrium//calendar//EN',
    'CALSCALE:GREGORIAN',
    'NAME:Atrium',
    'X-WR-CALNAME:Atrium',
  ];
  return contentLines([...header, ...zones, ...events, 'END:VCALENDAR']);
}
