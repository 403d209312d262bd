import { EntitySchema } from 'typeorm';

/**
 * An entity as SQLite has it. Entities are declared for MySQL/MariaDB, the production engine; two of its
 * column and index kinds have no SQLite twin: `mediumtext` (MySQL's `text` stops at 64 kB) is SQLite's
 * `text`, which has no limit, and FULLTEXT indexes are left out (SQLite's search keeps an FTS5 table).
 */
export function sqliteEntity(entity: EntitySchema<any>): EntitySchema<any> {
  const { columns, indices = [] } = entity.options;
  const long = Object.entries(columns).filter(([, c]) => c?.type === 'mediumtext');
  const fulltext = indices.filter((ix) => ix.fulltext);
  if (!long.length && !fulltext.length) return entity;
  return new EntitySchema({
    ...entity.options,
    columns: { ...columns, ...Object.fromEntries(long.map(([name, c]) => [name, { ...c, type: 'text' }])) },
    indices: indices.filter((ix) => !ix.fulltext),
  });
}
