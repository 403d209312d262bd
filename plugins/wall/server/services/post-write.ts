import type { ClientDb, UserContext } from '@atrium/sdk/server';
import { errors, type Grant } from '@atrium/sdk/shared';
import { postParents } from '../../shared/extension-points.js';
import { RULES, THANKS_MIN_LENGTH, type PostCreate, type PostUpdate } from '../../shared/index.js';
import { Post, PostComment, PostLike, PostMention, PostView, type PostRow } from '../entities/index.js';
import { attachFiles, detachFiles, resolveAttachments } from './attachments.js';
import { bumpFeedCount, feedKey } from './feed-count.js';
import { activeCards } from './cards.js';
import { indexPost, unindexPost } from '../search.js';

/** Grants that say nothing beyond "everyone reads" leave a post open (no grant rows, counted in the wall's total). */
export const isOpen = (grants: Grant[] | undefined) =>
  !grants || grants.length === 0 || grants.every((g) => g.audience === 'everyone' && g.level !== 'none');

function checkThanks(text: string, mentions: string[], me: string) {
  if (text.length <= THANKS_MIN_LENGTH) throw RULES.thanksTooShort.badRequest([RULES.thanksTooShort.field('text')]);
  if (mentions.length !== 1) throw RULES.thanksOneMention.badRequest([RULES.thanksOneMention.field('mentions')]);
  if (mentions[0] === me) throw RULES.thanksSelf.badRequest([RULES.thanksSelf.field('mentions')]);
}

/** Mentioned people must be active employees of the client. */
async function checkMentions(ctx: UserContext, mentions: string[]) {
  const found = await activeCards(ctx.employees, mentions);
  const missing = mentions.filter((m) => !found.has(m));
  if (missing.length) throw RULES.mentionUnknown.badRequest([RULES.mentionUnknown.field('mentions', missing)]);
}

/**
 * Where a new post goes: the company wall, a person's feed, (administrators only) the system, or a
 * parent of a type another plugin registered, whose owner says who may write there. A type no usable
 * plugin registered (unknown, switched off, no right) is refused.
 */
async function resolveParent(ctx: UserContext, parent: PostCreate['parent']): Promise<{ type: string; id: string }> {
  switch (parent.type) {
    case 'company':
      return { type: 'company', id: ctx.db.clientId };
    case 'feed': {
      const owner = parent.id ?? ctx.me.user.id;
      if (!(await activeCards(ctx.employees, [owner])).has(owner)) throw RULES.userNotFound.notFound();
      return { type: 'feed', id: owner };
    }
    case 'system':
      if (!ctx.me.isAdmin) throw errors.forbidden();
      return { type: 'system', id: parent.id ?? ctx.db.clientId };
  }
  const registered = await ctx.extensions.of(postParents).get(parent.type);
  if (!registered) throw RULES.unknownParent.badRequest([RULES.unknownParent.field('parent.type')]);
  if (!parent.id) throw RULES.required.badRequest([RULES.required.field('parent.id')]);
  if (!(await registered.canRead(ctx, parent.id))) throw errors.notFound();
  if (!(await registered.canWrite(ctx, parent.id))) throw errors.forbidden();
  return { type: parent.type, id: parent.id };
}

type NewPost = Pick<
  PostRow,
  'parentType' | 'parentId' | 'authorId' | 'text' | 'thanks' | 'thankedId' | 'mentions' | 'attachments' | 'restricted'
>;

/** Stores a checked post with its mentions and counts it in its feed, in one transaction. */
export function storePost(db: ClientDb, fields: NewPost): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const row = await tx.repo(Post).insert(fields);
    if (row.mentions.length)
      await tx.repo(PostMention).insertMany(
        row.mentions.map((userId) => ({
          postId: row.id,
          userId,
          createdAt: row.createdAt,
        })),
      );
    await bumpFeedCount(tx, feedKey(row.parentType, row.parentId), row.restricted ? { restricted: true } : { open: 1 });
    return row;
  });
}

export async function createPost(ctx: UserContext, body: PostCreate): Promise<PostRow> {
  const me = ctx.me.user.id;
  const mentions = [...new Set(body.mentions)];
  if (body.thanks) checkThanks(body.text, mentions, me);
  await checkMentions(ctx, mentions);
  const parent = await resolveParent(ctx, body.parent);
  const attachments = await resolveAttachments(ctx, body.attachments);
  const restricted = !isOpen(body.grants);
  const systemAuthor = parent.type === 'system';
  const post = await storePost(ctx.db, {
    parentType: parent.type,
    parentId: parent.id,
    authorId: systemAuthor ? null : me,
    text: body.text,
    thanks: body.thanks,
    thankedId: body.thanks ? mentions[0]! : null,
    mentions,
    attachments,
    restricted,
  });
  if (restricted) await ctx.grants.set('post', post.id, body.grants!);
  await attachFiles(ctx, attachments, { type: 'post', id: post.id });
  await indexPost(ctx, post);
  return post;
}

export async function updatePost(ctx: UserContext, post: PostRow, body: PostUpdate): Promise<PostRow> {
  const text = body.text ?? post.text;
  const mentions = body.mentions ? [...new Set(body.mentions)] : post.mentions;
  if (post.thanks) checkThanks(text, mentions, post.authorId ?? '');
  if (body.mentions)
    await checkMentions(
      ctx,
      mentions.filter((m) => !post.mentions.includes(m)),
    );
  const attachments = body.attachments ? await resolveAttachments(ctx, body.attachments, { type: 'post', id: post.id }) : post.attachments;
  const restricted = body.grants ? !isOpen(body.grants) : post.restricted;
  const patch = {
    text,
    mentions,
    attachments,
    restricted,
    thankedId: post.thanks ? mentions[0]! : null,
  };
  await ctx.db.transaction(async (db) => {
    await db.repo(Post).update({ id: post.id }, patch);
    if (body.mentions) {
      await db.repo(PostMention).delete({ postId: post.id });
      if (mentions.length)
        await db.repo(PostMention).insertMany(
          mentions.map((userId) => ({
            postId: post.id,
            userId,
            createdAt: post.createdAt,
          })),
        );
    }
    // Re-granting a post that stays restricted changes who counts it too.
    if (restricted !== post.restricted || (restricted && body.grants))
      await bumpFeedCount(db, feedKey(post.parentType, post.parentId), {
        open: restricted === post.restricted ? 0 : restricted ? -1 : 1,
        restricted: true,
      });
  });
  if (body.grants) {
    if (restricted) await ctx.grants.set('post', post.id, body.grants);
    else await ctx.grants.remove('post', post.id);
  }
  const dropped = post.attachments.filter((a) => !attachments.some((b) => b.file === a.file));
  if (dropped.length) await detachFiles(ctx, dropped, { type: 'post', id: post.id });
  await attachFiles(
    ctx,
    attachments.filter((a) => !post.attachments.some((b) => b.file === a.file)),
    { type: 'post', id: post.id },
  );
  const updated = { ...post, ...patch, updatedAt: new Date() };
  await indexPost(ctx, updated);
  return updated;
}

/** Real deletion: the post, its comments and answers, likes, views, mentions, grants and files. */
export async function deletePost(ctx: UserContext, post: PostRow) {
  const comments = await ctx.db.repo(PostComment).find({ where: { postId: post.id } });
  await ctx.db.transaction(async (db) => {
    await db.repo(PostLike).delete({ postId: post.id });
    await db.repo(PostView).delete({ postId: post.id });
    await db.repo(PostMention).delete({ postId: post.id });
    await db.repo(PostComment).delete({ postId: post.id });
    await db.repo(Post).delete({ id: post.id });
    await bumpFeedCount(db, feedKey(post.parentType, post.parentId), post.restricted ? { restricted: true } : { open: -1 });
  });
  if (post.restricted) await ctx.grants.remove('post', post.id);
  await unindexPost(ctx, post.id);
  await detachFiles(ctx, post.attachments, { type: 'post', id: post.id });
  for (const c of comments) await detachFiles(ctx, c.attachments, { type: 'comment', id: c.id });
}
