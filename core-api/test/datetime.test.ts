import { describe, expect, it } from 'vitest';
import { sqliteDatetime, StoredDate } from '../src/db/datetime.js';

describe("SQLite's datetime text", () => {
  it('reads as the UTC instant TypeORM reads', () => {
    for (const iso of ['2026-11-22T04:00:00.000Z', '1999-12-31T23:59:59.999Z', '2024-02-29T12:34:56.789Z', '0100-01-01T00:00:00.000Z']) {
      const text = iso.replace('T', ' ').replace('Z', '');
      expect(sqliteDatetime(text)?.toISOString()).toBe(iso);
    }
  });

  it('writes into JSON what toISOString writes, and after a change its new time', () => {
    const date = sqliteDatetime('2024-02-29 12:34:56.789')!;
    expect(date).toBeInstanceOf(StoredDate);
    expect(JSON.stringify({ date })).toBe('{"date":"2024-02-29T12:34:56.789Z"}');
    date.setUTCHours(1);
    expect(JSON.stringify({ date })).toBe('{"date":"2024-02-29T01:34:56.789Z"}');
    expect(JSON.stringify({ date: new StoredDate(Number.NaN, 'x') })).toBe('{"date":null}');
  });

  it('answers null for any other form, so the caller falls back to the general parser', () => {
    for (const text of ['2026-11-22', '2026-11-22T04:00:00.000Z', '2026-11-22 04:00:00', '0099-01-01 00:00:00.000', 'not a date'])
      expect(sqliteDatetime(text)).toBeNull();
  });
});
