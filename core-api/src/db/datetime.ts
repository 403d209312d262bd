// SQLite's datetime text as TypeORM writes it (UTC, milliseconds); TypeORM reads it as UTC.
const SQLITE_DATETIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/;

const digits = (s: string, from: number, to: number) => {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + s.charCodeAt(i) - 48;
  return n;
};

/**
 * `2026-11-22 04:00:00.000` as a Date, or null when the text has another form. Built from its numbers:
 * parsing the text as a date costs twice as much, and a feed page reads forty of them.
 */
export function sqliteDatetime(v: string): Date | null {
  if (!SQLITE_DATETIME.test(v)) return null;
  const year = digits(v, 0, 4);
  // Date.UTC reads years below 100 as 19xx.
  if (year < 100) return null;
  return new Date(
    Date.UTC(year, digits(v, 5, 7) - 1, digits(v, 8, 10), digits(v, 11, 13), digits(v, 14, 16), digits(v, 17, 19), digits(v, 20, 23)),
  );
}
