/** Multi-row INSERTs of `rows` into `table`, `chunk` rows a statement: how the benches seed millions of rows fast. */
export async function insertRows(
  run: (sql: string, params: unknown[]) => Promise<unknown>,
  table: string,
  cols: string[],
  rows: unknown[][],
  quote: (s: string) => string = (s) => s,
  chunk = 500,
) {
  const head = `INSERT INTO ${quote(table)} (${cols.map(quote).join(', ')}) VALUES `;
  const one = `(${cols.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    await run(head + part.map(() => one).join(', '), part.flat());
  }
}
