import { reindexRows, type PluginSearch, type ServiceContext } from '@atrium/sdk/server';
import { POLL_RESOURCE, POLLS_ADMIN_ROLE } from '../shared/constants.js';
import { Poll, type PollRow } from './entities/poll.js';

/** Polls in the one search: by name and description, found by their recipients (the poll's grants), author and the module's administrators. */
const KIND = 'poll';

export async function indexPoll(ctx: ServiceContext, poll: PollRow) {
  await ctx.search.index({
    kind: KIND,
    id: poll.id,
    title: poll.name,
    text: poll.description,
    link: `/poll/${poll.id}`,
    date: poll.createdAt,
  });
}

export const unindexPoll = (ctx: ServiceContext, id: string) => ctx.search.remove(KIND, [id]);

export const pollSearch: PluginSearch = {
  readable: {
    [KIND]: (q, refs) => {
      const own = q.sub(Poll, 'pls_own', (s) => s.select('pls_own.id').andWhere(`pls_own.authorId = ${refs.reader}`));
      // The module's administrators see every poll (`isPollsAdmin`); admins pass `granted` already.
      return `(${refs.role(POLLS_ADMIN_ROLE)} OR ${refs.itemId} IN (${own}) OR ${refs.granted(POLL_RESOURCE, refs.itemId)})`;
    },
  },
  reindex: async (ctx, progress) => {
    await reindexRows(
      ctx,
      Poll,
      async (rows) => {
        for (const p of rows) await indexPoll(ctx, p);
      },
      progress,
    );
  },
};
