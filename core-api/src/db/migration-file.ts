import type { SqlInMemory } from 'typeorm/driver/SqlInMemory.js';

/** What the schema builder planned on each engine, from the same entities and migrations. */
export interface EngineDrift {
  sqlite: SqlInMemory;
  mysql: SqlInMemory;
}

const statements = (log: SqlInMemory, way: 'upQueries' | 'downQueries') => {
  const withValues = log[way].find((q) => q.parameters?.length);
  if (withValues)
    throw new Error(`the schema builder planned a statement with values, which a generated migration cannot hold: ${withValues.query}`);
  const sql = log[way].map((q) => q.query);
  // The builder lists the way back in the order it undoes; a migration's down runs it from the last change.
  return way === 'downQueries' ? sql.reverse() : sql;
};

const list = (sql: string[]) => `[${sql.map((s) => `\n      ${JSON.stringify(s)},`).join('')}\n    ]`;

/**
 * A migration file from the schema builder's difference, or null when there is none. It holds each engine's
 * SQL as TypeORM wrote it and runs the one of the engine it meets: the builder's plan is SQL (SQLite changes
 * a column by copying its table, MySQL alters it), which has no QueryRunner API form to write back.
 */
export function migrationFile(name: string, drift: EngineDrift, now = Date.now()): { fileName: string; text: string } | null {
  if (!drift.sqlite.upQueries.length && !drift.mysql.upQueries.length) return null;
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (!words.length) throw new Error(`"${name}" gives no migration name: use letters and digits`);
  const className = `${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}${now}`;
  const engine = (e: SqlInMemory) =>
    `{\n    up: ${list(statements(e, 'upQueries'))},\n    down: ${list(statements(e, 'downQueries'))},\n  }`;
  const text = `import type { MigrationInterface, QueryRunner } from '@atrium/sdk/server';

/** Written by \`npm run migration\` from the entities: each engine's SQL as TypeORM's schema builder planned it. */
const SQL = {
  sqlite: ${engine(drift.sqlite)},
  mysql: ${engine(drift.mysql)},
};

const forEngine = (q: QueryRunner) => (q.connection.options.type === 'better-sqlite3' ? SQL.sqlite : SQL.mysql);

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).down) await q.query(sql);
  }
}
`;
  return { fileName: `${now}-${words.join('-').toLowerCase()}.ts`, text };
}
