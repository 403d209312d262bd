/*
 * Sets of people as bit sets of their visitor numbers (summary-entities.ts, `VisitorNumber`): bit n of byte
 * n >> 3 is visitor n. A set is as long as its largest number needs, so sets of one client may differ in
 * length; a missing byte is nobody. Distinct visitors over days, months and modules are the union's count.
 */

/** `set` (or nobody) with the people of `numbers` added, as a new buffer. */
export function withPeople(set: Uint8Array | null, numbers: number[]): Buffer {
  // A loop, not Math.max(...): a month of a large client is more numbers than a call may take arguments.
  const length = numbers.reduce((l, n) => Math.max(l, (n >> 3) + 1), set?.length ?? 0);
  const out = Buffer.alloc(length);
  if (set) out.set(set);
  for (const n of numbers) out[n >> 3]! |= 1 << (n & 7);
  return out;
}

/** Set bits of each byte value. */
const BITS = Uint8Array.from({ length: 256 }, (_, b) => {
  let n = 0;
  for (let x = b; x; x &= x - 1) n++;
  return n;
});

/** How many people are in any of `sets` (null: nobody). */
export function countPeople(sets: (Uint8Array | null)[]): number {
  const union = new Uint8Array(Math.max(0, ...sets.map((s) => s?.length ?? 0)));
  for (const s of sets) if (s) for (let i = 0; i < s.length; i++) union[i]! |= s[i]!;
  let n = 0;
  for (let i = 0; i < union.length; i++) n += BITS[union[i]!]!;
  return n;
}
