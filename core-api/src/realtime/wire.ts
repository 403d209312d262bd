/**
 * A socket payload or answer in the wire form a route's answer has (`wireJson`): every `id` key as `_id`
 * at any depth, and whatever has a `toJSON` (a Date) as that. socket.io serializes the result itself,
 * so the value is copied once rather than written to JSON text and read back.
 */
export function wireValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(wireValue);
  const toJSON = (value as { toJSON?: () => unknown }).toJSON;
  if (typeof toJSON === 'function') return wireValue(toJSON.call(value));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key === 'id' ? '_id' : key] = wireValue(v);
  return out;
}
