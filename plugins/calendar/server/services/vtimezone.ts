import { setImmediate as nextTurn } from 'node:timers/promises';
import { offsetAt } from '../../shared/timing.js';
import { utcValue } from './ics.js';

/**
 * VTIMEZONE components (RFC 5545 §3.6.5) written from the zone data the runtime's Intl has, so a feed's
 * `TZID=Europe/Berlin` times mean the same instants in every calendar program (Outlook reads only the
 * VTIMEZONE, not the name). Each component covers the years the feed's events touch: an observance where
 * each run of consecutive years begins, then one per change of offset.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Offsets are sampled every 15 days: no zone keeps an offset for a shorter time (a Ramadan pause lasts a month). */
const STEP = 15 * DAY;
/** Transitions of a zone in a year never change within a process's life; kept for this many zone-years. */
const KEPT = 5000;

interface Transition {
  at: number;
  from: number;
  to: number;
}

const known = new Map<string, Transition[]>();

/** The first minute in (lo, hi] with the zone's later offset, `lo` having the earlier. */
function changeWithin(zone: string, lo: number, hi: number, before: number): number {
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (offsetAt(new Date(mid), zone) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The changes of offset in a (UTC) year: about 40 look-ups, once per zone and year. */
function transitionsIn(zone: string, year: number): Transition[] {
  const key = `${zone} ${year}`;
  const kept = known.get(key);
  if (kept) return kept;
  const out: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let at = Date.UTC(year, 0, 1);
  let offset = offsetAt(new Date(at), zone);
  while (at < end) {
    const next = Math.min(at + STEP, end);
    const o = offsetAt(new Date(next), zone);
    if (o !== offset) out.push({ at: changeWithin(zone, at, next, offset), from: offset, to: o });
    offset = o;
    at = next;
  }
  if (known.size >= KEPT) known.delete(known.keys().next().value!);
  known.set(key, out);
  return out;
}

/** "+0130", "-0500": an offset as iCalendar writes it. */
function utcOffset(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / MINUTE);
  return `${ms < 0 ? '-' : '+'}${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
}

/** The local time an observance begins at, on the clock before it: "20270328T020000". */
const onset = (at: number, before: number) => utcValue(new Date(at + before)).slice(0, 15);

function observance(at: number, from: number, to: number, daylight: boolean): string[] {
  const kind = daylight ? 'DAYLIGHT' : 'STANDARD';
  return [`BEGIN:${kind}`, `DTSTART:${onset(at, from)}`, `TZOFFSETFROM:${utcOffset(from)}`, `TZOFFSETTO:${utcOffset(to)}`, `END:${kind}`];
}

/** The VTIMEZONE of `zone` for the given UTC years (up to 9999), as content lines. */
function vtimezone(zone: string, years: Set<number>): string[] {
  const sorted = [...years].sort((a, b) => a - b);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  sorted.forEach((year, i) => {
    const changes = transitionsIn(zone, year);
    if (sorted[i - 1] !== year - 1) {
      const at = Date.UTC(year, 0, 1);
      const offset = offsetAt(new Date(at), zone);
      // Daylight when the year has a lower offset (the southern summer at New Year).
      const lowest = Math.min(offset, ...changes.map((c) => c.to));
      lines.push(...observance(at, offsetAt(new Date(at - 1000), zone), offset, offset > lowest));
    }
    for (const c of changes) lines.push(...observance(c.at, c.from, c.to, c.to > c.from));
  });
  lines.push('END:VTIMEZONE');
  return lines;
}

/**
 * The VTIMEZONE of each zone for its years, as content lines. A zone-year not worked out before costs about 40 look-ups
 * (under a millisecond); the loop yields to other requests after each, so a feed touching many zones and
 * years never holds the event loop.
 */
export async function vtimezones(years: Map<string, Set<number>>): Promise<string[]> {
  const out: string[] = [];
  for (const [zone, ys] of years) {
    for (const year of ys)
      if (!known.has(`${zone} ${year}`)) {
        transitionsIn(zone, year);
        await nextTurn();
      }
    out.push(...vtimezone(zone, ys));
  }
  return out;
}
