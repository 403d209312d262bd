const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'];

/** File sizes in B, kB, MB, GB, TB (spec core §9). */
export function formatSize(bytes: number): string {
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : v.toFixed(v < 10 ? 1 : 0)} ${UNITS[i]}`;
}

/** A date and time in the interface language. */
export const formatDateTime = (iso: string, lang: string) => new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
