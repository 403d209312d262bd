import type { Attachment } from '../shared/attachment.js';

export type { Attachment };

/** What the wall's API answers, as the UI reads it. */
export interface Person {
  _id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  avatar: string | null;
  position: string | null;
}

export interface Likes {
  likes: number;
  dislikes: number;
  my_like: number;
}

export interface CommentView extends Likes {
  _id: string;
  post: string;
  parent: { type: 'post' | 'comment'; _id: string };
  author: Person | null;
  created: string;
  text: string;
  attachments: Attachment[];
  can_edit: boolean;
  answers: CommentView[];
}

export interface PostView extends Likes {
  _id: string;
  parent: { type: string; _id: string };
  author: Person | 'system' | null;
  created: string;
  updated: string;
  text: string;
  thanks: boolean;
  thanked: Person | null;
  mentions: Person[];
  attachments: Attachment[];
  restricted: boolean;
  views: number;
  viewed: boolean;
  comments_count: number;
  can_edit: boolean;
  comments?: CommentView[];
}

export interface FeedPage {
  result: PostView[];
  page: number;
  pages: number;
  total: number;
}
