import { defineExtensionPoint } from '@atrium/sdk/shared';
import type { EventContext, Extension, ObjectLiteral, Param, QueryBuilder, ServiceContext, UserContext } from '@atrium/sdk/server';
import { COMMENT_PARENT_TYPES, OWN_PARENT_TYPES } from './posts.js';

/*
 * The wall's extension points (wall README, Extension points). A plugin that names the wall in its
 * manifest's `dependsOn` or `optionalDependsOn` registers here:
 *   definePlugin(manifest, { extends: [postParents.register({ group: groupParent })] })
 * The wall stores the posts and comments and asks the registering plugin who may read, write and
 * moderate; it never learns that plugin's words. Each function gets the registering plugin's own context.
 */

/** What a read condition may name inside the wall's declared query over posts. */
export interface PostParentRefs {
  /** The SQL of the post's parent id column (`p.parentId`): correlate sub-queries on it. */
  parentId: string;
  /** The placeholder of the reader's user id. */
  reader: Param<string>;
}

/**
 * A post parent type: what a post hangs on besides the wall's own walls (a group). Its key is the post's
 * `parent.type` and a path segment of the wall's feed routes (`GET api/post/<type>/{id}`).
 */
export interface PostParentType {
  /** The entity of the parent's ids (`idOf` tag of the wall's routes for it): 'Group'. */
  entity: string;
  /**
   * "The reader may read the posts of the parent at `refs.parentId`" as SQL, for a declared query over
   * posts (`q.sub(...)` for sub-selects of the owner's entities). It is built once and cached, so it
   * reads values only through `refs`; constants of the owner's own (a type code) may be written inline.
   * The wall ANDs it only onto posts of this type, so other posts pay nothing for it.
   */
  readable(q: QueryBuilder<ObjectLiteral>, refs: PostParentRefs): string;
  /**
   * A one-column SQL select of the ids of the parents `user` belongs to (the groups a person is a
   * member of), for the wall's "posts of a person's <parents>" feed. Without it that feed is not served.
   */
  memberOf?(q: QueryBuilder<ObjectLiteral>, user: Param<string>): string;
  /** Whether the signed-in user may read the posts of this parent (false also for an unknown id). */
  canRead(ctx: UserContext, id: string): Promise<boolean>;
  /** Whether the signed-in user may write a post on this parent (asked after `canRead`). */
  canWrite(ctx: UserContext, id: string): Promise<boolean>;
  /** Which of these users may read the posts of this parent (whom the wall may notify of a post there). */
  readers(ctx: ServiceContext, id: string, among: string[]): Promise<string[]>;
  /**
   * Demo posts on the owner's demo parents, which the wall's `seed` writes (the demo workspace shows
   * them in use). Plugins seed in installation order (after what they depend on, then by folder name),
   * so an owner seeded after the wall gets none.
   */
  demoPosts?(ctx: EventContext): Promise<{ parentId: string; authorId: string; text: string }[]>;
}

/** Post parent types by key: `postParents.register({ group: { entity: 'Group', readable, canRead, canWrite, readers } })`. */
export const postParents = defineExtensionPoint<PostParentType>('wall.postParents', { reserved: OWN_PARENT_TYPES });

/**
 * A comment parent type: what a comment hangs on besides the wall's posts and comments (a task). Its key is
 * the comment's `parent_type` in `api/comment` (POST with `parent_type`, PUT, DELETE `?parent_type=`, GET
 * `?parent_type=&parent_id=`). Comments are listed one parent at a time, so an owner answers for one
 * parent id and needs no SQL condition. When parents are deleted, emit `comment_parents.removed`.
 */
export interface CommentParentType {
  /** The entity of the parent's ids: 'TaskTrackerTask'. */
  entity: string;
  /** Whether the signed-in user may read the comments of this parent (false also for an unknown id). */
  canRead(ctx: UserContext, id: string): Promise<boolean>;
  /** Whether the signed-in user may comment on this parent (asked after `canRead`). */
  canWrite(ctx: UserContext, id: string): Promise<boolean>;
  /** Whether the signed-in user may delete others' comments here (a board's managers); authors and client admins always may. */
  canModerate(ctx: UserContext, id: string): Promise<boolean>;
  /**
   * Told after a comment on this parent was written, edited or deleted (the owner's live updates); a
   * failure is logged, never answered to the caller.
   */
  changed?(ctx: UserContext, id: string, change: { comment: string; action: 'created' | 'updated' | 'deleted' }): Promise<void>;
}

/** Comment parent types by key: `commentParents.register({ task: { entity: 'TaskTrackerTask', canRead, canWrite, canModerate } })`. */
export const commentParents = defineExtensionPoint<CommentParentType>('wall.commentParents', { reserved: COMMENT_PARENT_TYPES });

/** A registered post parent type as the wall reads it: with its key (the type), its plugin and that plugin's right. */
export type PostParent = Extension<PostParentType>;
/** A registered comment parent type as the wall reads it. */
export type CommentParent = Extension<CommentParentType>;
