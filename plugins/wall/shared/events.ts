/** Emitted after a post is stored and its notifications are sent. */
export interface PostCreated {
  postId: string;
  authorId: string | null;
  /** What the post hangs on (`company`, `feed`, or a type another plugin registered) and its id. */
  parentType: string;
  parentId: string;
  thanks: boolean;
  /** Ids of the employees the text mentions. */
  mentions: string[];
}

/** Emitted after a thank-you post names the thanked employee (the shop may pay coins for it). */
export interface PostThanks {
  postId: string;
  authorId: string | null;
  thankedId: string;
}

/** Emitted after a post is deleted with everything on it (the shop takes back what its thank-you paid). */
export interface PostDeleted {
  postId: string;
  authorId: string | null;
  thanks: boolean;
}

/**
 * Raised by another plugin to have a company post published (the shop's accruals): the wall's extension
 * point, so no plugin imports the wall's code. When the wall is off nothing is published.
 */
export interface WallPublish {
  /** The employee the post is shown as written by. */
  authorId: string;
  text: string;
  /** Employees the post names; only active ones are kept. */
  mentions: string[];
}

/**
 * Emitted by the owner of a comment parent type (`commentParents`, extension-points.ts) when parents are
 * deleted (tasks with their board): the wall deletes their comments, likes and files. Comments of parents
 * deleted while the wall is off for the client stay stored but unreadable (their parent is gone, so no one
 * is let read them).
 */
export interface CommentParentsRemoved {
  type: string;
  ids: string[];
}

declare module '@atrium/sdk/shared' {
  interface AtriumEvents {
    'post.created': PostCreated;
    'post.thanks': PostThanks;
    'post.deleted': PostDeleted;
    'wall.publish': WallPublish;
    'comment_parents.removed': CommentParentsRemoved;
  }
}
