/**
 * Fractional ranks as text that sorts the same in every collation: base-36 digits and lower-case letters.
 * A key is an integer part, a head character giving its sign and length then its digits (so appending or
 * prepending a task steps the integer by one and keys stay short), and an optional fraction for tasks
 * put between two others. A task placed between two gets a key between theirs; no other task is rewritten.
 */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const BASE = DIGITS.length;
/** Head characters above this are non-negative integers of that many more digits, below it negative ones. */
const MID = 18;

function encode(n: number): string {
  if (n >= 0) {
    const s = n.toString(BASE);
    return DIGITS[MID + s.length]! + s;
  }
  let len = 1;
  while (BASE ** len < -n) len++;
  // Negative integers count up from 36^len, so a larger (nearer zero) one sorts later.
  return DIGITS[MID - len]! + (BASE ** len + n).toString(BASE).padStart(len, '0');
}

function decode(key: string): { n: number; frac: string } {
  const h = DIGITS.indexOf(key[0]!);
  const len = Math.abs(h - MID);
  const digits = parseInt(key.slice(1, 1 + len), BASE);
  return { n: h > MID ? digits : digits - BASE ** len, frac: key.slice(1 + len) };
}

/** A fraction strictly between `a` and `b` (null: unbounded); never ends in '0', so another always fits below. */
function fractionBetween(a: string, hi: string | null): string {
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
    // Adjacent digits: keep a's digit; everything after it is above a and below b already.
    out += DIGITS[da];
    b = null;
  }
}

/** A key strictly between `lo` and `hi` (null: unbounded); `lo < hi` when both are given. */
export function rankBetween(lo: string | null, hi: string | null): string {
  if (lo === null && hi === null) return encode(0);
  if (lo === null) return encode(decode(hi!).n - 1);
  if (hi === null) return encode(decode(lo).n + 1);
  const a = decode(lo);
  const b = decode(hi);
  if (b.n - a.n > 1) return encode(a.n + 1);
  return encode(a.n) + fractionBetween(a.frac, a.n === b.n ? b.frac : null);
}
