// `@atrium/sdk/manifest`, not `@atrium/sdk/shared`: the UI imports this file, and the shared module would bring every schema.
import { defineManifest } from '@atrium/sdk/manifest';
import { PUSH } from './events.js';

/** Chat, declared once: the server half, the UI half and the core's `GET /api/plugins` all read this. */
export const manifest = defineManifest({
  code: 'chat',
  titles: { ru: 'Чаты', en: 'Chats', uk: 'Чати' },
  sdk: '^1',
  rights: { chat: { ru: 'Чаты', en: 'Chats', uk: 'Чати' } },
  uiRight: 'chat',
  routes: ['/chat', '/chat/:_id'],
  // The room shows nothing before both its info (names, read marks) and its history.
  firstCalls: { '/chat/:_id': ['/api/chat/room/:_id/info', '/api/chat/room/:_id/messages'] },
  menu: [
    {
      key: 'chat',
      to: '/chat',
      order: 110,
      titles: { ru: 'Чаты', en: 'Chats', uk: 'Чати' },
      // Unread messages over chats neither muted nor archived, read again on every message and read mark.
      badge: {
        path: '/api/chat/unread',
        events: [PUSH.newMessage, PUSH.unread, PUSH.youAdded, PUSH.youRemoved, PUSH.removed].map((p) => p.event),
      },
      // Tabler's "messages" outline icon (MIT).
      icon: {
        paths: [
          'M21 14l-3 -3h-7a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1h9a1 1 0 0 1 1 1v10',
          'M14 15v2a1 1 0 0 1 -1 1h-7l-3 3v-10a1 1 0 0 1 1 -1h2',
        ],
      },
    },
  ],
});
