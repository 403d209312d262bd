import { EntitySchema, type ColumnType } from 'typeorm';

/** MySQL's column types that SQLite spells otherwise. */
const SQLITE_TYPES: Record<string, ColumnType> = { mediumtext: 'text', mediumblob: 'blob' };

/**
 * An entity as SQLite has it. Entities are declared for MySQL/MariaDB, the production engine; three of its
 * column and index kinds have no SQLite twin: `mediumtext` and `mediumblob` (MySQL's `text` and `blob` stop
 * at 64 kB) are SQLite's `text` and `blob`, which have no limit, and FULLTEXT indexes are left out (SQLite's
 * search keeps an FTS5 table).
 */
export function sqliteEntity(entity: EntitySchema<any>): EntitySchema<any> {
  const { columns, indices = [] } = entity.options;
  const long = Object.entries(columns).filter(([, c]) => SQLITE_TYPES[String(c?.type)]);
  const fulltext = indices.filter((ix) => ix.fulltext);
  if (!long.length && !fulltext.length) return entity;
  return new EntitySchema({
    ...entity.options,
    columns: { ...columns, ...Object.fromEntries(long.map(([name, c]) => [name, { ...c, type: SQLITE_TYPES[String(c!.type)]! }])) },
    indices: indices.filter((ix) => !ix.fulltext),
  });
}
