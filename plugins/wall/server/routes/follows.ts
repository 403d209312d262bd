import { wallRoutes } from '../../shared/routes.js';
import { RULES } from '../../shared/constants.js';
import type { RouteBuilder, UserContext } from '@atrium/sdk/server';
import { WallFollow } from '../entities/index.js';
import { activeCards } from '../services/cards.js';

async function summary(ctx: UserContext, userId: string) {
  const repo = ctx.db.repo(WallFollow);
  const [followers, following, mine] = await Promise.all([
    repo.count({ userId }),
    repo.count({ followerId: userId }),
    repo.exists({ userId, followerId: ctx.me.user.id }),
  ]);
  return { user: userId, followers, following, i_follow: mine };
}

/** Following a person puts their posts into one's feed and tells one about new ones. */
export function followRoutes(r: RouteBuilder) {
  r.route(wallRoutes.follow, { summary: 'Follow a person' }, async (ctx) => {
    const target = ctx.body.user_id;
    if (target === ctx.me.user.id) throw RULES.followSelf.badRequest();
    if (!(await activeCards(ctx.employees, [target])).has(target)) throw RULES.userNotFound.notFound();
    const repo = ctx.db.repo(WallFollow);
    if (!(await repo.exists({ userId: target, followerId: ctx.me.user.id }))) {
      try {
        await repo.insert({ userId: target, followerId: ctx.me.user.id });
      } catch (err) {
        if (!(await repo.exists({ userId: target, followerId: ctx.me.user.id }))) throw err;
      }
    }
    return summary(ctx, target);
  });

  r.route(wallRoutes.unfollow, { summary: 'Stop following a person' }, async (ctx) => {
    await ctx.db.repo(WallFollow).delete({ userId: ctx.body.user_id, followerId: ctx.me.user.id });
    return summary(ctx, ctx.body.user_id);
  });

  r.route(
    wallRoutes.followSummary,
    { summary: 'Followers and followings of a person, and whether the caller follows them' },
    async (ctx) => {
      if (!(await activeCards(ctx.employees, [ctx.params.id])).size) throw RULES.userNotFound.notFound();
      return summary(ctx, ctx.params.id);
    },
  );
}
