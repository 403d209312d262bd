import { errors, reply, type RouteBuilder, type MeUser, type SelectQueryBuilder } from '@atrium/sdk/server';
import { MSG, POLL_RESOURCE } from '../../shared/constants.js';
import { pollRoutes } from '../../shared/routes.js';
import { Poll, type PollRow } from '../entities/poll.js';
import { isPollsAdmin } from '../services/access.js';
import { answeredSet, listItem } from '../services/view.js';

/** Polls the user has not answered yet: a NOT EXISTS on the participation markers, paged in the database. */
function notAnsweredBy(qb: SelectQueryBuilder<PollRow>, userId: string) {
  return qb.andWhere(
    'NOT EXISTS (SELECT 1 FROM poll_participant pp WHERE pp.clientId = p.clientId AND pp.pollId = p.id AND pp.userId = :ppUser)',
    { ppUser: userId },
  );
}

async function paged(qb: SelectQueryBuilder<PollRow>, page: number, limit: number) {
  return qb
    .orderBy('p.createdAt', 'DESC')
    .addOrderBy('p.id', 'DESC')
    .skip((page - 1) * limit)
    .take(limit)
    .getManyAndCount();
}

export function listRoutes(r: RouteBuilder) {
  r.route(
    pollRoutes.list,
    { summary: 'Polls visible to me: all, pending (still to answer), mine (created by me), finished' },
    async (ctx) => {
      const { filter, page, limit } = ctx.query;
      const me = ctx.me.user;
      const qb = ctx.db.repo(Poll).qb('p');
      if (filter === 'mine') qb.andWhere('p.authorId = :author', { author: me.id });
      // Administrators see every poll; the "pending" list is about what the caller has to answer.
      else if (filter === 'pending' || !isPollsAdmin(ctx.me)) ctx.grants.applyTo(qb, me, POLL_RESOURCE, { alias: 'p' });
      if (filter === 'pending') notAnsweredBy(qb.andWhere('p.finished = :open', { open: false }), me.id);
      if (filter === 'finished') qb.andWhere('p.finished = :done', { done: true });
      const [rows, total] = await paged(qb, page, limit);
      const answered = await answeredSet(
        ctx,
        me.id,
        rows.map((p) => p.id),
      );
      return reply({ result: rows.map((p) => listItem(p, answered.has(p.id))), page, limit, total });
    },
  );

  r.route(pollRoutes.pending, { summary: 'Open polls the user may answer and has not answered yet' }, async (ctx) => {
    const { userId } = ctx.params;
    let user: MeUser | null = ctx.me.user;
    if (userId !== ctx.me.user.id) {
      if (!isPollsAdmin(ctx.me)) throw errors.forbidden(MSG.noAccess, 'polls.noAccess');
      user = await ctx.employees.asMe(userId);
      if (!user) throw errors.notFound();
    }
    const qb = ctx.grants
      .applyTo(ctx.db.repo(Poll).qb('p'), user, POLL_RESOURCE, { alias: 'p' })
      .andWhere('p.finished = :open', { open: false });
    const [rows, total] = await paged(notAnsweredBy(qb, user.id), ctx.query.page, ctx.query.limit);
    return reply({ result: rows.map((p) => listItem(p, false)), page: ctx.query.page, limit: ctx.query.limit, total });
  });
}
