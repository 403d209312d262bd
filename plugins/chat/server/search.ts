import { inBatches, reindexRows, type PluginSearch, type ServiceContext } from '@atrium/sdk/server';
import { ChatMember, ChatMessage, type ChatMessageRow } from './entities/index.js';

/** Messages in the one search: by their text (a file by its name), found by the chat's members only. */
const KIND = 'message';
const TITLE_MAX = 120;

export async function indexMessage(ctx: ServiceContext, m: ChatMessageRow) {
  const text = m.content.trim() || (m.fileName ?? '');
  await ctx.search.index({
    kind: KIND,
    id: m.id,
    title: (text.split('\n')[0] ?? '').slice(0, TITLE_MAX),
    text,
    link: `/chat/${m.chatId}`,
    date: m.createdAt,
  });
}

/** A deleted chat's messages, however many, in slices. */
export const unindexMessages = (ctx: ServiceContext, ids: string[]) =>
  inBatches(ids, (part) => ctx.search.remove(KIND, part).then(() => []));

export const messageSearch: PluginSearch = {
  readable: {
    [KIND]: (q, refs) => {
      const member = q.sub(ChatMember, 'chs_m', (s) => s.select('chs_m.chatId').andWhere(`chs_m.userId = ${refs.reader}`));
      const messages = q.sub(ChatMessage, 'chs_x', (s) => s.select('chs_x.id').andWhere(`chs_x.chatId IN (${member})`));
      return `${refs.itemId} IN (${messages})`;
    },
  },
  reindex: async (ctx, progress) => {
    await reindexRows(
      ctx,
      ChatMessage,
      async (rows) => {
        for (const m of rows) await indexMessage(ctx, m);
      },
      progress,
    );
  },
};
