import { In, type RouteBuilder } from '@atrium/sdk/server';
import { ideasRoutes } from '../../shared/routes.js';
import { Idea, IdeaVote } from '../entities/index.js';
import { mayReview, mustReview } from '../services/access.js';
import { castVote, moveIdea, sendIdea } from '../services/ideas.js';
import { ideaView } from '../services/views.js';

/**
 * The idea box: `POST api/user/send_idea` of spec core §7 and the calls the spec does not show (README, API).
 * The core checks the session, the feature `ideas` and the right `ideas` first; every employee with the right
 * reads and votes, receivers and admins move ideas.
 */
export function routes(r: RouteBuilder) {
  r.route(ideasRoutes.send, { summary: 'Send an idea; the idea receivers are told' }, async (ctx) => {
    const row = await sendIdea(ctx, ctx.body, ctx.me.user.id);
    return ideaView(row, { voted: false, reviewer: await mayReview(ctx) });
  });

  r.route(ideasRoutes.list, { summary: 'Ideas, most supported first, then newest; paged' }, async (ctx) => {
    const { page, limit, state, mine } = ctx.query;
    const where = { ...(state ? { state } : {}), ...(mine === '1' ? { authorId: ctx.me.user.id } : {}) };
    const found = await ctx.db.repo(Idea).page({ where, order: { votes: 'DESC', createdAt: 'DESC', id: 'DESC' }, page, limit });
    const ids = found.result.map((i) => i.id);
    const mine_ = ids.length ? await ctx.db.repo(IdeaVote).find({ where: { ideaId: In(ids), userId: ctx.me.user.id } }) : [];
    const voted = new Set(mine_.map((v) => v.ideaId));
    const reviewer = await mayReview(ctx);
    return { ...found, result: found.result.map((row) => ideaView(row, { voted: voted.has(row.id), reviewer })) };
  });

  r.route(ideasRoutes.get, { summary: 'One idea' }, async (ctx) => {
    const row = await ctx.db.repo(Idea).get(ctx.params.id);
    const voted = await ctx.db.repo(IdeaVote).exists({ ideaId: row.id, userId: ctx.me.user.id });
    return ideaView(row, { voted, reviewer: await mayReview(ctx) });
  });

  r.route(
    ideasRoutes.move,
    { summary: 'Move an idea: new → under review → accepted → implemented, or declined (receivers and admins; 409 otherwise)' },
    async (ctx) => {
      await mustReview(ctx);
      const row = await moveIdea(ctx, ctx.params.id, ctx.body);
      const voted = await ctx.db.repo(IdeaVote).exists({ ideaId: row.id, userId: ctx.me.user.id });
      return ideaView(row, { voted, reviewer: true });
    },
  );

  r.route(ideasRoutes.vote, { summary: 'Vote for an idea, once per employee, while it waits for its decision' }, async (ctx) =>
    castVote(ctx, ctx.params.id, true),
  );

  r.route(ideasRoutes.unvote, { summary: 'Withdraw one’s vote while the idea waits for its decision' }, async (ctx) =>
    castVote(ctx, ctx.params.id, false),
  );
}
