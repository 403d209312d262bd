import type { MigrationInterface, QueryRunner } from 'typeorm';
import { fillWords } from './words.js';

const mysqlLike = (q: QueryRunner) => q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';

/**
 * MariaDB: the one search's own word index (`words.ts`, docs/architecture.md, Search, "The word index"), filled
 * from the entries there are, a step of entries at a time with multi-row INSERTs; the windows of months it
 * replaces go (the `period` column and its tokens in the FULLTEXT indexes, which `ctx.search.find` keeps without
 * them). The key's `at` runs DESC (MariaDB 10.8+), so a word's newest documents come first on a forward walk.
 * SQLite only drops the column, in place, as its FTS5 keys name the rowids (an unused column, never indexed there).
 */
export class SearchWords1732200107630 implements MigrationInterface {
  name = 'SearchWords1732200107630';

  async up(q: QueryRunner): Promise<void> {
    if (!mysqlLike(q)) {
      await q.query('ALTER TABLE "search_entry" DROP COLUMN "period"');
      return;
    }
    // The word in binary order (words are folded in code), so LIKE 'pre%' is a range of the key and equal words are equal bytes.
    await q.query(
      'CREATE TABLE `search_word` (`clientId` varchar(36) NOT NULL, `word` varchar(60) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, ' +
        '`at` datetime(3) NOT NULL, `entryId` varchar(36) NOT NULL, `title` tinyint(1) NOT NULL, ' +
        'PRIMARY KEY (`clientId`, `word`, `at` DESC, `entryId`), KEY `ix_search_word_entry` (`clientId`, `entryId`, `word`, `title`)) ENGINE=InnoDB',
    );
    await fillWords((sql, params) => q.query(sql, params));
    // InnoDB builds one FULLTEXT index per statement.
    await q.query('ALTER TABLE `search_entry` DROP INDEX `ft_search_entry_title`, DROP INDEX `ft_search_entry_all`, DROP COLUMN `period`');
    await q.query('ALTER TABLE `search_entry` ADD FULLTEXT INDEX `ft_search_entry_title` (`title`)');
    await q.query('ALTER TABLE `search_entry` ADD FULLTEXT INDEX `ft_search_entry_all` (`title`, `text`, `tags`)');
  }

  async down(q: QueryRunner): Promise<void> {
    if (!mysqlLike(q)) {
      await q.query(`ALTER TABLE "search_entry" ADD COLUMN "period" varchar(20) NOT NULL DEFAULT ('')`);
      return;
    }
    await q.query('DROP TABLE `search_word`');
    await q.query('ALTER TABLE `search_entry` DROP INDEX `ft_search_entry_title`, DROP INDEX `ft_search_entry_all`');
    await q.query("ALTER TABLE `search_entry` ADD `period` varchar(20) NOT NULL DEFAULT ''");
    await q.query(
      "UPDATE search_entry SET period = IF(at IS NULL, '', CONCAT('m_', DATE_FORMAT(at, '%Y%m'), ' y_', DATE_FORMAT(at, '%Y')))",
    );
    await q.query('ALTER TABLE `search_entry` ADD FULLTEXT INDEX `ft_search_entry_title` (`title`, `period`)');
    await q.query('ALTER TABLE `search_entry` ADD FULLTEXT INDEX `ft_search_entry_all` (`title`, `text`, `tags`, `period`)');
  }
}
