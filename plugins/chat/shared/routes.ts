import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf } from '@atrium/sdk/shared';
import { ChatListQuery, ChatSettingsInput, ChatUpdateInput, HistoryQuery, MembersInput } from './schemas.js';
import type { ChatListItem, ChatView, HistoryPage, UnreadView } from './types.js';

const ChatId = z.object({ id: idOf('Chat') });

/**
 * Every HTTP route of chat (the README's API lists them). One chat's calls
 * have four segments (`/chat/room/{id}/…`) so that none can be taken for `/chat/{client}/{user}`.
 */
export const chatRoutes = {
  list: defineRoute('get', '/chat/:client/:user', {
    params: z.object({ client: idOf('Client'), user: idOf('User') }),
    query: ChatListQuery,
    answer: wire.page<ChatListItem>(),
  }),
  unread: defineRoute('get', '/chat/unread', { answer: wire.result<UnreadView>() }),
  remove: defineRoute('delete', '/chat/:client/:chat', {
    params: z.object({ client: idOf('Client'), chat: idOf('Chat') }),
    answer: wire.result<{ _id: string; deleted: boolean }>(),
  }),
  get: defineRoute('get', '/chat/room/:id/info', { params: ChatId, answer: wire.result<ChatView>() }),
  update: defineRoute('put', '/chat/room/:id/info', { params: ChatId, body: ChatUpdateInput, answer: wire.result<ChatView>() }),
  settings: defineRoute('put', '/chat/room/:id/settings', { params: ChatId, body: ChatSettingsInput, answer: wire.result<ChatListItem>() }),
  members: defineRoute('put', '/chat/room/:id/members', { params: ChatId, body: MembersInput, answer: wire.result<ChatView>() }),
  messages: defineRoute('get', '/chat/room/:id/messages', { params: ChatId, query: HistoryQuery, answer: wire.result<HistoryPage>() }),
  files: defineRoute('get', '/chat/room/:id/files', { params: ChatId, query: HistoryQuery, answer: wire.result<HistoryPage>() }),
  links: defineRoute('get', '/chat/room/:id/links', { params: ChatId, query: HistoryQuery, answer: wire.result<HistoryPage>() }),
};
