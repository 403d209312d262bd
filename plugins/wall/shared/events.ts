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

declare module '@atrium/sdk/shared' {
  interface AtriumEvents {
    'post.created': PostCreated;
    'post.thanks': PostThanks;
  }
}
