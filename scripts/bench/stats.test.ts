import { describe, expect, it } from 'vitest';
import { median, pairedRatio } from './stats.js';

describe('bench ratios', () => {
  it('is the middle of the rounds’ own ratios, never an app window set against another round’s baseline', () => {
    // Round ratios 0.5, 0.8, 0.7 on a machine that slows down round by round.
    const baseline = [2000, 1500, 1000];
    const app = [1000, 1200, 700];
    expect(pairedRatio(app, baseline)).toBeCloseTo(0.7);
    // The ratio of the medians sets round 1's app against round 2's baseline.
    expect(median(app) / median(baseline)).toBeCloseTo(0.667, 3);
  });
});
