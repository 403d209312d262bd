import { wire } from '@atrium/sdk/contract';
import { SEND_LIMIT, TYPING_LIMIT } from './constants.js';
import { chatSocket, type UnreadPush } from './events.js';
import { ChatCreate, ChatIdPayload, MessageSend, MessagesMissed, MessagesRead, SearchMessages } from './schemas.js';
import type { ChatMessageView, ChatView, HistoryPage, SearchHit } from './types.js';

const { defineSocketEvent } = chatSocket;

/**
 * What a tab sends (each event named `chat:<name>` on the wire), each with its payload's schema,
 * its answer and, where a person's pace is not the platform's default, its rate limit.
 */
export const SEND = {
  messageSend: defineSocketEvent('message:send', { payload: MessageSend, ack: wire.result<ChatMessageView>(), limit: SEND_LIMIT }),
  chatCreate: defineSocketEvent('chat:create', { payload: ChatCreate, ack: wire.result<ChatView>() }),
  messagesRead: defineSocketEvent('messages:read', { payload: MessagesRead, ack: wire.result<UnreadPush>(), limit: SEND_LIMIT }),
  searchMessages: defineSocketEvent('search:messages', { payload: SearchMessages, ack: wire.result<SearchHit[]>() }),
  typingStart: defineSocketEvent('typing:start', { payload: ChatIdPayload, limit: TYPING_LIMIT }),
  typingStop: defineSocketEvent('typing:stop', { payload: ChatIdPayload, limit: TYPING_LIMIT }),
  messagesMissed: defineSocketEvent('messages:missed', { payload: MessagesMissed, ack: wire.result<HistoryPage>() }),
};
