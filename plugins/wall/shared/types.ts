import type { EmployeeCard, Feed, Grant } from '@atrium/sdk/shared';
import type { Attachment } from './attachment.js';

/** Wire types: what the wall's API answers, `_id` included (see ./routes.ts). */

export interface Likes {
  likes: number;
  dislikes: number;
  my_like: number;
}

export interface CommentView extends Likes {
  _id: string;
  post: string;
  parent: { type: 'post' | 'comment'; _id: string };
  author: EmployeeCard | null;
  created: string;
  updated: string;
  text: string;
  status: string;
  attachments: Attachment[];
  can_edit: boolean;
  answers: CommentView[];
}

export interface PostView extends Likes {
  _id: string;
  parent: { type: string; _id: string };
  /** `system` for posts the platform wrote; null when the author is unknown to the client. */
  author: EmployeeCard | 'system' | null;
  created: string;
  updated: string;
  text: string;
  thanks: boolean;
  thanked: EmployeeCard | null;
  mentions: EmployeeCard[];
  attachments: Attachment[];
  restricted: boolean;
  views: number;
  viewed: boolean;
  comments_count: number;
  can_edit: boolean;
}

/** GET api/post/{id}: the post with its comments; `grants` (the audience) only for those who may change it. */
export interface PostPage extends PostView {
  comments: CommentView[];
  grants: Grant[];
}

export type FeedPage = Feed<PostView>;

/** POST api/comment: the new comment and every comment of its post. */
export interface CommentCreated {
  _id: string;
  /** Null for a comment on a registered parent (a task), which belongs to no post. */
  post: string | null;
  parent: { type: string; _id: string };
  text: string;
  attachments: Attachment[];
  created: string;
  comments: CommentView[];
}

export interface LikeResult extends Likes {
  _id: string;
  like_type: 'post' | 'comment' | 'answer';
}

export interface FollowSummary {
  user: string;
  followers: number;
  following: number;
  i_follow: boolean;
}

/** A links block; a module without one answers an inactive block with no id. */
export interface LinksBlockView {
  _id: string | null;
  module: string;
  active: boolean;
  links: { _id: string; title: string; link: string }[];
}

/**
 * A comment on a registered comment parent as the wall answers it (`GET api/comment?parent_type=&parent_id=`,
 * newest first, paged): the parent's owner shows these with a type import of this file.
 */
export interface ParentComment {
  _id: string;
  parent: { type: string; _id: string };
  /** Null when the author is unknown to the client. */
  author: EmployeeCard | null;
  text: string;
  created: string;
  updated: string;
  /** The caller may edit it (its author or a client admin). */
  can_edit: boolean;
  /** The caller may delete it (also the parent's moderators). */
  can_delete: boolean;
}
