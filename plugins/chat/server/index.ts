import { definePlugin } from '@atrium/sdk/server';
import { manifest } from '../shared/manifest.js';
import { Chat, ChatMember, ChatMessage } from './entities/index.js';
import { Chat1763920000000 } from './migrations/1763920000000-chat.js';
import { realtime } from './realtime.js';
import { routes } from './routes/index.js';
import { seed } from './seed.js';
import { membership } from './services/access.js';
import { messageSearch } from './search.js';

/** Chat: named and private chats, live, with unread counts, typing, files and search. */
export default definePlugin(manifest, {
  entities: [Chat, ChatMember, ChatMessage],
  migrations: [Chat1763920000000],
  routes,
  realtime,
  // A file sent in a chat is downloaded by the chat's members only.
  fileAccess: async (ctx, owner) =>
    owner.type === 'chat' &&
    membership(ctx, owner.id, ctx.me.user.id).then(
      () => true,
      () => false,
    ),
  seed,
  search: messageSearch,
});
