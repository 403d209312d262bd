import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { Attachment } from '../../shared/attachment.js';

export type { Attachment };

export interface PostRow extends ClientRow {
  parentType: string;
  parentId: string;
  /** Null means the post was written by the system. */
  authorId: string | null;
  text: string;
  thanks: boolean;
  thankedId: string | null;
  mentions: string[];
  attachments: Attachment[];
  /** True when explicit grants limit who reads it; false means everyone (no grant rows are needed). */
  restricted: boolean;
}

export const Post = defineEntity<PostRow>({
  name: 'Post',
  table: 'wall_post',
  indices: [
    { columns: ['restricted'], name: 'ix_wall_post_client_restricted' },
    { columns: ['thanks', 'createdAt'], name: 'ix_wall_post_thanks' },
    { columns: ['authorId', 'createdAt'], name: 'ix_wall_post_author' },
    { columns: ['parentType', 'parentId', 'restricted'], name: 'ix_wall_post_restricted' },
    { columns: ['parentType', 'parentId', 'createdAt', 'id'], name: 'ix_wall_post_feed' },
  ],
  columns: {
    parentType: { type: 'varchar', length: 16 },
    parentId: { type: 'varchar', length: 36 },
    authorId: { type: 'varchar', length: 36, nullable: true },
    text: { type: 'text' },
    thanks: { type: 'boolean', default: false },
    thankedId: { type: 'varchar', length: 36, nullable: true },
    mentions: { type: 'simple-json' },
    attachments: { type: 'simple-json' },
    restricted: { type: 'boolean', default: false },
  },
});
