/**
 * The API sends ids as `_id` (spec §7). Rows keep `id` inside the server; this renames on the way out.
 * Dates become ISO strings through JSON as usual. Written with plain loops: it runs over every answer,
 * and `Object.entries` would allocate a pair per field.
 */
export function toWire(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = toWire(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  const src = value as Record<string, unknown>;
  for (const k in src) {
    if (!Object.prototype.hasOwnProperty.call(src, k)) continue;
    const v = src[k];
    out[k === 'id' ? '_id' : k] = v === null || typeof v !== 'object' ? v : toWire(v);
  }
  return out;
}
