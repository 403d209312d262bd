import type { UserContext } from '@atrium/sdk/server';
import type { PostRow } from '../entities/index.js';
import { WallFollow } from '../entities/index.js';
import { postParents } from '../../shared/extension-points.js';
import { isOwn } from './access.js';
import { reportEffectFailure } from './attachments.js';
import { payThanks, withdrawThanks } from '../rewards.js';

const attempt = async (what: string, fn: () => Promise<unknown> | unknown) => {
  try {
    await fn();
  } catch (err) {
    reportEffectFailure(what, err);
  }
};

/**
 * Who may be told about a post: those its parent lets read it (the owner of a registered parent type
 * answers), and of them everyone for open posts, else those its grants reach (plus the author).
 */
async function reachable(ctx: UserContext, post: PostRow, among: string[]): Promise<string[]> {
  let userIds = among;
  if (!isOwn(post.parentType) && userIds.length) {
    const parent = await ctx.extensions.of(postParents).get(post.parentType);
    userIds = parent ? await parent.readers(ctx, post.parentId, userIds) : [];
  }
  if (!post.restricted) return userIds;
  const reached = new Set(await ctx.grants.audience('post', post.id, { among: userIds }));
  return userIds.filter((u) => reached.has(u));
}

/**
 * Live update for open walls: open posts go to the whole client, restricted ones to the people they
 * reach. Walls of registered parent types are not live: their readers are the owner's to
 * know, and telling the whole client would name posts it may not read.
 */
export async function broadcast(ctx: UserContext, post: PostRow, event: string, payload: Record<string, unknown>) {
  if (!isOwn(post.parentType)) return;
  await attempt(`realtime ${event}`, async () => {
    if (!post.restricted) return ctx.realtime.toClient(event, payload);
    for (const u of await ctx.grants.audience('post', post.id)) ctx.realtime.toUser(u, event, payload);
  });
}

/** After a post is stored: mentioned people, the thanked person and the author's followers are told; events and live walls follow. */
export async function afterPostCreated(ctx: UserContext, post: PostRow) {
  const me = ctx.me.user;
  const author = `${me.firstName} ${me.lastName}`.trim();
  const link = `/post/${post.id}`;
  const vars = { author, text: post.text.slice(0, 200) };
  const mentioned = post.mentions.filter((m) => m !== post.thankedId && m !== me.id);
  const followers = (await ctx.db.repo(WallFollow).find({ where: { userId: me.id } }))
    .map((f) => f.followerId)
    .filter((f) => f !== me.id && !post.mentions.includes(f));
  const [toMention, toFollowers] = await Promise.all([reachable(ctx, post, mentioned), reachable(ctx, post, followers)]);
  if (post.thankedId)
    await attempt('notify thanks', () =>
      ctx.notify([post.thankedId!], {
        name: 'post.thanks',
        section: 'posts',
        vars,
        link,
      }),
    );
  if (toMention.length)
    await attempt('notify mentions', () =>
      ctx.notify(toMention, {
        name: 'post.mention',
        section: 'posts',
        vars,
        link,
      }),
    );
  if (toFollowers.length)
    await attempt('notify followers', () =>
      ctx.notify(toFollowers, {
        name: 'post.new',
        section: 'posts',
        vars,
        link,
      }),
    );
  const event = {
    postId: post.id,
    authorId: post.authorId,
    parentType: post.parentType,
    parentId: post.parentId,
    thanks: post.thanks,
    mentions: post.mentions,
  };
  await attempt('event post.created', () => ctx.events.emit('post.created', event));
  const { thankedId } = post;
  if (thankedId) {
    await attempt('event post.thanks', () =>
      ctx.events.emit('post.thanks', {
        postId: post.id,
        authorId: post.authorId,
        thankedId,
      }),
    );
    await attempt('event shop.pay', () => payThanks(ctx, post, thankedId));
  }
  await broadcast(ctx, post, 'post.created', {
    _id: post.id,
    parent: { type: post.parentType, id: post.parentId },
    author: post.authorId,
  });
}

/** After a post is deleted: plugins that hang something on it are told, and the shop takes back a thank-you's reward. */
export async function afterPostDeleted(ctx: UserContext, post: PostRow) {
  await attempt('event post.deleted', () =>
    ctx.events.emit('post.deleted', { postId: post.id, authorId: post.authorId, thanks: post.thanks }),
  );
  if (post.thankedId) await attempt('event shop.withdraw', () => withdrawThanks(ctx, post));
}

/** A new comment or answer: the post's author and the answered comment's author are told. */
export async function afterCommentCreated(
  ctx: UserContext,
  post: PostRow,
  comment: { id: string; authorId: string },
  answeredAuthor: string | null,
) {
  const me = ctx.me.user;
  const vars = { author: `${me.firstName} ${me.lastName}`.trim() };
  const link = `/post/${post.id}`;
  const to = [...new Set([post.authorId, answeredAuthor].filter((u): u is string => !!u && u !== me.id))];
  if (to.length) await attempt('notify comment', () => ctx.notify(to, { name: 'post.comment', section: 'posts', vars, link }));
  await broadcast(ctx, post, 'comment.created', {
    _id: comment.id,
    post: post.id,
  });
}
