import type { RealtimeSetup } from '@atrium/sdk/server';
import { MISSED_MAX } from '../shared/constants.js';
import { chatRoom, PUSH } from '../shared/events.js';
import { SEND } from '../shared/sends.js';
import { ChatMember } from './entities/index.js';
import { isMember, membership } from './services/access.js';
import { history, searchMessages } from './services/history.js';
import { displayName } from './services/members.js';
import { createChat, markRead, sendMessage } from './services/store.js';
import { chatView, messageView } from './services/view.js';

/**
 * The chat's live connection (README, Live connection). On connecting, a tab joins the room of every
 * chat its user is in and hears `chat:chats:ready`: from then on nothing is delivered that it does not
 * hear, and it asks for what it missed before (`chat:messages:missed`). The platform validates every
 * payload by its contract and answers a rule broken as a route would.
 */
export const realtime: RealtimeSetup = (io) => {
  // Only members hear a chat: a tab may ask for a chat's room (and `recheckRoom` keeps it) while this holds.
  io.room(chatRoom, { mayHear: (ctx, chatId) => isMember(ctx, chatId, ctx.me.user.id) });

  io.connected(async (ctx) => {
    const chats = await ctx.db.repo(ChatMember).find({ where: { userId: ctx.me.user.id } });
    await Promise.all(chats.map((c) => ctx.socket.join(chatRoom(c.chatId))));
    ctx.socket.emit(PUSH.ready, { chats: chats.length });
  });

  io.on(SEND.messageSend, async (input, ctx) => {
    const m = await membership(ctx, input.chatId, ctx.me.user.id);
    const file = input.type === 'file' && input.fileId ? await ctx.files.attachable(input.fileId, { type: 'chat', id: m.chat.id }) : null;
    return messageView((await sendMessage(ctx, m, input, file)).message);
  });
  io.on(SEND.chatCreate, async (input, ctx) => {
    const chat = await createChat(ctx, input, ctx.me.user.id, displayName(ctx.me));
    await ctx.socket.join(chatRoom(chat.id));
    const m = await membership(ctx, chat.id, ctx.me.user.id);
    return chatView(ctx, m.chat, m.member);
  });
  io.on(SEND.messagesRead, async (input, ctx) => markRead(ctx, await membership(ctx, input.chatId, ctx.me.user.id), input.seq));
  io.on(SEND.searchMessages, (input, ctx) => searchMessages(ctx, ctx.me.user.id, input.query));
  io.on(SEND.messagesMissed, async (input, ctx) => {
    const m = await membership(ctx, input.chatId, ctx.me.user.id);
    return history(ctx, m.chat.id, { after: input.after, limit: MISSED_MAX });
  });
  for (const [event, typing] of [
    [SEND.typingStart, true],
    [SEND.typingStop, false],
  ] as const)
    io.on(event, async ({ chatId }, ctx) => {
      await membership(ctx, chatId, ctx.me.user.id);
      ctx.realtime.toRoom(chatRoom(chatId), PUSH.typing, { chatId, userId: ctx.me.user.id, typing });
      return null;
    });
};
