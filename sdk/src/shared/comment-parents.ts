import type { EmployeeCard } from './employees.js';

/**
 * The name of a comment parent type (the SDK's comment parents, `@atrium/sdk/server`): a comment's
 * `parent_type` in the wall's `api/comment` calls, so 2–30 lower-case letters, digits or `_`, starting
 * with a letter; `post` and `comment` are the wall's own.
 */
export const COMMENT_PARENT_TYPE = /^[a-z][a-z0-9_]{1,29}$/;

/**
 * A comment on a registered parent as the wall answers it (`GET api/comment?parent_type=&parent_id=`,
 * newest first, paged): the owner's UI shows these without importing the wall.
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

/**
 * Emitted by the owner of a comment parent type when parents are deleted (tasks with their board): the
 * wall deletes their comments, likes and files. Comments of parents deleted while the wall is off for the
 * client stay stored but unreadable (their parent is gone, so no one is let read them).
 */
export interface CommentParentsRemoved {
  type: string;
  ids: string[];
}

declare module './events.js' {
  interface AtriumEvents {
    'comment_parents.removed': CommentParentsRemoved;
  }
}
