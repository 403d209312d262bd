import type { EventContext } from '@atrium/sdk/server';
import type { WallPublish } from '../../shared/events.js';
import { activeCards } from './cards.js';
import { storePost } from './post-write.js';
import { indexPost } from '../search.js';

/** `wall.publish`: a company post written for another plugin, as its author, open to everyone. */
export async function publishForPlugin(payload: WallPublish, ctx: EventContext): Promise<void> {
  const people = await activeCards(ctx.employees, [payload.authorId, ...payload.mentions]);
  if (!people.has(payload.authorId) || !payload.text.trim()) return;
  const post = await storePost(ctx.db, {
    parentType: 'company',
    parentId: ctx.db.clientId,
    authorId: payload.authorId,
    text: payload.text,
    thanks: false,
    thankedId: null,
    mentions: [...new Set(payload.mentions)].filter((m) => people.has(m)),
    attachments: [],
    restricted: false,
  });
  await indexPost(ctx, post);
}
