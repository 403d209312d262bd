export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? 0 : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The middle of a row's per-round ratios and the lowest and highest of them. */
export interface Spread {
  median: number;
  low: number;
  high: number;
}

/**
 * App ÷ baseline for each round (a baseline window and the app window beside it), summarised. Pairing
 * neighbours cancels the machine's own drift (a shared 2-core VM changes speed by a third between
 * windows), which a ratio of the two sides' medians does not.
 */
export function pairedSpread(app: number[], baseline: number[]): Spread {
  const ratios = app.map((a, i) => a / (baseline[i] || Infinity));
  return { median: median(ratios), low: Math.min(...ratios), high: Math.max(...ratios) };
}

/** How far a row's rounds may stray from their median, and two runs' medians from each other, for the figure to count. */
export const TOLERANCE = 0.05;

/** Two ratios as the table prints them (hundredths) lie within ±TOLERANCE of each other. */
const within = (a: number, b: number) => Math.abs(Math.round(a * 100) - Math.round(b * 100)) <= Math.round(TOLERANCE * 100);

/** Whether every round lies within ±TOLERANCE of the median. */
export const settled = (s: Spread) => within(s.high, s.median) && within(s.low, s.median);

export type Verdict = 'met' | 'missed' | 'unsettled';

/**
 * A goal is met or missed only when the rounds agree to ±TOLERANCE; a wider range means the machine
 * moved more than the gap being measured, and the row says so instead of guessing.
 */
export function verdict(s: Spread, goal: number): Verdict {
  if (!settled(s)) return 'unsettled';
  return Math.round(s.median * 100) >= Math.round(goal * 100) ? 'met' : 'missed';
}

/** Two runs' medians of one row: the second minus the first as the table prints them, and whether they repeat within ±TOLERANCE. */
export function repeat(first: number, second: number): { difference: number; repeats: boolean } {
  return { difference: (Math.round(second * 100) - Math.round(first * 100)) / 100, repeats: within(first, second) };
}

/**
 * A p99 bound is met or missed by the app only when the bare baseline, at the same rate, stays within it:
 * when the baseline is over it too, the machine's load decided the tail, not the app.
 */
export function latencyVerdict(l: { appP99: number; baselineP99: number; bound?: number }): Verdict {
  if (l.bound === undefined || l.appP99 <= l.bound) return 'met';
  return l.baselineP99 > l.bound ? 'unsettled' : 'missed';
}
