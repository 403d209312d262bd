/** Sizes as the spec shows them: B, kB, MB, GB, TB. */
export function formatSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let v = Math.max(0, bytes);
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${Number.isInteger(v) ? v : v.toFixed(1)} ${units[i]}`;
}

export const MB = 1024 * 1024;
export const GB = 1024 * MB;
/** Any file (spec core §9). */
export const MAX_FILE = 250 * MB;
/** Post attachments (spec core §9). */
export const MAX_POST_FILE = 20 * MB;
export const limitFor = (purpose: string) => (purpose === 'post' ? MAX_POST_FILE : MAX_FILE);
