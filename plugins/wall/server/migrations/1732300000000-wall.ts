import { clientTable, type MigrationInterface, type QueryRunner } from '@atrium/sdk/server';

const id = (name: string, nullable = false) => ({
  name,
  type: 'varchar',
  length: '36',
  isNullable: nullable,
});
const str = (name: string, length: number, nullable = false, dflt?: string) => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
  ...(dflt === undefined ? {} : { default: `'${dflt}'` }),
});
const bool = (name: string) => ({ name, type: 'boolean', default: false });
const text = (name: string) => ({ name, type: 'text' });

/** The wall's tables. Feeds page on (clientId, parentType, parentId, createdAt, id). */
export class Wall1732300000000 implements MigrationInterface {
  name = 'Wall1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'wall_post',
        [
          str('parentType', 16),
          id('parentId'),
          id('authorId', true),
          text('text'),
          bool('thanks'),
          id('thankedId', true),
          text('mentions'),
          text('attachments'),
          bool('restricted'),
        ],
        [
          {
            columns: ['parentType', 'parentId', 'createdAt', 'id'],
            name: 'ix_wall_post_feed',
          },
          {
            columns: ['parentType', 'parentId', 'restricted'],
            name: 'ix_wall_post_restricted',
          },
          { columns: ['authorId', 'createdAt'], name: 'ix_wall_post_author' },
          { columns: ['thanks', 'createdAt'], name: 'ix_wall_post_thanks' },
        ],
      ),
    );
    await q.createTable(
      clientTable(
        'wall_comment',
        [
          id('postId'),
          str('parentType', 16),
          id('parentId'),
          id('authorId'),
          text('text'),
          str('status', 16, false, 'active'),
          text('attachments'),
        ],
        [
          { columns: ['postId', 'createdAt'], name: 'ix_wall_comment_post' },
          { columns: ['parentId'], name: 'ix_wall_comment_parent' },
          {
            columns: ['authorId', 'createdAt'],
            name: 'ix_wall_comment_author',
          },
        ],
      ),
    );
    await q.createTable(
      clientTable(
        'wall_like',
        [str('targetType', 16), id('targetId'), id('postId'), id('userId'), { name: 'value', type: 'int' }],
        [
          {
            columns: ['targetId', 'userId'],
            unique: true,
            name: 'ux_wall_like_target_user',
          },
          { columns: ['postId'], name: 'ix_wall_like_post' },
        ],
      ),
    );
    await q.createTable(
      clientTable(
        'wall_view',
        [id('postId'), id('userId'), str('place', 64)],
        [
          {
            columns: ['postId', 'userId'],
            unique: true,
            name: 'ux_wall_view_post_user',
          },
        ],
      ),
    );
    await q.createTable(
      clientTable(
        'wall_mention',
        [id('postId'), id('userId')],
        [
          { columns: ['userId', 'createdAt'], name: 'ix_wall_mention_user' },
          { columns: ['postId'], name: 'ix_wall_mention_post' },
        ],
      ),
    );
    await q.createTable(
      clientTable(
        'wall_follow',
        [id('userId'), id('followerId')],
        [
          {
            columns: ['userId', 'followerId'],
            unique: true,
            name: 'ux_wall_follow_user_follower',
          },
          { columns: ['followerId'], name: 'ix_wall_follow_follower' },
        ],
      ),
    );
    await q.createTable(
      clientTable(
        'wall_feed_count',
        [str('feedKey', 80), { name: 'n', type: 'int', default: 0 }],
        [
          {
            columns: ['feedKey'],
            unique: true,
            name: 'ux_wall_feed_count_key',
          },
        ],
      ),
    );
    await q.createTable(
      clientTable(
        'wall_links_block',
        [str('module', 64), { name: 'active', type: 'boolean', default: true }],
        [
          {
            columns: ['module'],
            unique: true,
            name: 'ux_wall_links_block_module',
          },
        ],
      ),
    );
    await q.createTable(
      clientTable(
        'wall_link',
        [id('blockId'), str('title', 200), str('link', 2000), { name: 'sortOrder', type: 'int', default: 0 }],
        [{ columns: ['blockId', 'sortOrder'], name: 'ix_wall_link_block' }],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'wall_link',
      'wall_links_block',
      'wall_feed_count',
      'wall_follow',
      'wall_mention',
      'wall_view',
      'wall_like',
      'wall_comment',
      'wall_post',
    ])
      await q.dropTable(t);
  }
}
