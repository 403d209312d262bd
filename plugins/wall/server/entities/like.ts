import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** A like (value 1) or dislike (value -1) of a post, comment or answer; one per user and target. */
export interface PostLikeRow extends ClientRow {
  targetType: 'post' | 'comment' | 'answer';
  targetId: string;
  postId: string;
  userId: string;
  value: number;
}

export const PostLike = defineEntity<PostLikeRow>({
  name: 'PostLike',
  table: 'wall_like',
  indices: [
    { columns: ['postId'], name: 'ix_wall_like_post' },
    { columns: ['targetId', 'userId'], unique: true, name: 'ux_wall_like_target_user' },
  ],
  columns: {
    targetType: { type: 'varchar', length: 16 },
    targetId: { type: 'varchar', length: 36 },
    postId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
    value: { type: 'int' },
  },
});
