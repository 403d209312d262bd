import { z } from 'zod';
import type { RuleMessage } from './rules.js';

/**
 * The value types every plugin takes from a user: a date, a date-time, a wall-clock time, a link and a
 * name. Each refuses what cannot be a real value (31 April, month 13, `javascript:`, a name of only
 * zero-width characters), so a handler never meets one and no engine below it (a date library, a
 * database, a browser) is asked to make sense of it. Each takes the message its plugin shows.
 */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** True for `YYYY-MM-DD` naming a day that exists (years 1000–9999; no 2026-02-30, no month 13). */
export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1000 || mo < 1 || mo > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC, so no time zone moves it).
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** True for an ISO 8601 instant with an offset (`Z` or `±hh:mm`) whose date exists. */
export function isIsoDateTime(value: string): boolean {
  const m = DATE_TIME_RE.exec(value);
  return !!m && isIsoDate(m[1]!) && !Number.isNaN(Date.parse(value));
}

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const isoDate = (message: RuleMessage = 'date as yyyy-mm-dd') =>
  z.string(message).refine(isIsoDate, message).meta({ format: 'date' });

/** An instant, ISO 8601 with an offset, whose date exists. */
export const isoDateTime = (message: RuleMessage = 'date and time as ISO 8601 with an offset') =>
  z.string(message).refine(isIsoDateTime, message).meta({ format: 'date-time' });

/** A wall-clock time, `HH:mm` from 00:00 to 23:59. */
export const wallTime = (message: RuleMessage = 'time as hh:mm') => z.string(message).regex(TIME_RE, message);

/** Links a user may store: the web's two schemes, and paths inside the app (`/kb/...`, not `//host`). */
export function isSafeUrl(value: string): boolean {
  // The URL parser drops tabs and line breaks inside a link silently; a stored link keeps what was typed.
  if (/[\s\p{Cc}]/u.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\') && !value.includes('\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A link: http, https or an in-app path; never `javascript:`, `data:` or another scheme. */
export const safeUrl = (message: RuleMessage = 'link must be a valid URL', max = 2048) =>
  z
    .string(message)
    .trim()
    .max(max, message)
    .refine(isSafeUrl, message)
    // What the check accepts, for the API document: an absolute web address or a path inside the app.
    .meta({ format: 'uri-reference', pattern: '^(https?://|/(?![/\\\\]))' });

/** Unicode spaces (Z), format characters (Cf: zero-width spaces, joiners, direction marks) and controls at either end. */
const EDGE_BLANKS = /^[\p{Z}\p{Cf}\p{Cc}]+|[\p{Z}\p{Cf}\p{Cc}]+$/gu;

/** `value` without Unicode spaces and format characters at either end. */
export const trimName = (value: string) => value.replace(EDGE_BLANKS, '');

/**
 * A name (of a group, a chat, a folder, a desk…): trimmed of Unicode spaces and format characters,
 * then required, so a name that shows nothing is refused. Chain `.max(…)` for the plugin's limit.
 */
export const nameText = (message: RuleMessage = 'name required') => z.string(message).overwrite(trimName).min(1, message);

type Undefaulted<F> = F extends z.ZodDefault<infer Inner> ? Inner : F;
type UpdateShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<Undefaulted<S[K]>> };

/**
 * The body of a PUT: every field of the create schema optional, without its default. The platform's rule
 * for every PUT is a partial update: a field left out keeps its stored value, a field sent is checked as on
 * create. zod's own `.partial()` keeps defaults, so a PUT with only a name would write the defaults of the
 * fields left out (a project's description and participants wiped); this drops them.
 */
export function updateOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
    shape[key] = inner.optional();
  }
  return z.object(shape as UpdateShape<S>).strict();
}
