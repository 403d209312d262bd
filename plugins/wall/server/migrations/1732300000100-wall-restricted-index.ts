import { TableIndex, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

/**
 * Feeds look up the restricted posts a reader's grants reach in one sub-query; this index keeps that
 * sub-query to the (few) restricted posts instead of the client's whole wall.
 */
export class WallRestrictedIndex1732300000100 implements MigrationInterface {
  name = 'WallRestrictedIndex1732300000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex(
      'wall_post',
      new TableIndex({
        name: 'ix_wall_post_client_restricted',
        columnNames: ['clientId', 'restricted'],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('wall_post', 'ix_wall_post_client_restricted');
  }
}
