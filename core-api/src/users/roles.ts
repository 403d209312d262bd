import { z } from 'zod';
import { errors, idOf, namesOf, type RouteBuilder } from '@atrium/sdk/server';
import type { RequestContext } from '@atrium/sdk/server';
import type { Core } from '../core.js';

import { User, type UserRow } from './entity.js';
import { allFeatures, assignableRoles } from './assignable.js';
import { followAccess } from '../realtime/access.js';
import { platformOf } from '../services/providers.js';

const RoleParam = z
  .string()
  .min(2)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/)
  .meta(namesOf('role'));

function checkRole(core: Core, role: string) {
  if (!assignableRoles(allFeatures(core)).includes(role)) throw errors.badRequest(`unknown role ${role}`, 'users.unknownRole');
}

/** Adds or removes a role on the given rows, one update per changed row. */
async function applyRole(ctx: RequestContext, rows: Pick<UserRow, 'id' | 'roles'>[], role: string, add: boolean): Promise<number> {
  let changed = 0;
  await ctx.db.transaction(async (db) => {
    for (const u of rows) {
      const has = u.roles.includes(role);
      if (has === add) continue;
      await db.repo(User).update({ id: u.id }, { roles: add ? [...u.roles, role] : u.roles.filter((r) => r !== role) } as never);
      changed++;
    }
  });
  return changed;
}

/** Roles for one employee or for all of a client (docs/architecture.md, Rights, roles and grants). The caller's own role never changes. */
export function roleRoutes(r: RouteBuilder, core: Core) {
  const ClientRole = z.object({ client: idOf('Client'), role: RoleParam });
  const UserRole = z.object({ id: idOf('User'), role: RoleParam });

  for (const [method, add] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    r[method](
      '/clients/:client/role/:role',
      {
        auth: 'admin',
        params: ClientRole,
        summary: `${add ? 'Give' : 'Take'} a role ${add ? 'to' : 'from'} every employee of the client except the caller`,
      },
      async (ctx) => {
        checkRole(core, ctx.params.role);
        const rows = (await ctx.db.repo(User).find({ where: { deletion_mark: false } })) as UserRow[];
        const others = rows.filter((u) => u.id !== ctx.me.user.id);
        const changed = await applyRole(ctx, others, ctx.params.role, add);
        if (!add) await followAccess(core, platformOf(core).hub, ctx.db.clientId, null);
        await ctx.journal('users', add ? 'role.add_all' : 'role.remove_all', { role: ctx.params.role, count: changed });
        return { changed };
      },
    );

    r[method](
      '/user/:id/role/:role',
      { auth: 'admin', params: UserRole, summary: `${add ? 'Give' : 'Take'} a role ${add ? 'to' : 'from'} one employee` },
      async (ctx) => {
        checkRole(core, ctx.params.role);
        const user = (await ctx.db.repo(User).get(ctx.params.id)) as UserRow;
        if (user.id === ctx.me.user.id) throw errors.forbidden('cannot change own role', 'users.cannotChangeOwnRole');
        await applyRole(ctx, [user], ctx.params.role, add);
        // A role taken may take the rights it gave: the open tabs leave the rooms of plugins no longer theirs.
        if (!add) await followAccess(core, platformOf(core).hub, ctx.db.clientId, [user.id]);
        await ctx.journal('users', add ? 'role.add' : 'role.remove', { userId: user.id, role: ctx.params.role });
        return { roles: ((await ctx.db.repo(User).get(user.id)) as UserRow).roles };
      },
    );
  }
}
