import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Follows belong to the wall (`wall_follow`); the user's own `followers` list was never kept and goes. */
export class DropUserFollowers1732200100600 implements MigrationInterface {
  name = 'DropUserFollowers1732200100600';

  async up(q: QueryRunner): Promise<void> {
    await q.dropColumn('user', 'followers');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.addColumn('user', new TableColumn({ name: 'followers', type: 'text', isNullable: true }));
  }
}
