import type { UserContext } from './context.js';

/*
 * Comment parents: what a comment hangs on besides the wall's posts and comments. A plugin that owns such
 * a thing (a task of the tracker) registers it in `definePlugin(manifest, { commentParents })`; the wall,
 * which stores every comment behind `api/comment` (POST with `parent_type`, PUT, DELETE `?parent_type=`,
 * GET `?parent_type=&parent_id=`), asks the owner who may read, write and moderate there and tells it when
 * its comments change. The type's name (`COMMENT_PARENT_TYPE` of the shared entry) is the comment's
 * `parent_type`; `post` and `comment` are the wall's own. Comments are listed one parent at a time, so an
 * owner answers for one parent id and needs no SQL condition.
 */

/** One comment parent type as its owner registers it. */
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

/** A plugin's comment parent types by name: `commentParents: { task: { entity: 'TaskTrackerTask', canRead, canWrite, canModerate } }`. */
export type CommentParentTypes = Record<string, CommentParentType>;

/** A registered comment parent type with its name and the plugin that owns it. */
export interface CommentParent extends CommentParentType {
  type: string;
  /** The owner's code: its feature switches the type on and off per client. */
  plugin: string;
  /** The right the owner's routes need (its first); a user without it cannot use the type. */
  right: string | null;
}

/** The comment parent types other plugins registered, as the wall sees them. */
export interface CommentParentsService {
  /** Every type an installed plugin registered, switched on or not. */
  readonly installed: readonly CommentParent[];
  /** One usable type, or null: not registered, its plugin not installed or switched off, or no right. */
  get(type: string): Promise<CommentParent | null>;
}
