/**
 * Fractional ranks: base-36 text compared as text (digits before lower-case letters in every collation),
 * so a card placed between two others gets a key between theirs and no other card is rewritten.
 */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const BASE = DIGITS.length;

/** A key strictly between `lo` and `hi` (`null`: unbounded); `lo < hi` when both are given. Never ends in '0'. */
export function rankBetween(lo: string | null, hi: string | null): string {
  const a = lo ?? '';
  let b = hi;
  let out = '';
  for (let i = 0; ; i++) {
    const da = i < a.length ? DIGITS.indexOf(a[i]!) : 0;
    const db = b !== null && i < b.length ? DIGITS.indexOf(b[i]!) : BASE;
    if (da === db) {
      out += DIGITS[da];
      continue;
    }
    const mid = Math.floor((da + db) / 2);
    if (mid > da) return out + DIGITS[mid];
    // Adjacent digits: keep lo's digit; everything after it is above lo and below hi already.
    out += DIGITS[da];
    b = null;
  }
}
