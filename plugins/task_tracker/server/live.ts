import type { RealtimeSetup } from '@atrium/sdk/server';
import { deskRoom } from '../shared/events.js';
import { Desk } from './entities/index.js';
import { placeOn } from './services/access.js';

/**
 * Who hears a desk's room: whoever may see the desk (its owner, admins, members; a hidden desk's
 * managers only). The platform asks it when a desk page joins and when a change calls `recheckRoom`.
 */
export const live: RealtimeSetup = (io) =>
  io.room(deskRoom, {
    mayHear: async (ctx, deskId) => {
      const desk = await ctx.db.repo(Desk).findOne({ id: deskId });
      return !!desk && (await placeOn(ctx, desk)) !== null;
    },
  });
