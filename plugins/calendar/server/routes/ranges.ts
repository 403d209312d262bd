import type { RouteBuilder } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { calendarRoutes } from '../../shared/routes.js';
import { inWindow, openToAll, visibleTo } from '../services/access.js';
import { occurrences } from '../services/view.js';

const UPCOMING_DAYS = 30;

/** The isolation suite's window: the coming month from the moment it is asked, where the seeded events are (`to` must follow `from`). */
const comingMonth = () => {
  const from = new Date();
  return { from: from.toISOString(), to: new Date(from.getTime() + UPCOMING_DAYS * 86_400_000).toISOString() };
};

/** Reading: each call expands only the asked window, on the server, from the rows SQL chose. */
export function rangeRoutes(r: RouteBuilder) {
  r.route(
    calendarRoutes.accessFor,
    {
      summary: "The occurrences in a window of the events a user may see (their own; an admin may ask for anyone's)",
      exampleQuery: comingMonth,
    },
    async (ctx) => {
      const { userId } = ctx.params;
      if (userId !== ctx.me.user.id && !ctx.me.isAdmin) throw RULES.noAccess.forbidden();
      const from = new Date(ctx.query.from);
      const to = new Date(ctx.query.to);
      const rows = await visibleTo(ctx, inWindow(ctx, from, to), userId).getMany();
      return occurrences(ctx, ctx.me, rows, from, to);
    },
  );

  r.route(
    calendarRoutes.byClient,
    { summary: 'The company calendar: occurrences in a window of the events open to everyone', exampleQuery: comingMonth },
    async (ctx) => {
      const from = new Date(ctx.query.from);
      const to = new Date(ctx.query.to);
      const rows = await openToAll(inWindow(ctx, from, to)).getMany();
      return occurrences(ctx, ctx.me, rows, from, to);
    },
  );

  r.route(calendarRoutes.upcoming, { summary: "The caller's next occurrences within 30 days (the wall widget)" }, async (ctx) => {
    const from = new Date();
    const to = new Date(from.getTime() + UPCOMING_DAYS * 86_400_000);
    const rows = await visibleTo(ctx, inWindow(ctx, from, to), ctx.me.user.id).getMany();
    return (await occurrences(ctx, ctx.me, rows, from, to)).slice(0, ctx.query.limit);
  });
}
