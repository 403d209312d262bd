import type { RealtimeSetup } from '@atrium/sdk/server';
import { deskRoom } from '../shared/types.js';
import { Desk } from './entities/index.js';
import { placeOn } from './services/access.js';

/** A tab joins a board's live room when its user may see the board (owner, admins, members). */
export const live: RealtimeSetup = (io) =>
  io.on('connection', (socket, ctx) => {
    socket.on('task_tracker:join', async (payload: { desk?: unknown }, ack) => {
      const id = typeof payload?.desk === 'string' ? payload.desk : '';
      const desk = id ? await ctx.db.repo(Desk).findOne({ id }) : null;
      const ok = !!desk && (await placeOn(ctx, desk)) !== null;
      if (ok) await socket.join(deskRoom(id));
      ack?.({ ok });
    });
    socket.on('task_tracker:leave', async (payload: { desk?: unknown }) => {
      if (typeof payload?.desk === 'string') await socket.leave(deskRoom(payload.desk));
    });
  });
