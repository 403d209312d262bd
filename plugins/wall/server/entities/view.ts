import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** A view of a post by a user; added only once (unique per post and user). */
export interface PostViewRow extends ClientRow {
  postId: string;
  userId: string;
  place: string;
}

export const PostView = defineEntity<PostViewRow>({
  name: 'PostView',
  table: 'wall_view',
  indices: [{ columns: ['postId', 'userId'], unique: true, name: 'ux_wall_view_post_user' }],
  columns: {
    postId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
    place: { type: 'varchar', length: 64 },
  },
});
