import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * When an employee was dismissed (`user.dismissedAt`, docs/architecture.md, Analytics): turnover counts
 * dismissals by day. Past dismissals take the time of their last `user.delete` journal entry, or, where the
 * journal has none, the row's last change.
 */
export class DismissedAt1732200106800 implements MigrationInterface {
  name = 'DismissedAt1732200106800';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('user', new TableColumn({ name: 'dismissedAt', type: 'datetime', precision: 3, isNullable: true }));
    await q.query(
      'UPDATE `user` SET `dismissedAt` = (SELECT MAX(`j`.`createdAt`) FROM `journal` `j` WHERE `j`.`clientId` = `user`.`clientId` ' +
        "AND `j`.`section` = 'users' AND `j`.`action` = 'user.delete' AND `j`.`targetId` = `user`.`id`) WHERE `deletion_mark` = 1",
    );
    await q.query('UPDATE `user` SET `dismissedAt` = `updatedAt` WHERE `deletion_mark` = 1 AND `dismissedAt` IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('user', 'dismissedAt');
  }
}
