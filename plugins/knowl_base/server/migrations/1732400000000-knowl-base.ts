import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

const vc = (name: string, length: number, isNullable = false) => ({ name, type: 'varchar', length: String(length), isNullable });

/** Items of the knowledge base and vacancies, tags, views, favourites and vacancy responses (schema API only). */
export class KnowlBase1732400000000 implements MigrationInterface {
  name = 'KnowlBase1732400000000';

  async up(q: QueryRunner): Promise<void> {
    const engine = q.connection.options.type;
    // MySQL's TEXT holds 64 KB, short of CONTENT_MAX characters of rich content; SQLite's has no limit.
    const long = engine === 'mysql' || engine === 'mariadb' ? 'mediumtext' : 'text';
    await q.createTable(
      clientTable(
        'knowl_base_article',
        [
          vc('kind', 10),
          vc('parentId', 36, true),
          vc('path', 1000),
          { name: 'section', type: 'varchar', length: '10', default: "''" },
          { name: 'order', type: 'int', default: 0 },
          vc('title', 200),
          { name: 'subtitle', type: 'varchar', length: '300', default: "''" },
          { name: 'content', type: long },
          { name: 'cover', type: 'text', isNullable: true },
          { name: 'thumb', type: 'text', isNullable: true },
          vc('url', 1000, true),
          { name: 'files', type: 'text' },
          { name: 'attachments', type: 'text' },
          { name: 'tags', type: 'text' },
          vc('authorId', 36),
          { name: 'views', type: 'int', default: 0 },
          { name: 'ownGrants', type: 'boolean', default: false },
          vc('grantsFrom', 36, true),
          { name: 'salaryFrom', type: 'int', isNullable: true },
          { name: 'salaryTo', type: 'int', isNullable: true },
          { name: 'receivers', type: 'text' },
        ],
        [{ columns: ['parentId', 'order'] }, { columns: ['section', 'createdAt'] }],
      ),
    );
    for (const table of ['knowl_base_view', 'knowl_base_favourite'])
      await q.createTable(
        clientTable(
          table,
          [vc('articleId', 36), vc('userId', 36)],
          [{ columns: ['articleId', 'userId'], unique: true }, { columns: ['userId'] }],
        ),
      );
    await q.createTable(
      clientTable('knowl_base_tag', [vc('articleId', 36), vc('tag', 50)], [{ columns: ['tag', 'articleId'] }, { columns: ['articleId'] }]),
    );
    await q.createTable(
      clientTable(
        'knowl_base_response',
        [
          vc('vacancyId', 36),
          vc('userId', 36),
          { name: 'text', type: 'text' },
          { name: 'attachments', type: 'text' },
          { name: 'receivers', type: 'text' },
        ],
        [{ columns: ['vacancyId'] }],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['knowl_base_response', 'knowl_base_tag', 'knowl_base_favourite', 'knowl_base_view', 'knowl_base_article'])
      await q.dropTable(table);
  }
}
