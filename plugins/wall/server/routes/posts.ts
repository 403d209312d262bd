import { wallRoutes } from '../../shared/routes.js';
import type { RouteBuilder } from '@atrium/sdk/server';
import { Post } from '../entities/index.js';
import { assertCanEdit, readablePost } from '../services/access.js';
import { afterPostCreated, afterPostDeleted } from '../services/effects.js';
import { hydrateComments, hydratePosts } from '../services/hydrate.js';
import { createPost, deletePost, updatePost } from '../services/post-write.js';

/** One post with its comments and answers (`/post/{_id}`), and writing posts. */
export function postRoutes(r: RouteBuilder) {
  r.route(wallRoutes.post, { summary: 'One post with comments and answers' }, async (ctx) => {
    const post = await readablePost(ctx, ctx.params.id);
    const [view] = await hydratePosts(ctx, [post]);
    // The audience of a restricted post is shown to those who may change it, not to every reader.
    const grants = post.restricted && view!.can_edit ? await ctx.grants.get('post', post.id) : [];
    return {
      ...view!,
      comments: await hydrateComments(ctx, post.id),
      grants,
    };
  });

  r.route(
    wallRoutes.createPost,
    {
      summary: "Write a post (company wall, a person's feed, or a parent of a registered type; thank-you posts mention exactly one person)",
    },
    async (ctx) => {
      const post = await createPost(ctx, ctx.body);
      await afterPostCreated(ctx, post);
      const [view] = await hydratePosts(ctx, [post]);
      return view!;
    },
  );

  r.route(wallRoutes.updatePost, { summary: 'Edit a post (its author or an administrator)' }, async (ctx) => {
    const post = await ctx.db.repo(Post).get(ctx.params.id);
    assertCanEdit(ctx, post.authorId);
    const updated = await updatePost(ctx, post, ctx.body);
    const [view] = await hydratePosts(ctx, [updated]);
    return view!;
  });

  r.route(wallRoutes.deletePost, { summary: 'Delete a post with its comments, likes, views and files' }, async (ctx) => {
    const post = await ctx.db.repo(Post).get(ctx.params.id);
    assertCanEdit(ctx, post.authorId);
    await deletePost(ctx, post);
    await afterPostDeleted(ctx, post);
    return { id: post.id, deleted: true };
  });
}
