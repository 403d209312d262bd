import { z } from 'zod';
import { IsNull, Not } from 'typeorm';
import { errors, idOf, type RouteBuilder, type ClientDb } from '@atrium/sdk/server';
import { User, type UserRow } from './entity.js';

/** The pinned employees in pin order, as `{ _id, pinned_num }`. */
async function pinned(db: ClientDb) {
  const rows = (await db
    .repo(User)
    .find({ where: { pinnedNum: Not(IsNull()), deletion_mark: false } as never, order: { pinnedNum: 'ASC', id: 'ASC' } })) as UserRow[];
  return rows.map((u) => ({ id: u.id, pinned_num: u.pinnedNum }));
}

/** Writes 1..n onto the given order of ids. */
async function renumber(db: ClientDb, ids: string[]) {
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) await tx.repo(User).update({ id }, { pinnedNum: i + 1 } as never);
  });
}

/** Pins put employees at the top of the address book in an order the admin chooses. */
export function pinRoutes(r: RouteBuilder) {
  r.put(
    '/user/pin/:id',
    {
      auth: 'admin',
      params: z.object({ id: idOf('User') }),
      body: z.object({ pinned: z.boolean().optional() }).strict(),
      summary: 'Pin an employee (last place) or unpin; without a body it toggles',
    },
    async (ctx) => {
      const user = (await ctx.db.repo(User).get(ctx.params.id)) as UserRow;
      const pin = ctx.body.pinned ?? user.pinnedNum === null;
      const order = (await pinned(ctx.db)).map((p) => p.id).filter((id) => id !== user.id);
      if (pin) order.push(user.id);
      else await ctx.db.repo(User).update({ id: user.id }, { pinnedNum: null } as never);
      await renumber(ctx.db, order);
      return pinned(ctx.db);
    },
  );

  r.put(
    '/user/pin_move',
    {
      auth: 'admin',
      body: z.object({ id: idOf('User'), to: z.number().int().min(1) }).strict(),
      summary: 'Move a pinned employee to another place (1-based)',
    },
    async (ctx) => {
      const order = (await pinned(ctx.db)).map((p) => p.id);
      const from = order.indexOf(ctx.body.id);
      if (from < 0) throw errors.notFound('User not found', 'users.notPinned');
      order.splice(from, 1);
      order.splice(Math.min(ctx.body.to, order.length + 1) - 1, 0, ctx.body.id);
      await renumber(ctx.db, order);
      return pinned(ctx.db);
    },
  );
}
