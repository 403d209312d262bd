import { Brackets, type ServerAnswer, type ServiceContext } from '@atrium/sdk/server';
import type { ChatListItem } from '../../shared/types.js';
import { SEARCH_RESULTS } from '../../shared/constants.js';
import { Chat, ChatMember } from '../entities/index.js';
import { listItems } from './view.js';

export interface ListOptions {
  search: string;
  archived: boolean;
  page: number;
  limit: number;
}

/**
 * One user's chats, paged in SQL: pinned first, then private, then the others, each
 * by last message time (newest first). The search matches a named chat's name or the other person of a private chat.
 */
export async function listChats(ctx: ServiceContext, userId: string, o: ListOptions) {
  const q = ctx.db
    .repo(ChatMember)
    .qb('m')
    .innerJoinScoped(Chat, 'c', 'c.id = m.chatId')
    .andWhere('m.userId = :userId AND m.archived = :archived', { userId, archived: o.archived });
  if (o.search) {
    const peers = (await ctx.employees.search(o.search, { limit: SEARCH_RESULTS })).map((c) => c.id).filter((id) => id !== userId);
    const withPeer = peers.length
      ? q.sub(ChatMember, 'p', (s) => s.select('1').andWhere('p.chatId = c.id AND p.userId IN (:...peers)'))
      : null;
    q.andWhere(
      new Brackets((w) => {
        w.where('LOWER(c.name) LIKE :text', { text: `%${o.search.toLowerCase()}%` });
        if (withPeer) w.orWhere(`c.isPrivate = :yes AND EXISTS (${withPeer})`, { yes: true, peers });
      }),
    );
  }
  const [members, total] = await q
    .orderBy('m.pinned', 'DESC')
    .addOrderBy('c.isPrivate', 'DESC')
    .addOrderBy('c.lastMessageAt', 'DESC')
    .addOrderBy('c.id', 'DESC')
    .offset((o.page - 1) * o.limit)
    .limit(o.limit)
    .getManyAndCount();
  const result: ServerAnswer<ChatListItem>[] = await listItems(ctx, members, userId);
  return { result, page: o.page, limit: o.limit, total };
}

/** Unread messages over the user's chats that are neither muted nor archived (the menu badge), summed in SQL. */
export async function unreadTotal(ctx: ServiceContext, userId: string): Promise<number> {
  const row = await ctx.db
    .repo(ChatMember)
    .qb('m')
    .innerJoinScoped(Chat, 'c', 'c.id = m.chatId')
    .select('COALESCE(SUM(c.lastSeq - m.readSeq), 0)', 'total')
    .andWhere('m.userId = :userId AND m.muted = :no AND m.archived = :no', { userId, no: false })
    .getRawOne<{ total: string | number }>();
  return Number(row?.total ?? 0);
}
