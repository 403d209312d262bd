import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf, type EmployeeCard } from '@atrium/sdk/shared';
import { LinkBody, LinksToggle, LinkUpdate } from './links.js';
import {
  CommentCreate,
  CommentDeleteQuery,
  CommentUpdate,
  FollowBody,
  LikeBody,
  MentionSearchQuery,
  ParentCommentsQuery,
  PostCreate,
  PostQuery,
  PostUpdate,
  ViewAllBody,
  ViewBody,
} from './posts.js';
import type { CommentCreated, FollowSummary, LikeResult, LinksBlockView, ParentComment, PostPage, PostView } from './types.js';

/** Id params name the entity they point at, so the isolation suite can substitute another client's ids. */
const PostId = z.object({ id: idOf('Post') });
const CommentId = z.object({ id: idOf('PostComment') });
const UserId = z.object({ id: idOf('User') });
const page = z.coerce.number().int().min(1).max(100000);
const PageQ = z.object({ page: page.default(1) });
const ModuleName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_-]+$/);
const BlockId = z.object({ block: idOf('LinksBlock') });
const feed = wire.feed<PostView>();

/** Every route of the wall, declared once: the server registers their handlers, the UI calls them. */
export const wallRoutes = {
  post: defineRoute('get', '/post/:id', { params: PostId, answer: wire.result<PostPage>() }),
  createPost: defineRoute('post', '/post', { body: PostCreate, answer: wire.result<PostView>() }),
  updatePost: defineRoute('put', '/post/:id', { params: PostId, body: PostUpdate, answer: wire.result<PostView>() }),
  deletePost: defineRoute('delete', '/post/:id', { params: PostId, answer: wire.result<{ _id: string; deleted: boolean }>() }),

  news: defineRoute('get', '/post/news/:client/:page', { params: z.object({ client: idOf('Client'), page }), answer: feed }),
  clientWall: defineRoute('get', '/post/client/:id', { params: z.object({ id: idOf('Client') }), query: PageQ, answer: feed }),
  userFeed: defineRoute('get', '/post/user_feed/:user/:page', { params: z.object({ user: idOf('User'), page }), answer: feed }),
  follows: defineRoute('get', '/post/follows/:id', { params: UserId, query: PageQ, answer: feed }),
  userPosts: defineRoute('get', '/post/user/:id', { params: UserId, query: PageQ, answer: feed }),
  commentedBy: defineRoute('get', '/post/comments_feed/:id', { params: UserId, query: PageQ, answer: feed }),
  mentioning: defineRoute('get', '/post/mentions_feed/:id', { params: UserId, query: PageQ, answer: feed }),
  posts: defineRoute('get', '/post', { query: PostQuery, answer: feed }),
  thanks: defineRoute('get', '/clients/:id/all_thanks', { params: z.object({ id: idOf('Client') }), query: PageQ, answer: feed }),

  mentionSearch: defineRoute('get', '/post/mention_search', { query: MentionSearchQuery, answer: wire.result<EmployeeCard[]>() }),

  comment: defineRoute('post', '/comment', { body: CommentCreate, answer: wire.result<CommentCreated>() }),
  parentComments: defineRoute('get', '/comment', { query: ParentCommentsQuery, answer: wire.page<ParentComment>() }),
  updateComment: defineRoute('put', '/comment/:id', {
    params: CommentId,
    body: CommentUpdate,
    answer: wire.result<Pick<CommentCreated, '_id' | 'post' | 'text' | 'attachments'>>(),
  }),
  deleteComment: defineRoute('delete', '/comment/:id', {
    params: CommentId,
    query: CommentDeleteQuery,
    answer: wire.result<{ _id: string; deleted: number }>(),
  }),

  like: defineRoute('post', '/post/like', { body: LikeBody, answer: wire.result<LikeResult>() }),

  follow: defineRoute('post', '/follow', { body: FollowBody, answer: wire.result<FollowSummary>() }),
  unfollow: defineRoute('post', '/unfollow', { body: FollowBody, answer: wire.result<FollowSummary>() }),
  followSummary: defineRoute('get', '/follow/:id', { params: UserId, answer: wire.result<FollowSummary>() }),

  viewAll: defineRoute('put', '/post/all/view', { body: ViewAllBody, answer: wire.result<{ added: number }>() }),
  view: defineRoute('put', '/post/:id/view', {
    params: PostId,
    body: ViewBody,
    answer: wire.result<{ _id: string; added: number; views: number }>(),
  }),

  links: defineRoute('get', '/links_block/:client', {
    params: z.object({ client: idOf('Client') }),
    answer: wire.result<LinksBlockView>(),
  }),
  moduleLinks: defineRoute('get', '/links_block/:client/:module', {
    params: z.object({ client: idOf('Client'), module: ModuleName }),
    answer: wire.result<LinksBlockView>(),
  }),
  toggleLinks: defineRoute('put', '/links_block/toggle', { body: LinksToggle, answer: wire.result<LinksBlockView>() }),
  addLink: defineRoute('post', '/links_block/:block/link', { params: BlockId, body: LinkBody, answer: wire.result<LinksBlockView>() }),
  updateLink: defineRoute('put', '/links_block/:block/link', { params: BlockId, body: LinkUpdate, answer: wire.result<LinksBlockView>() }),
  removeLink: defineRoute('delete', '/links_block/:block/link/:link', {
    params: z.object({ block: idOf('LinksBlock'), link: idOf('LinksBlockLink') }),
    answer: wire.result<LinksBlockView>(),
  }),
};

/**
 * The feeds of a registered post parent type (`postParents`, extension-points.ts), declared per type at start-up:
 * one wall, and the posts on the parents a person belongs to. `entity` tags the wall's id.
 */
export const parentRoutes = (type: string, entity: string) => ({
  wall: defineRoute('get', `/post/${type}/:id`, { params: z.object({ id: idOf(entity) }), query: PageQ, answer: feed }),
  memberOf: defineRoute('get', `/post/${type}/user/:id`, { params: UserId, query: PageQ, answer: feed }),
});
