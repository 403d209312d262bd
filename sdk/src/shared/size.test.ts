import { describe, expect, it } from 'vitest';
import { formatSize } from './size.js';

const kB = 1024;
const MB = kB * kB;

describe('formatSize', () => {
  it('shows whole bytes below 1 kB, and goes up a unit at 1024', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(kB)).toBe('1 kB');
  });

  it('keeps one decimal below 10 of a unit and drops a trailing zero', () => {
    expect(formatSize(1.5 * kB)).toBe('1.5 kB');
    expect(formatSize(1.04 * kB)).toBe('1 kB');
    expect(formatSize(9.94 * MB)).toBe('9.9 MB');
    expect(formatSize(9.96 * MB)).toBe('10 MB');
  });

  it('shows whole numbers from 10 of a unit', () => {
    expect(formatSize(20 * MB)).toBe('20 MB');
    expect(formatSize(123.4 * kB)).toBe('123 kB');
    expect(formatSize(250 * MB)).toBe('250 MB');
  });

  it('goes up a unit when rounding reaches 1024, and stops at TB', () => {
    expect(formatSize(1023.4 * kB)).toBe('1023 kB');
    expect(formatSize(1023.6 * kB)).toBe('1 MB');
    expect(formatSize(2048 * MB * MB)).toBe('2048 TB');
  });

  it('shows a negative size (an over-full store) as 0 B', () => {
    expect(formatSize(-5)).toBe('0 B');
  });
});
