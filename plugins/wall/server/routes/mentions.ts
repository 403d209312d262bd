import type { RouteBuilder } from '@atrium/sdk/server';
import { MentionSearchQuery } from '../../shared/index.js';
import { toPerson } from '../services/persons.js';

/** People to mention: active colleagues matching what follows `@`, the caller left out. */
export function mentionRoutes(r: RouteBuilder) {
  r.get(
    '/post/mention_search',
    {
      query: MentionSearchQuery,
      summary: 'Active colleagues whose name, login or e-mail contains q (2 characters at least), by name',
    },
    async (ctx) => {
      const { q, limit } = ctx.query;
      // One more than asked, so leaving out the caller still fills the list.
      const cards = await ctx.employees.search(q, { limit: limit + 1 });
      return cards
        .filter((c) => c.id !== ctx.me.user.id)
        .slice(0, limit)
        .map(toPerson);
    },
  );
}
