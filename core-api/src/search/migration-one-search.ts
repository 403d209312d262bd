import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { clientTable } from '@atrium/sdk/server';

const mysqlLike = (q: QueryRunner) => q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';

/**
 * The one search (`GET api/search`): each document's own date, the trigrams of title words ("did you mean")
 * and each client's rebuild state. A client without a rebuild row is rebuilt once at start (search/rebuild.ts).
 */
export class OneSearch1732200106900 implements MigrationInterface {
  name = 'OneSearch1732200106900';

  async up(q: QueryRunner): Promise<void> {
    const column = new TableColumn({ name: 'at', type: 'datetime', precision: 3, isNullable: true });
    // On SQLite TypeORM adds a column by copying the table, which would drop the full-text triggers and
    // renumber the rowids the FTS5 table is keyed by; SQLite adds a nullable column in place.
    if (mysqlLike(q)) await q.addColumn('search_entry', column);
    else await q.query('ALTER TABLE "search_entry" ADD COLUMN "at" datetime(3)');
    await q.createIndex('search_entry', new TableIndex({ name: 'ix_search_entry_at', columnNames: ['clientId', 'at'] }));
    await q.createTable(
      clientTable(
        'search_trigram',
        [
          { name: 'trigram', type: 'varchar', length: '12' },
          { name: 'word', type: 'varchar', length: '60' },
        ],
        [{ columns: ['trigram', 'word'], unique: true, name: 'ux_search_trigram' }],
      ),
    );
    await q.createTable(
      clientTable('search_rebuild', [
        { name: 'state', type: 'varchar', length: '10' },
        { name: 'done', type: 'int' },
      ]),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('search_rebuild');
    await q.dropTable('search_trigram');
    await q.dropIndex('search_entry', 'ix_search_entry_at');
    if (mysqlLike(q)) await q.dropColumn('search_entry', 'at');
    else await q.query('ALTER TABLE "search_entry" DROP COLUMN "at"');
  }
}
