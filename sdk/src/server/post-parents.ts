import type { ObjectLiteral } from 'typeorm';
import type { ServiceContext, UserContext } from './context.js';
import type { EventContext } from './plugin.js';
import type { Param, QueryBuilder } from './query.js';

/*
 * Post parents: what a post hangs on besides the wall's own walls. A plugin that owns such a thing (a
 * group, later a calendar event or a course) registers it in `definePlugin(manifest, { postParents })`
 * and the wall, which stores every post, asks it who may read and write there; the wall never learns
 * the owner's words. The type's name (`POST_PARENT_TYPE` of the shared entry) is the post's
 * `parent.type` and a path segment of the wall's feed routes (`GET api/post/<type>/{id}`).
 */

/** What a read condition may name inside the wall's declared query over posts. */
export interface PostParentRefs {
  /** The SQL of the post's parent id column (`p.parentId`): correlate sub-queries on it. */
  parentId: string;
  /** The placeholder of the reader's user id. */
  reader: Param<string>;
}

/** One parent type as its owner registers it. */
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

/** A plugin's parent types by name: `postParents: { group: { entity: 'Group', readable, canRead, canWrite } }`. */
export type PostParentTypes = Record<string, PostParentType>;

/** A registered parent type with its name and the plugin that owns it. */
export interface PostParent extends PostParentType {
  type: string;
  /** The owner's code: its feature switches the type on and off per client. */
  plugin: string;
  /** The right the owner's routes need (its first); a user without it cannot use the type. */
  right: string | null;
}

/** The parent types other plugins registered, as the wall (or any plugin storing posts) sees them. */
export interface PostParentsService {
  /** Every type an installed plugin registered, switched on or not (the routes declared at start-up). */
  readonly installed: readonly PostParent[];
  /** The types the caller may use now: the owner's feature is on for the client and the user has its right. */
  usable(): Promise<PostParent[]>;
  /** One usable type, or null: not registered, its plugin not installed or switched off, or no right. */
  get(type: string): Promise<PostParent | null>;
}

/** What a plugin's `routes` may read of the installation besides its own declarations. */
export interface RoutesPlatform {
  /** The post parent types of every installed plugin (the wall declares one pair of feed routes each). */
  postParents: readonly PostParent[];
}
