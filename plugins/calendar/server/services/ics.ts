import { wallClock } from '../../shared/timing.js';

/**
 * iCalendar text (RFC 5545): content lines, TEXT escaping, folding and the forms of a date-time. A time is
 * written on the organiser's wall clock with its TZID (a VTIMEZONE defines it), or in UTC for the UTC zone.
 */

/** TEXT values escape backslash, semicolon, comma and line breaks (§3.3.11). */
export const escapeText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** A content line folded after 75 octets (§3.1), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > 75) {
      parts.push(part);
      part = ' ';
      octets = 1;
    }
    part += ch;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n');
}

/** The text of content lines: folded, each ended by CRLF. */
export const contentLines = (lines: string[]) => lines.map((l) => `${fold(l)}\r\n`).join('');

/** "20270328T013000Z". */
export const utcValue = (at: Date) => at.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * A date-time property of a wall-clock date and time in `zone`: `DTSTART;TZID=Europe/Berlin:20270328T023000`.
 * The time is written as the rule gives it, even inside the hour the clocks skip: RFC 5545 reads it
 * forward by the gap, as the calendar does.
 */
export function zonedLocal(name: string, zone: string, date: string, time: string): string {
  return `${name};TZID=${zone}:${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
}

/** A date-time property of an instant, on the zone's clock (UTC: with a Z). */
export function zoned(name: string, zone: string, at: Date): string {
  if (zone === 'UTC') return `${name}:${utcValue(at)}`;
  const w = wallClock(at, zone);
  return zonedLocal(name, zone, w.date, w.time);
}

/** An exact duration under a day: "PT1H30M" (events end on the day they start). */
export function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}
