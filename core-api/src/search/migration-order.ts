import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ftsKeyOf, foldYoSql } from './order.js';

const sqlite = (q: QueryRunner) => q.connection.options.type !== 'mysql' && q.connection.options.type !== 'mariadb';

const FTS = `CREATE VIRTUAL TABLE search_fts USING fts5(title, text, tags, content='', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`;
const folded = (row: string) => `${foldYoSql(`${row}.title`)}, ${foldYoSql(`${row}.text`)}, ${foldYoSql(`${row}.tags`)}`;
const add = `INSERT INTO search_fts(rowid, title, text, tags) VALUES (${ftsKeyOf('new')}, ${folded('new')});`;
const drop = `INSERT INTO search_fts(search_fts, rowid, title, text, tags) VALUES ('delete', ${ftsKeyOf('old')}, ${folded('old')});`;

/**
 * SQLite: the full-text index keyed in the order of the one search's ranking (docs/architecture.md, Search,
 * "Walked in the order of the ranking"). An FTS5 key is the document's date in seconds, then its entry's rowid
 * (`order.ts`), so `ORDER BY search_fts.rowid DESC` is the newest first, consumed by FTS5, and `LIMIT` stops after
 * the page instead of sorting every match of a common word; a period is a range of keys. As the key is no
 * longer the entry's rowid, the table is contentless (highlights are computed in code on both engines). ё is
 * folded to е in what the triggers index, so the entries keep the text as written and show it.
 * MariaDB keeps its FULLTEXT indexes and orders by `at`.
 */
export class SearchOrder1732200107530 implements MigrationInterface {
  name = 'SearchOrder1732200107530';

  async up(q: QueryRunner): Promise<void> {
    // Entries were stored with ё folded: every client is rebuilt once on the next start (search/rebuild.ts), so they show it as written.
    await q.query('DELETE FROM search_rebuild');
    if (!sqlite(q)) return;
    for (const t of ['search_entry_ai', 'search_entry_ad', 'search_entry_au']) await q.query(`DROP TRIGGER IF EXISTS ${t}`);
    await q.query('DROP TABLE search_fts');
    await q.query(FTS);
    await q.query(`CREATE TRIGGER search_entry_ai AFTER INSERT ON search_entry BEGIN ${add} END`);
    await q.query(`CREATE TRIGGER search_entry_ad AFTER DELETE ON search_entry BEGIN ${drop} END`);
    await q.query(`CREATE TRIGGER search_entry_au AFTER UPDATE ON search_entry BEGIN ${drop} ${add} END`);
    await q.query(
      `INSERT INTO search_fts(rowid, title, text, tags) SELECT ${ftsKeyOf('search_entry')}, ${folded('search_entry')} FROM search_entry`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    if (!sqlite(q)) return;
    for (const t of ['search_entry_ai', 'search_entry_ad', 'search_entry_au']) await q.query(`DROP TRIGGER IF EXISTS ${t}`);
    await q.query('DROP TABLE search_fts');
    await q.query(
      `CREATE VIRTUAL TABLE search_fts USING fts5(title, text, tags, content='search_entry', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
    );
    const cols = (row: string) => `${row}.rowid, ${row}.title, ${row}.text, ${row}.tags`;
    await q.query(
      `CREATE TRIGGER search_entry_ai AFTER INSERT ON search_entry BEGIN INSERT INTO search_fts(rowid, title, text, tags) VALUES (${cols('new')}); END`,
    );
    await q.query(
      `CREATE TRIGGER search_entry_ad AFTER DELETE ON search_entry BEGIN INSERT INTO search_fts(search_fts, rowid, title, text, tags) VALUES ('delete', ${cols('old')}); END`,
    );
    await q.query(
      `CREATE TRIGGER search_entry_au AFTER UPDATE ON search_entry BEGIN INSERT INTO search_fts(search_fts, rowid, title, text, tags) VALUES ('delete', ${cols('old')}); INSERT INTO search_fts(rowid, title, text, tags) VALUES (${cols('new')}); END`,
    );
    await q.query(`INSERT INTO search_fts(search_fts) VALUES ('rebuild')`);
  }
}
