import { describe, expect, it } from 'vitest';
import { dateValueToIso } from './date-value.js';

describe('dateValueToIso', () => {
  it("reads Mantine's zone-less string as the user's local wall time", () => {
    expect(dateValueToIso('2026-11-26 17:40:00')).toBe(new Date(2026, 10, 26, 17, 40).toISOString());
    expect(dateValueToIso('2026-11-26 17:40')).toBe(new Date(2026, 10, 26, 17, 40).toISOString());
    expect(dateValueToIso('2026-11-26')).toBe(new Date(2026, 10, 26).toISOString());
  });

  it('takes a Date as the instant it is', () => {
    const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(dateValueToIso(at)).toBe('2026-01-02T03:04:05.000Z');
  });

  it('answers null for nothing picked and for values that name no moment', () => {
    for (const v of [null, undefined, '', '2026-04-31 10:00', '2026-11-26 25:00', 'tomorrow', new Date(Number.NaN)])
      expect(dateValueToIso(v)).toBeNull();
  });
});
