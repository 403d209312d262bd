import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { clientTable } from '@atrium/sdk/server';

const vc = (name: string, length: number, nullable = false) => ({ name, type: 'varchar', length: String(length), isNullable: nullable });

/**
 * The search index (`ctx.search`). The table is made with the QueryRunner API like every other; the
 * full-text index cannot be: each engine has its own (migrations otherwise never write dialect SQL, so
 * it stays in this one migration). MySQL/MariaDB get FULLTEXT indexes (QueryRunner's `isFulltext`: the
 * title alone, for ranking title matches higher, and title + text + tags). SQLite gets an FTS5 table
 * over the same columns, an external-content table keyed by the entry's rowid, kept in step by
 * triggers, so the service writes only `search_entry` on both engines. (A VACUUM may renumber the rowids
 * of a table without an INTEGER PRIMARY KEY; `INSERT INTO search_fts(search_fts) VALUES('rebuild')` then
 * rebuilds the index, see docs/operations.md.)
 */
export class Search1732200105000 implements MigrationInterface {
  name = 'Search1732200105000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'search_entry',
        [
          vc('plugin', 40),
          vc('kind', 40),
          vc('itemId', 36),
          vc('title', 300),
          { name: 'text', type: 'text' },
          vc('tags', 1000),
          vc('link', 300),
          vc('resourceType', 40, true),
          vc('resourceId', 36, true),
        ],
        [{ columns: ['plugin', 'kind', 'itemId'], unique: true, name: 'ux_search_entry_item' }],
      ),
    );
    if (q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb') {
      await q.createIndex('search_entry', new TableIndex({ name: 'ft_search_entry_title', columnNames: ['title'], isFulltext: true }));
      await q.createIndex(
        'search_entry',
        new TableIndex({ name: 'ft_search_entry_all', columnNames: ['title', 'text', 'tags'], isFulltext: true }),
      );
      return;
    }
    // unicode61 folds case (Cyrillic too) and strips diacritics; prefix indexes serve "word*" queries.
    await q.query(
      `CREATE VIRTUAL TABLE search_fts USING fts5(title, text, tags, content='search_entry', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
    );
    await q.query(
      `CREATE TRIGGER search_entry_ai AFTER INSERT ON search_entry BEGIN INSERT INTO search_fts(rowid, title, text, tags) VALUES (new.rowid, new.title, new.text, new.tags); END`,
    );
    await q.query(
      `CREATE TRIGGER search_entry_ad AFTER DELETE ON search_entry BEGIN INSERT INTO search_fts(search_fts, rowid, title, text, tags) VALUES ('delete', old.rowid, old.title, old.text, old.tags); END`,
    );
    await q.query(
      `CREATE TRIGGER search_entry_au AFTER UPDATE ON search_entry BEGIN INSERT INTO search_fts(search_fts, rowid, title, text, tags) VALUES ('delete', old.rowid, old.title, old.text, old.tags); INSERT INTO search_fts(rowid, title, text, tags) VALUES (new.rowid, new.title, new.text, new.tags); END`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'mysql' && q.connection.options.type !== 'mariadb') await q.query('DROP TABLE search_fts');
    await q.dropTable('search_entry');
  }
}
