import { describe, expect, it } from 'vitest';
import { periodOf, windowsOf } from '../src/search/period.js';

/** MariaDB's windows of months (core-api/src/search/period.ts): tokens as the column holds them, windows from the newest. */
describe('search periods', () => {
  it('writes a date as its UTC month and year, nothing without a date', () => {
    expect(periodOf(new Date('2026-01-31T23:59:59.999Z'))).toBe('m_202601 y_2026');
    expect(periodOf(null)).toBe('');
  });

  it('walks this month with the years ahead, then 2, 4 and 8 months back, then the rest, each window its own months', () => {
    const windows = windowsOf(new Date('2026-11-29T12:00:00Z'), null, null);
    expect(windows.map((w) => [w.tokens, w.from.toISOString().slice(0, 10), w.to.toISOString().slice(0, 10)])).toEqual([
      ['m_202611 m_202612 y_2027 y_2028 y_2029 y_2030 y_2031', '2026-11-01', '2032-01-01'],
      ['m_202610 m_202609', '2026-09-01', '2026-11-01'],
      ['m_202608 m_202607 m_202606 m_202605', '2026-05-01', '2026-09-01'],
      ['m_202604 m_202603 m_202602 m_202601 m_202512 m_202511 m_202510 m_202509', '2025-09-01', '2026-05-01'],
      [null, '2025-09-01', '2032-01-01'],
    ]);
    // Every window's tokens are the periods of the dates it holds.
    for (const w of windows.filter((w) => w.tokens))
      for (const day of [w.from, new Date(Math.min(w.to.getTime(), Date.UTC(2027, 5, 1)) - 1)])
        expect(w.tokens!.split(' ').some((t) => periodOf(day).split(' ').includes(t))).toBe(true);
  });

  it('leaves out the windows outside the period asked', () => {
    const anchor = new Date('2026-03-10T00:00:00Z');
    const from = new Date('2026-01-15T00:00:00Z');
    expect(windowsOf(anchor, from, new Date('2026-03-11T00:00:00Z')).map((w) => w.tokens)).toEqual([
      'm_202603 m_202604 m_202605 m_202606 m_202607 m_202608 m_202609 m_202610 m_202611 m_202612 y_2027 y_2028 y_2029 y_2030 y_2031',
      'm_202602 m_202601',
    ]);
    expect(windowsOf(anchor, null, null).at(-1)!.tokens).toBeNull();
  });
});
