import type { SeedContext } from '@atrium/sdk/server';
import {
  LinksBlock,
  LinksBlockLink,
  Post,
  PostComment,
  PostLike,
  PostMention,
  PostView,
  WallFollow,
  type PostRow,
} from './entities/index.js';
import { postParents } from '../shared/extension-points.js';
import { bumpFeedCount, feedKey } from './services/feed-count.js';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/**
 * Demo and test content for one client: company news, a thank-you post with comments, an answer,
 * likes, views, a follow, a post only administrators read, and the company links block. The demo
 * workspace and the isolation suite both use it, so every wall entity gets at least one row.
 */
export async function seed(ctx: SeedContext) {
  const [admin, second, third] = [ctx.users[0], ctx.users[1] ?? ctx.users[0], ctx.users[2] ?? ctx.users[1] ?? ctx.users[0]];
  if (!admin || !second || !third) return;
  const company = ctx.clientId;
  const posts = ctx.db.repo(Post);
  const mk = (p: Partial<PostRow>, at: Date) =>
    posts.insert({
      parentType: 'company',
      parentId: company,
      authorId: admin.id,
      thanks: false,
      thankedId: null,
      mentions: [],
      attachments: [],
      restricted: false,
      text: '',
      createdAt: at,
      updatedAt: at,
      ...p,
    });

  const welcome = await mk(
    {
      text: 'Welcome to our company wall! Share news, say thanks to colleagues and keep up with what happens.',
    },
    minutesAgo(300),
  );
  const thanks = await mk(
    {
      authorId: second.id,
      thanks: true,
      thankedId: third.id,
      mentions: [third.id],
      text: 'Thank you for staying late to help ship the release on time — the whole team noticed!',
    },
    minutesAgo(120),
  );
  const news = await mk(
    {
      authorId: third.id,
      text: 'The office kitchen gets a new coffee machine on Monday. Bring your favourite mug.',
    },
    minutesAgo(60),
  );
  const onFeed = await mk(
    {
      parentType: 'feed',
      parentId: second.id,
      authorId: third.id,
      text: 'Happy to work with you on the new project!',
    },
    minutesAgo(30),
  );
  // A few more voices when the workspace has more people (the demo has eight).
  const more = ctx.users.slice(3, 6);
  const lines = [
    'Our team closed the quarter ahead of plan. Thank you all for the effort!',
    'Reminder: the summer party registration closes on Friday.',
    'New onboarding materials are in the knowledge base — take a look.',
  ];
  for (const [i, u] of more.entries()) {
    const p = await mk({ authorId: u.id, text: lines[i]! }, minutesAgo(240 - i * 50));
    await bumpFeedCount(ctx.db, feedKey(p.parentType, p.parentId), { open: 1 });
  }
  const adminsOnly = await mk(
    {
      restricted: true,
      text: 'Board meeting notes are in the knowledge base (administrators only).',
    },
    minutesAgo(10),
  );
  await ctx.grants.set('post', adminsOnly.id, [{ level: 'read', audience: 'users', userIds: [admin.id] }]);
  for (const p of [welcome, thanks, news, onFeed]) await bumpFeedCount(ctx.db, feedKey(p.parentType, p.parentId), { open: 1 });
  await seedParentPosts(ctx, mk);

  await ctx.db.repo(PostMention).insert({
    postId: thanks.id,
    userId: third.id,
    createdAt: thanks.createdAt,
  });
  const comments = ctx.db.repo(PostComment);
  const comment = await comments.insert({
    postId: thanks.id,
    parentType: 'post',
    parentId: thanks.id,
    authorId: admin.id,
    text: 'Well deserved!',
    status: 'active',
    attachments: [],
  });
  const answer = await comments.insert({
    postId: thanks.id,
    parentType: 'comment',
    parentId: comment.id,
    authorId: third.id,
    text: 'Thanks, everyone!',
    status: 'active',
    attachments: [],
  });
  await ctx.db.repo(PostLike).insertMany([
    {
      targetType: 'post',
      targetId: thanks.id,
      postId: thanks.id,
      userId: admin.id,
      value: 1,
    },
    {
      targetType: 'post',
      targetId: welcome.id,
      postId: welcome.id,
      userId: second.id,
      value: 1,
    },
    {
      targetType: 'comment',
      targetId: comment.id,
      postId: thanks.id,
      userId: third.id,
      value: 1,
    },
    {
      targetType: 'answer',
      targetId: answer.id,
      postId: thanks.id,
      userId: admin.id,
      value: 1,
    },
  ]);
  await ctx.db.repo(PostView).insertMany(
    [welcome, thanks, news].map((p) => ({
      postId: p.id,
      userId: admin.id,
      place: 'wall',
    })),
  );
  if (second.id !== third.id) await ctx.db.repo(WallFollow).insert({ userId: third.id, followerId: second.id });

  const block = await ctx.db.repo(LinksBlock).insert({ module: 'company', active: true });
  await ctx.db.repo(LinksBlockLink).insertMany([
    {
      blockId: block.id,
      title: 'Atrium help',
      link: 'https://example.com/help',
      sortOrder: 0,
    },
    {
      blockId: block.id,
      title: 'Holiday calendar',
      link: 'https://example.com/holidays',
      sortOrder: 1,
    },
  ]);
}

/** Demo posts on the parents of registered types, as their owners propose them. */
async function seedParentPosts(ctx: SeedContext, mk: (p: Partial<PostRow>, at: Date) => Promise<PostRow>) {
  for (const parent of await ctx.extensions.of(postParents).usable()) {
    const proposed = (await parent.demoPosts?.(ctx)) ?? [];
    for (const [i, d] of proposed.entries()) {
      const post = await mk({ parentType: parent.key, parentId: d.parentId, authorId: d.authorId, text: d.text }, minutesAgo(60 + i * 7));
      await bumpFeedCount(ctx.db, feedKey(post.parentType, post.parentId), { open: 1 });
    }
  }
}
