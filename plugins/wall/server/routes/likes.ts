import { wallRoutes } from '../../shared/routes.js';
import type { RouteBuilder } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { PostComment, PostLike } from '../entities/index.js';
import { readablePost } from '../services/access.js';
import { broadcast } from '../services/effects.js';
import { likeStats } from '../services/hydrate.js';

/** Likes and dislikes of posts, comments and answers: choosing the same again takes it back. */
export function likeRoutes(r: RouteBuilder) {
  r.route(wallRoutes.like, { summary: 'Like or dislike a post, comment or answer (toggles)' }, async (ctx) => {
    const b = ctx.body;
    let postId = b.id;
    if (b.like_type !== 'post') {
      const c = await ctx.db.repo(PostComment).get(b.id);
      // An answer is a comment whose parent is a comment.
      if ((b.like_type === 'answer') !== (c.parentType === 'comment')) throw errors.notFound();
      postId = c.postId;
    }
    const post = await readablePost(ctx, postId);
    const value = b.dislike ? -1 : 1;
    const repo = ctx.db.repo(PostLike);
    const mine = await repo.findOne({
      targetId: b.id,
      userId: ctx.me.user.id,
    });
    if (mine && mine.value === value) await repo.delete({ id: mine.id });
    else if (mine) await repo.update({ id: mine.id }, { value });
    else {
      try {
        await repo.insert({
          targetType: b.like_type,
          targetId: b.id,
          postId: post.id,
          userId: ctx.me.user.id,
          value,
        });
      } catch (err) {
        // A double click raced the first insert (unique per target and user): the like is there.
        if (!(await repo.exists({ targetId: b.id, userId: ctx.me.user.id }))) throw err;
      }
    }
    const stats = (await likeStats(ctx, [b.id])).get(b.id) ?? {
      likes: 0,
      dislikes: 0,
      my_like: 0,
    };
    await broadcast(ctx, post, 'post.liked', {
      _id: b.id,
      post: post.id,
      like_type: b.like_type,
      likes: stats.likes,
      dislikes: stats.dislikes,
    });
    return { id: b.id, like_type: b.like_type, ...stats };
  });
}
