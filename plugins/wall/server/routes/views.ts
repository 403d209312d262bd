import { wallRoutes } from '../../shared/routes.js';
import { defineQuery, In, type Params, type UserContext } from '@atrium/sdk/server';
import { postParents, type PostParent } from '../../shared/extension-points.js';
import type { RouteBuilder } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { Post, PostView } from '../entities/index.js';
import { parentReadable, readablePost, readerValues, visible, type ReaderValues } from '../services/access.js';

/** Which of these posts the reader may read (their parents' read conditions included). */
const visibleIds = defineQuery(
  'wall.visibleIds',
  Post,
  'p',
  (q, v: Params<{ ids: string[] } & ReaderValues>, [all, parents]: [boolean, readonly PostParent[]]) =>
    visible(parentReadable(q.select('p.id').andWhere(`p.id IN (${v.ids})`), v, parents), v, all),
);

/** `user_id`, when given, must be the caller: a view is always the caller's own (wall README, Rules). */
function checkSelf(ctx: UserContext, userId: string | undefined) {
  if (userId && userId !== ctx.me.user.id) throw errors.forbidden();
}

/** Adds the caller's view to the posts that have none yet (a view is added once per user). */
async function addViews(ctx: UserContext, postIds: string[], place = 'wall') {
  const repo = ctx.db.repo(PostView);
  const seen = new Set(
    (
      await repo.find({
        where: { postId: In(postIds), userId: ctx.me.user.id },
      })
    ).map((v) => v.postId),
  );
  const fresh = postIds.filter((id) => !seen.has(id));
  for (const postId of fresh) {
    // Another tab may add the same view a moment before (unique per post and user): it counts all the same.
    await repo.insertOnce({ postId, userId: ctx.me.user.id, place });
  }
  return fresh.length;
}

export function viewRoutes(r: RouteBuilder) {
  r.route(wallRoutes.viewAll, { summary: 'Mark the posts shown (up to 100) as viewed by the caller' }, async (ctx) => {
    checkSelf(ctx, ctx.body.user_id);
    const ids = [...new Set(ctx.body.ids)];
    const { entities } = await ctx.db.run(visibleIds, { ids, ...readerValues(ctx) }, [
      ctx.me.isAdmin,
      await ctx.extensions.of(postParents).usable(),
    ]);
    const added = await addViews(
      ctx,
      entities.map((p) => p.id),
      ctx.body.where,
    );
    return { added };
  });

  r.route(wallRoutes.view, { summary: 'Mark one post as viewed by the caller' }, async (ctx) => {
    checkSelf(ctx, ctx.body.user_id);
    const post = await readablePost(ctx, ctx.params.id);
    const added = await addViews(ctx, [post.id], ctx.body.where);
    return {
      id: post.id,
      added,
      views: await ctx.db.repo(PostView).count({ postId: post.id }),
    };
  });
}
