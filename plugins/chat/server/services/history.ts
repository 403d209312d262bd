import { In, type SelectQueryBuilder, type ServerAnswer, type ServiceContext } from '@atrium/sdk/server';
import { SEARCH_RESULTS } from '../../shared/constants.js';
import type { ChatMessageView, SearchHit } from '../../shared/types.js';
import { Chat, ChatMember, ChatMessage, type ChatMessageRow } from '../entities/index.js';
import { messageView, peersOf, titleOf } from './view.js';

export interface Cursor {
  before?: number;
  after?: number;
  limit: number;
}

/** Which messages of the chat: all of them, its files, or those with a link. */
export type HistoryKind = 'all' | 'files' | 'links';

/**
 * A page of a chat's messages by sequence number, always answered oldest first: `before` pages back
 * (infinite history), `after` forward (what a tab missed). One row more than asked tells whether more remain.
 */
export async function history(ctx: ServiceContext, chatId: string, cursor: Cursor, kind: HistoryKind = 'all') {
  const q: SelectQueryBuilder<ChatMessageRow> = ctx.db.repo(ChatMessage).qb('msg').andWhere('msg.chatId = :chatId', { chatId });
  if (kind === 'files') q.andWhere('msg.type = :file', { file: 'file' });
  if (kind === 'links') q.andWhere('msg.hasLink = :yes', { yes: true });
  const forward = cursor.after !== undefined && cursor.before === undefined;
  if (forward) q.andWhere('msg.seq > :after', { after: cursor.after });
  if (cursor.before !== undefined) q.andWhere('msg.seq < :before', { before: cursor.before });
  const rows = await q
    .orderBy('msg.seq', forward ? 'ASC' : 'DESC')
    .limit(cursor.limit + 1)
    .getMany();
  const more = rows.length > cursor.limit;
  const page = rows.slice(0, cursor.limit);
  if (!forward) page.reverse();
  const result: ServerAnswer<ChatMessageView>[] = page.map(messageView);
  return { result, more };
}

/** Messages of the user's chats whose text holds the query, newest first; membership is a join, not a filter. */
export async function searchMessages(ctx: ServiceContext, userId: string, query: string): Promise<ServerAnswer<SearchHit>[]> {
  const rows = await ctx.db
    .repo(ChatMessage)
    .qb('msg')
    .innerJoinScoped(ChatMember, 'cm', 'cm.chatId = msg.chatId AND cm.userId = :userId', { userId })
    .andWhere('LOWER(msg.content) LIKE :text', { text: `%${query.toLowerCase()}%` })
    .orderBy('msg.createdAt', 'DESC')
    .addOrderBy('msg.seq', 'DESC')
    .limit(SEARCH_RESULTS)
    .getMany();
  if (!rows.length) return [];
  const chats = await ctx.db.repo(Chat).find({ where: { id: In([...new Set(rows.map((r) => r.chatId))]) } });
  const peers = await peersOf(ctx, chats, userId);
  const names = new Map(chats.map((c) => [c.id, titleOf(c, peers.get(c.id))]));
  return rows.map((r) => ({ ...messageView(r), chatName: names.get(r.chatId) ?? '' }));
}
