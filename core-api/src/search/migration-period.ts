import type { MigrationInterface, QueryRunner } from 'typeorm';
import { KEY_GUARD } from './order.js';

/** Each row's month and year as words (`m_202611 y_2026`), as the windows of months read them until `SearchWords1732200107630`. */
const periodSql = (column: string) =>
  `IF(${column} IS NULL, '', CONCAT('m_', DATE_FORMAT(${column}, '%Y%m'), ' y_', DATE_FORMAT(${column}, '%Y')))`;

const mysqlLike = (q: QueryRunner) => q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';

/**
 * Each document's period as words (replaced by the word index, migration `SearchWords1732200107630`): MariaDB fills it for the rows there are (one UPDATE) and
 * builds both FULLTEXT indexes anew with it, so the one search can ask windows of months, newest first.
 * SQLite only gets the column (the entity's), added in place to keep the rowids its FTS5 keys name, and the
 * guard that refuses a rowid its keys cannot hold (`order.ts`): its keys already run in date order.
 */
export class SearchPeriod1732200107600 implements MigrationInterface {
  name = 'SearchPeriod1732200107600';

  async up(q: QueryRunner): Promise<void> {
    if (!mysqlLike(q)) {
      await q.query(`ALTER TABLE "search_entry" ADD COLUMN "period" varchar(20) NOT NULL DEFAULT ('')`);
      await q.query(KEY_GUARD);
      return;
    }
    await q.query("ALTER TABLE `search_entry` ADD `period` varchar(20) NOT NULL DEFAULT ''");
    await q.query(`UPDATE search_entry SET period = ${periodSql('at')}`);
    // InnoDB builds one FULLTEXT index per statement.
    await q.query('ALTER TABLE `search_entry` DROP INDEX `ft_search_entry_title`, DROP INDEX `ft_search_entry_all`');
    await q.query('ALTER TABLE `search_entry` ADD FULLTEXT INDEX `ft_search_entry_title` (`title`, `period`)');
    await q.query('ALTER TABLE `search_entry` ADD FULLTEXT INDEX `ft_search_entry_all` (`title`, `text`, `tags`, `period`)');
  }

  async down(q: QueryRunner): Promise<void> {
    if (!mysqlLike(q)) {
      await q.query('DROP TRIGGER search_entry_key');
      await q.query('ALTER TABLE "search_entry" DROP COLUMN "period"');
      return;
    }
    await q.query('ALTER TABLE `search_entry` DROP INDEX `ft_search_entry_title`, DROP INDEX `ft_search_entry_all`');
    await q.query('ALTER TABLE `search_entry` DROP COLUMN `period`');
    await q.query('ALTER TABLE `search_entry` ADD FULLTEXT INDEX `ft_search_entry_title` (`title`)');
    await q.query('ALTER TABLE `search_entry` ADD FULLTEXT INDEX `ft_search_entry_all` (`title`, `text`, `tags`)');
  }
}
