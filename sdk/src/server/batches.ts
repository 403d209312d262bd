/**
 * How many values of a list that grows with input one statement takes: ids of an `IN` list, rows of a
 * multi-row `INSERT`. SQLite refuses more than 32,766 bound values in a statement and expression trees
 * deeper than 1,000 (TypeORM reads inserted rows back with one `OR` per row), so a list a user or another
 * plugin hands over (a grant's 1,000 people, a whole audience) goes to the database in slices of this size.
 */
export const BATCH_SIZE = 500;

/**
 * `fn` on consecutive slices of `items` of at most `size`, one after another, the answers joined in
 * order: `await inBatches(ids, (part) => ctx.db.repo(Row).find({ where: { id: In(part) } }))`. Writes
 * that must be all or nothing run it inside `ctx.db.transaction`.
 */
export async function inBatches<T, R>(items: readonly T[], fn: (batch: T[]) => Promise<readonly R[]>, size = BATCH_SIZE): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await fn(items.slice(i, i + size))));
  return out;
}
