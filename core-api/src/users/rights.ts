import { z } from 'zod';
import { In } from 'typeorm';
import { errors, idOf, namesOf, type RequestContext, type RouteBuilder } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { Client } from '../clients/entity.js';
import { User, type UserRow } from './entity.js';
import { assignableRights } from './assignable.js';
import { followAccess } from '../realtime/access.js';
import { platformOf } from '../services/providers.js';

const RightCode = z
  .string()
  .min(2)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/);
const RightList = z.array(RightCode).max(200);
/** Rights to give: the document lists the installation's; the client's features narrow them (`checkAssignable`). */
const GivenRights = z.array(RightCode.meta(namesOf('right'))).max(200);

async function clientRights(core: Core, clientId: string) {
  const client = await core.ds.getRepository(Client).findOneByOrFail({ id: clientId });
  return { client, assignable: assignableRights(core, client.features) };
}

/** Rights the client's features do not allow are refused with their names. */
function checkAssignable(rights: string[], assignable: string[]) {
  const bad = rights.filter((r) => !assignable.includes(r));
  if (bad.length)
    throw errors.badRequest(`rights not available for this client: ${bad.join(', ')}`, 'users.rightNotAssignable', { rights: bad });
}

/** The employee hears about a change of rights; a missing notification service never fails the change. */
async function tellRightsChanged(core: Core, ctx: RequestContext, userIds: string[]) {
  if (!userIds.length) return;
  try {
    await ctx.notify(userIds, {
      name: 'rights.changed',
      section: 'other',
      title: 'Your access rights have changed',
      text: 'An administrator changed your access rights.',
      link: '/profile',
    });
  } catch (err) {
    core.log.warn({ err }, 'rights change notification not sent');
  }
}

/** Writes the rights; the open tabs of whoever lost one leave that plugin's live rooms before this answers. */
async function setRights(
  core: Core,
  ctx: RequestContext,
  rows: Pick<UserRow, 'id' | 'rights'>[],
  next: (current: string[]) => string[],
): Promise<string[]> {
  const changed: string[] = [];
  await ctx.db.transaction(async (db) => {
    for (const u of rows) {
      const rights = [...new Set(next(u.rights))].sort();
      if (rights.join() === [...u.rights].sort().join()) continue;
      await db.repo(User).update({ id: u.id }, { rights } as never);
      changed.push(u.id);
    }
  });
  await followAccess(core, platformOf(core).hub, ctx.db.clientId, changed);
  return changed;
}

/**
 * Per-employee feature rights (docs/architecture.md, Rights, roles and grants): one by one, a whole set, or in bulk for many employees;
 * initial rights for new employees; the superuser mark.
 */
export function rightRoutes(r: RouteBuilder, core: Core) {
  const UserId = z.object({ id: idOf('User') });
  const ClientId = z.object({ client: idOf('Client') });

  r.get(
    '/clients/:client/rights',
    { auth: 'admin', params: ClientId, summary: 'Rights the client features allow, and the initial rights of new employees' },
    async (ctx) => {
      const { client, assignable } = await clientRights(core, ctx.db.clientId);
      return { assignable, initial: client.initialRights.filter((x) => assignable.includes(x)) };
    },
  );

  r.put(
    '/clients/:client/initial_rights',
    { auth: 'admin', params: ClientId, body: z.object({ rights: GivenRights }).strict(), summary: 'Rights every new employee gets' },
    async (ctx) => {
      const { assignable } = await clientRights(core, ctx.db.clientId);
      checkAssignable(ctx.body.rights, assignable);
      const initialRights = [...new Set(ctx.body.rights)].sort();
      await core.ds.getRepository(Client).update({ id: ctx.db.clientId }, { initialRights, updatedAt: new Date() });
      await ctx.journal('rights', 'rights.initial', { rights: initialRights });
      return { initial: initialRights };
    },
  );

  r.put(
    '/clients/:client/rights',
    {
      auth: 'admin',
      params: ClientId,
      body: z
        .object({ users: z.array(idOf('User')).min(1).max(5000).optional(), add: GivenRights.optional(), remove: RightList.optional() })
        .strict(),
      summary: 'Give and take rights in bulk: for the employees listed, or every employee',
    },
    async (ctx) => {
      const { add = [], remove = [] } = ctx.body;
      const { assignable } = await clientRights(core, ctx.db.clientId);
      checkAssignable(add, assignable);
      const where = ctx.body.users ? { id: In(ctx.body.users), deletion_mark: false } : { deletion_mark: false };
      const rows = (await ctx.db.repo(User).find({ where: where as never })) as UserRow[];
      if (ctx.body.users && rows.length !== new Set(ctx.body.users).size) throw errors.notFound('User not found', 'users.notFound');
      const changed = await setRights(core, ctx, rows, (cur) => [...cur.filter((x) => !remove.includes(x)), ...add]);
      await ctx.journal('rights', 'rights.bulk', { add, remove, count: changed.length });
      await tellRightsChanged(core, ctx, changed);
      return { changed: changed.length };
    },
  );

  r.put(
    '/user/:id/rights',
    { auth: 'admin', params: UserId, body: z.object({ rights: GivenRights }).strict(), summary: 'Replace the rights of one employee' },
    async (ctx) => {
      const user = (await ctx.db.repo(User).get(ctx.params.id)) as UserRow;
      const { assignable } = await clientRights(core, ctx.db.clientId);
      checkAssignable(ctx.body.rights, assignable);
      const changed = await setRights(core, ctx, [user], () => ctx.body.rights);
      if (changed.length) await ctx.journal('rights', 'rights.set', { userId: user.id, rights: ctx.body.rights });
      await tellRightsChanged(core, ctx, changed);
      return { rights: ((await ctx.db.repo(User).get(user.id)) as UserRow).rights };
    },
  );

  r.put(
    '/user/:id/rights/:right',
    {
      auth: 'admin',
      params: z.object({ id: idOf('User'), right: RightCode }),
      body: z.object({ active: z.boolean() }).strict(),
      summary: 'Give or take one right of one employee',
    },
    async (ctx) => {
      const user = (await ctx.db.repo(User).get(ctx.params.id)) as UserRow;
      const { assignable } = await clientRights(core, ctx.db.clientId);
      if (ctx.body.active) checkAssignable([ctx.params.right], assignable);
      const changed = await setRights(core, ctx, [user], (cur) =>
        ctx.body.active ? [...cur, ctx.params.right] : cur.filter((x) => x !== ctx.params.right),
      );
      if (changed.length)
        await ctx.journal('rights', ctx.body.active ? 'right.add' : 'right.remove', { userId: user.id, right: ctx.params.right });
      await tellRightsChanged(core, ctx, changed);
      return { rights: ((await ctx.db.repo(User).get(user.id)) as UserRow).rights };
    },
  );

  r.put(
    '/user/:id/superuser',
    {
      auth: 'admin',
      params: UserId,
      body: z.object({ superuser: z.boolean() }).strict(),
      summary: 'Mark or unmark an employee as superuser',
    },
    async (ctx) => {
      const user = (await ctx.db.repo(User).get(ctx.params.id)) as UserRow;
      if (user.id === ctx.me.user.id) throw errors.forbidden('cannot change own role', 'users.cannotChangeOwnRole');
      await ctx.db.repo(User).update({ id: user.id }, { superuser: ctx.body.superuser } as never);
      if (!ctx.body.superuser) await followAccess(core, platformOf(core).hub, ctx.db.clientId, [user.id]);
      await ctx.journal('users', ctx.body.superuser ? 'superuser.on' : 'superuser.off', { userId: user.id });
      return { superuser: ctx.body.superuser };
    },
  );
}
