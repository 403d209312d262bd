import { wallRoutes } from '../../shared/routes.js';
import type { RouteBuilder } from '@atrium/sdk/server';
import { employeeCard } from '@atrium/sdk/server';

/** People to mention: active colleagues matching what follows `@`, the caller left out. */
export function mentionRoutes(r: RouteBuilder) {
  r.route(
    wallRoutes.mentionSearch,
    { summary: 'Active colleagues whose name, login or e-mail contains q (2 characters at least), by name' },
    async (ctx) => {
      const { q, limit } = ctx.query;
      // One more than asked, so leaving out the caller still fills the list.
      const cards = await ctx.employees.search(q, { limit: limit + 1 });
      return cards
        .filter((c) => c.id !== ctx.me.user.id)
        .slice(0, limit)
        .map(employeeCard);
    },
  );
}
