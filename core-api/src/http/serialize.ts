/**
 * The API sends ids as `_id` (spec §7). Rows keep `id` inside the server; this renames on the way out.
 * Dates become ISO strings through JSON as usual.
 */
export function toWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toWire);
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k === 'id' ? '_id' : k] = toWire(v);
  return out;
}
