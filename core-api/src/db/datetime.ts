// SQLite's datetime text as TypeORM writes it (UTC, milliseconds); TypeORM reads it as UTC.
const SQLITE_DATETIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/;

const digits = (s: string, from: number, to: number) => {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + s.charCodeAt(i) - 48;
  return n;
};

/**
 * A Date read from the database that writes itself into JSON as the text it was read from, in ISO form.
 * `JSON.stringify` calls a Date's `toJSON`, and its `toISOString` took as long as the rest of the
 * serialization of a page of employees (four dates a row; docs/benchmarks.md, Dates in answers). A Date
 * changed since (`setHours`…) writes itself as any Date does.
 */
export class StoredDate extends Date {
  readonly #time: number;
  readonly #iso: string;

  constructor(time: number, iso: string) {
    super(time);
    this.#time = time;
    this.#iso = iso;
  }

  override toJSON(): string {
    return this.getTime() === this.#time ? this.#iso : super.toJSON();
  }
}

/**
 * `2026-11-22 04:00:00.000` as milliseconds since the epoch, or null when the text has another form.
 * Built from its numbers: parsing the text as a date costs twice as much, and a feed page reads forty of them.
 */
export function sqliteTime(v: string): number | null {
  if (!SQLITE_DATETIME.test(v)) return null;
  const year = digits(v, 0, 4);
  // Date.UTC reads years below 100 as 19xx.
  if (year < 100) return null;
  return Date.UTC(year, digits(v, 5, 7) - 1, digits(v, 8, 10), digits(v, 11, 13), digits(v, 14, 16), digits(v, 17, 19), digits(v, 20, 23));
}

/** `2026-11-22 04:00:00.000` as a Date that writes itself back as that text (ISO form), or null (`sqliteTime`). */
export function sqliteDatetime(v: string): Date | null {
  const time = sqliteTime(v);
  // The text is `toISOString`'s with a space for the T and without the Z (four-digit years, milliseconds).
  return time === null ? null : new StoredDate(time, `${v.slice(0, 10)}T${v.slice(11)}Z`);
}
