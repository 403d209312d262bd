import type { RealtimeSetup } from '@atrium/sdk/server';
import { deskRoom } from '../shared/events.js';
import { Desk } from './entities/index.js';
import { placeOn } from './services/access.js';

/**
 * Who hears a board's room: whoever may see the board (its owner, admins, members; a hidden board's
 * managers only). The platform asks it when a board page joins and when a change calls `recheckRoom`.
 */
export const live: RealtimeSetup = (io) =>
  io.room(deskRoom, {
    mayHear: async (ctx, deskId) => {
      const desk = await ctx.db.repo(Desk).findOne({ id: deskId });
      return !!desk && (await placeOn(ctx, desk)) !== null;
    },
  });
