import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** One mentioned person of a post, so the mentions feed pages by index instead of scanning posts. */
export interface PostMentionRow extends ClientRow {
  postId: string;
  userId: string;
}

export const PostMention = defineEntity<PostMentionRow>({
  name: 'PostMention',
  table: 'wall_mention',
  indices: [
    { columns: ['postId'], name: 'ix_wall_mention_post' },
    { columns: ['userId', 'createdAt'], name: 'ix_wall_mention_user' },
  ],
  columns: {
    postId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
  },
});
