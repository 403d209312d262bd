import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { Attachment } from './post.js';

/**
 * A comment on a post, an answer (a comment whose parent is a comment), or a comment on a parent another
 * plugin registered (the SDK's comment parents: `parentType` its name, `postId` empty).
 */
export interface PostCommentRow extends ClientRow {
  postId: string;
  parentType: string;
  parentId: string;
  authorId: string;
  text: string;
  status: string;
  attachments: Attachment[];
}

export const PostComment = defineEntity<PostCommentRow>({
  name: 'PostComment',
  table: 'wall_comment',
  indices: [
    { columns: ['authorId', 'createdAt'], name: 'ix_wall_comment_author' },
    { columns: ['parentId'], name: 'ix_wall_comment_parent' },
    { columns: ['postId', 'createdAt'], name: 'ix_wall_comment_post' },
  ],
  columns: {
    postId: { type: 'varchar', length: 36 },
    parentType: { type: 'varchar', length: 16 },
    parentId: { type: 'varchar', length: 36 },
    authorId: { type: 'varchar', length: 36 },
    text: { type: 'text' },
    status: { type: 'varchar', length: 16, default: 'active' },
    attachments: { type: 'simple-json' },
  },
});
