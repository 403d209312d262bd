import { TableColumn, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/**
 * A wall's counter row also versions its restricted posts: a reader's count of the restricted posts
 * they may see is remembered until the version moves (see services/restricted-count.ts).
 */
export class WallFeedVersion1732300000200 implements MigrationInterface {
  name = 'WallFeedVersion1732300000200';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('wall_feed_count', new TableColumn({ name: 'version', type: 'int', default: 0 }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('wall_feed_count', 'version');
  }
}
