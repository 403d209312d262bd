/** The units, in this order, as the server's texts name them; screens pass their language's (`useFormatSize`). */
export const SIZE_UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/** One decimal below 10 of a unit, whole numbers from there (three figures at most); whole bytes. */
const rounded = (v: number, unit: number) => (unit === 0 || v >= 9.95 ? Math.round(v) : Math.round(v * 10) / 10);

/**
 * File sizes shown in B, kB, MB, GB, TB (docs/architecture.md, Limits). One formatter for server texts,
 * the host's screens and plugin screens: "512 B", "1.5 kB", "20 MB", "250 MB"; no "1.0", no "1024 kB".
 */
export function formatSize(bytes: number, units: readonly string[] = SIZE_UNITS): string {
  let v = Math.max(0, bytes);
  let unit = 0;
  // Goes up a unit when the rounded figure would reach 1024 (1023.97 kB is "1 MB").
  while (rounded(v, unit) >= 1024 && unit < units.length - 1) {
    v /= 1024;
    unit++;
  }
  return `${rounded(v, unit)} ${units[unit]}`;
}
