import type { DateValue } from '@mantine/dates';

/** Mantine's string form of a picked moment: local wall time without a zone, `YYYY-MM-DD[ HH:mm[:ss]]`. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A Mantine date or date-time picker's value as the instant the API takes (`isoDateTime`), or null when
 * nothing valid is picked. Mantine 8 hands a string of the user's local wall time without a zone
 * (`onChange`), so `new Date(value)` would read it as UTC in some engines; a `Date` is taken as it is.
 */
export function dateValueToIso(value: DateValue | undefined): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  const m = value ? LOCAL.exec(value) : null;
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
  const at = new Date(y, mo - 1, d, h, mi, s);
  // A day or time that does not exist (31 April, 25:00) would roll over into another moment.
  const same = at.getFullYear() === y && at.getMonth() === mo - 1 && at.getDate() === d && at.getHours() === h && at.getMinutes() === mi;
  return same ? at.toISOString() : null;
}
