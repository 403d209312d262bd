import { errors, reply, type RouteBuilder, type MeUser } from '@atrium/sdk/server';
import { RULES, POLL_RESOURCE } from '../../shared/constants.js';
import { pollRoutes } from '../../shared/routes.js';
import { Poll } from '../entities/poll.js';
import { isPollsAdmin } from '../services/access.js';
import { answeredPoll, answeredSet, listItem } from '../services/view.js';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/** Polls the user has not answered yet: their participation markers leave them out, in the database. */
const notAnsweredBy = (userId: string) => ({ ...answeredPoll, user: userId });

export function listRoutes(r: RouteBuilder) {
  r.route(
    pollRoutes.list,
    { summary: 'Polls visible to me: all, pending (still to answer), mine (created by me), finished' },
    async (ctx) => {
      const { filter, page, limit } = ctx.query;
      const me = ctx.me.user;
      // Administrators see every poll; the "pending" list is about what the caller has to answer.
      const granted =
        filter !== 'mine' && (filter === 'pending' || !isPollsAdmin(ctx.me)) ? { user: me, resourceType: POLL_RESOURCE } : undefined;
      const where =
        filter === 'mine'
          ? { authorId: me.id }
          : filter === 'pending'
            ? { finished: false }
            : filter === 'finished'
              ? { finished: true }
              : {};
      const { result: rows, total } = await ctx.db.repo(Poll).page({
        where,
        order: NEWEST_FIRST,
        page,
        limit,
        granted,
        except: filter === 'pending' ? notAnsweredBy(me.id) : undefined,
      });
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
      if (!isPollsAdmin(ctx.me)) throw RULES.noAccess.forbidden();
      user = await ctx.employees.asMe(userId);
      if (!user) throw errors.notFound();
    }
    const { page, limit } = ctx.query;
    const { result: rows, total } = await ctx.db.repo(Poll).page({
      where: { finished: false },
      order: NEWEST_FIRST,
      page,
      limit,
      granted: { user, resourceType: POLL_RESOURCE },
      except: notAnsweredBy(user.id),
    });
    return reply({ result: rows.map((p) => listItem(p, false)), page, limit, total });
  });
}
