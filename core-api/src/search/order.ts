/**
 * SQLite's full-text keys (migration `SearchOrder1732200107530`): a document's date in whole seconds shifted left
 * by ENTRY_BITS, then its entry's rowid, so the keys run in the order of the one search's ranking (the newest
 * first when read descending) and each key names its entry. A signed 64-bit integer holds dates to 2106; the
 * keys are never read into JavaScript, whose numbers would round them.
 */
const ENTRY_BITS = 31;
const ENTRY_MASK = 2 ** ENTRY_BITS - 1;

/**
 * Refuses an entry whose rowid does not fit its key's ENTRY_BITS (SQLite, trigger `search_entry_key`): it would
 * spill into the date's bits, and the one search would rank it and name its entry wrongly without a sign. Two
 * billion entries is far past any client; a clear error is better than a silently wrong order.
 */
export const KEY_GUARD = `CREATE TRIGGER search_entry_key AFTER INSERT ON search_entry WHEN new.rowid > ${ENTRY_MASK} BEGIN SELECT RAISE(ABORT, 'search_entry: rowid past 2^${ENTRY_BITS}, which the full-text key cannot hold (order.ts)'); END`;

/** The key of the row `row` (`new`, `old` or a table) as SQL. */
export const ftsKeyOf = (row: string) =>
  `((max(0, CAST(strftime('%s', coalesce(${row}.at, ${row}.createdAt)) AS INTEGER)) << ${ENTRY_BITS}) | ${row}.rowid)`;

/** The entry a full-text key names, as SQL to join on (`e.rowid = …`). */
export const entryOfKey = (key: string) => `(${key} & ${ENTRY_MASK})`;

/** The first key of the second `seconds` (an SQL value), for a period as a range of keys. */
export const keyFrom = (seconds: string) => `(CAST(${seconds} AS INTEGER) << ${ENTRY_BITS})`;

/** ё folded to е in SQL, as `foldYo` in code: what the full-text index holds, so either finds the other. */
export const foldYoSql = (column: string) => `replace(replace(${column}, 'ё', 'е'), 'Ё', 'Е')`;
