import { describe, expect, it } from 'vitest';
import { latencyVerdict, median, pairedSpread, repeat, verdict } from './stats.js';

describe('bench statistics', () => {
  it('takes the middle value, or the mean of the two middle ones, without reordering the rounds', () => {
    const rounds = [0.9, 0.5, 0.7];
    expect(median(rounds)).toBe(0.7);
    expect(rounds).toEqual([0.9, 0.5, 0.7]);
    expect(median([0.6, 0.8, 0.5, 0.7])).toBeCloseTo(0.65);
  });

  it('sets each round’s app against the baseline of the same round, never another round’s', () => {
    // Round ratios 0.5, 0.8, 0.7 on a machine that slows down round by round.
    const spread = pairedSpread([1000, 1200, 700], [2000, 1500, 1000]);
    expect(spread.median).toBeCloseTo(0.7);
    expect(spread.low).toBeCloseTo(0.5);
    expect(spread.high).toBeCloseTo(0.8);
    // The ratio of the two sides' medians would set round 1's app against round 2's baseline.
    expect(median([1000, 1200, 700]) / median([2000, 1500, 1000])).toBeCloseTo(0.667, 3);
  });

  it('calls a goal met or missed only when every round lies within ±0.05 of the median', () => {
    expect(verdict({ median: 0.72, low: 0.68, high: 0.77 }, 0.7)).toBe('met');
    expect(verdict({ median: 0.66, low: 0.62, high: 0.69 }, 0.7)).toBe('missed');
    expect(verdict({ median: 0.72, low: 0.66, high: 0.74 }, 0.7)).toBe('unsettled');
    expect(verdict({ median: 0.95, low: 0.93, high: 1.01 }, 0.8)).toBe('unsettled');
    // A round exactly 0.05 away, as the table prints it, still counts.
    expect(verdict({ median: 0.7, low: 0.65, high: 0.75 }, 0.7)).toBe('met');
  });

  it('accepts two runs of a row when their medians differ by 0.05 or less', () => {
    expect(repeat(0.74, 0.79)).toEqual({ difference: expect.closeTo(0.05), repeats: true });
    // 0.7150 and 0.7649 print as 0.72 and 0.76: four hundredths apart, as the reader sees them.
    expect(repeat(0.715, 0.7649)).toEqual({ difference: expect.closeTo(0.04), repeats: true });
    expect(repeat(0.74, 0.69).repeats).toBe(true);
    expect(repeat(0.74, 0.8)).toEqual({ difference: expect.closeTo(0.06), repeats: false });
    expect(repeat(0.86, 0.53).repeats).toBe(false);
  });

  it('holds the app to a p99 bound only where the bare baseline meets it at the same rate', () => {
    expect(latencyVerdict({ appP99: 31, baselineP99: 6, bound: 50 })).toBe('met');
    expect(latencyVerdict({ appP99: 79, baselineP99: 9, bound: 50 })).toBe('missed');
    expect(latencyVerdict({ appP99: 148, baselineP99: 187, bound: 50 })).toBe('unsettled');
  });
});
