import type { RealtimeSetup, RealtimeSocket, RealtimeContext } from '@atrium/sdk/server';
import { AppError } from '@atrium/sdk/shared';
import type { z } from 'zod';
import { chatRoom, MISSED_MAX } from '../shared/constants.js';
import { PUSH, SEND, type Ack, type TypingPush } from '../shared/events.js';
import { ChatCreate, ChatIdPayload, MessageSend, MessagesMissed, MessagesRead, SearchMessages } from '../shared/schemas.js';
import { ChatMember } from './entities/index.js';
import { membership } from './services/access.js';
import { history, searchMessages } from './services/history.js';
import { displayName } from './services/members.js';
import { createChat, markRead, sendMessage } from './services/store.js';
import { chatView, messageView } from './services/view.js';
import { toWire } from './services/wire.js';

type Handler<S extends z.ZodType> = (input: z.output<S>) => Promise<unknown>;

/**
 * Every event is checked by its schema and answered in its acknowledgement: `{ result }`, or `{ error }`
 * with the rule's text (and `details` for a form), as a route would answer 400, 403, 404 or 409.
 */
function handle<S extends z.ZodType>(socket: RealtimeSocket, event: string, schema: S, fn: Handler<S>) {
  socket.on(event, async (payload: unknown, ack) => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const details = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return ack?.({ error: details[0]?.message ?? 'invalid', details } satisfies Ack<never>);
    }
    try {
      ack?.({ result: (await fn(parsed.data)) ?? null });
    } catch (err) {
      if (err instanceof AppError) return ack?.({ error: err.message, details: err.details } as Ack<never>);
      throw err;
    }
  });
}

/**
 * The chat's live connection (README, Live connection). On connecting, a tab joins the room of every
 * chat its user is in and hears `chats:ready`: from then on nothing is delivered that it does not hear,
 * and it asks for what it missed before (`messages:missed`).
 */
export const realtime: RealtimeSetup = (io) =>
  io.on('connection', async (socket, ctx: RealtimeContext) => {
    const me = ctx.me.user.id;
    const member = (chatId: string) => membership(ctx, chatId, me);

    handle(socket, SEND.messageSend, MessageSend, async (input) => {
      const m = await member(input.chatId);
      const file = input.type === 'file' && input.fileId ? await ctx.files.attachable(input.fileId, { type: 'chat', id: m.chat.id }) : null;
      const { message } = await sendMessage(ctx, m, input, file);
      return toWire(messageView(message));
    });
    handle(socket, SEND.chatCreate, ChatCreate, async (input) => {
      const chat = await createChat(ctx, input, me, displayName(ctx.me));
      await socket.join(chatRoom(chat.id));
      const m = await member(chat.id);
      return toWire(await chatView(ctx, m.chat, m.member));
    });
    handle(socket, SEND.messagesRead, MessagesRead, async (input) => markRead(ctx, await member(input.chatId), input.seq));
    handle(socket, SEND.searchMessages, SearchMessages, async (input) => toWire(await searchMessages(ctx, me, input.query)));
    handle(socket, SEND.messagesMissed, MessagesMissed, async (input) => {
      const m = await member(input.chatId);
      return toWire(await history(ctx, m.chat.id, { after: input.after, limit: MISSED_MAX }));
    });
    for (const [event, typing] of [
      [SEND.typingStart, true],
      [SEND.typingStop, false],
    ] as const)
      handle(socket, event, ChatIdPayload, async ({ chatId }) => {
        await member(chatId);
        ctx.realtime.toRoom(chatRoom(chatId), PUSH.typing, { chatId, userId: me, typing } satisfies TypingPush);
      });

    const chats = await ctx.db.repo(ChatMember).find({ where: { userId: me } });
    await Promise.all(chats.map((c) => socket.join(chatRoom(c.chatId))));
    socket.emit(PUSH.ready, { chats: chats.length });
  });
