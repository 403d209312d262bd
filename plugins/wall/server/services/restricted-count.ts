/**
 * How many restricted posts of a wall a reader may see, remembered per reader and wall version.
 * Counting them checks every restricted post against the reader's grants (about 10 ms for a thousand
 * on a million-post wall), and a feed answers its total on every page. The wall's version moves when a
 * restricted post changes, which every node reads from the database; what the version cannot see (the
 * reader moved to another department, city or post, which grants match on) is bounded by TTL_MS.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;
const seen = new Map<string, { version: number; count: number; at: number }>();

export async function restrictedCount(
  key: { client: string; feedKey: string; userId: string; version: number },
  count: () => Promise<number>,
): Promise<number> {
  const id = `${key.client}|${key.feedKey}|${key.userId}`;
  const hit = seen.get(id);
  const now = Date.now();
  if (hit && hit.version === key.version && now - hit.at < TTL_MS) return hit.count;
  const n = await count();
  seen.delete(id);
  // A Map iterates in insertion order: the first key is the least recently counted.
  if (seen.size >= MAX_ENTRIES) seen.delete(seen.keys().next().value!);
  seen.set(id, { version: key.version, count: n, at: now });
  return n;
}
