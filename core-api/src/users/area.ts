import { z } from 'zod';
import {
  errors,
  idOf,
  UserFilter,
  UserInvite,
  UserRegister,
  UserRegisterMany,
  UserUpdate,
  workspaceParam,
  HR_FIELDS,
} from '@atrium/sdk/shared';
import { defineQuery, type Params, type RequestContext } from '@atrium/sdk/server';
import { inviteEmployee } from './invite.js';
import type { Area, AreaFactory, Core } from '../core.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { Client } from '../clients/entity.js';
import { platformOf } from '../services/providers.js';
import { User, type UserRow } from './entity.js';
import { publicUser } from './public.js';
import { userQuery } from './filter.js';
import { roleRoutes } from './roles.js';
import { rightRoutes } from './rights.js';
import { pinRoutes } from './pins.js';
import { exportRoutes } from './export.js';
import { birthdayRoutes } from './birthdays.js';
import { profileComplete } from './profile-complete.js';
import { assertRefs, assertUnique, createUser, givenRules } from './create.js';
import { indexPeople } from '../search/people.js';
import { REGISTER_MANY_JOB, registrationView, runRegistration, startRegistration } from './register-many.js';
import { Registration } from './registration.js';

export { assertUnique, createUser } from './create.js';

const UserId = z.object({ id: idOf('User') });

type ActiveValues = { active: boolean; limit: number; offset: number };
const activeUsers = defineQuery('users.active', User, 'u', (q, p: Params<ActiveValues>) =>
  q.andWhere(`u.deletion_mark = ${p.active}`).orderBy('u.lastName', 'ASC').addOrderBy('u.firstName', 'ASC').paged(p.limit, p.offset),
);
const activeCount = defineQuery('users.active.count', User, 'u', (q, p: Params<{ active: boolean }>) =>
  q.select('COUNT(*)', 'n').andWhere(`u.deletion_mark = ${p.active}`).rows<{ n: number | string }>(),
);

/** Whether the employee may sign in: what `employee.activated` and `employee.deactivated` report a change of. */
const canSignIn = (u: Pick<UserRow, 'blocked' | 'deletion_mark'>) => !u.blocked && !u.deletion_mark;

const canSeeHr = (ctx: RequestContext, targetId: string) => ctx.me.isAdmin || ctx.me.user.id === targetId;

/** The users area; the registration of many runs as a job of the core's queue. */
export const usersArea: AreaFactory = (core) => {
  platformOf(core).jobs.defineCore(REGISTER_MANY_JOB, (ctx) => runRegistration(core, ctx));
  return employeesArea(core);
};

const employeesArea = (core: Core): Area => ({
  core: true,
  code: 'users',
  routes: (r) => {
    /** Roles and rights given at creation obey the same rules as the role and right routes. */
    const checkGiven = async (clientId: string, u: { roles?: string[]; rights?: string[] }) => (await givenRules(core, clientId))(u);

    r.post('/register', { auth: 'admin', body: UserRegister, summary: 'Create an employee' }, async (ctx) => {
      await checkGiven(ctx.db.clientId, ctx.body);
      await assertRefs(ctx.db, ctx.body);
      const user = await createUser(core, ctx.db.clientId, ctx.body);
      await ctx.journal('users', 'user.create', { userId: user.id });
      return publicUser(user, { hr: true });
    });

    r.post(
      '/invite',
      { auth: 'admin', body: UserInvite, summary: 'Create an employee who sets their own password from a mailed invitation' },
      async (ctx) => {
        await checkGiven(ctx.db.clientId, ctx.body);
        await assertRefs(ctx.db, ctx.body);
        const client = await core.ds.getRepository(Client).findOneByOrFail({ id: ctx.db.clientId });
        const user = await inviteEmployee(core, ctx.db.clientId, ctx.body, client.name);
        await ctx.journal('users', 'user.invite', { userId: user.id });
        return publicUser(user, { hr: true });
      },
    );

    r.post(
      '/register_many',
      {
        auth: 'admin',
        body: UserRegisterMany,
        status: 202,
        summary: 'Create many employees, all or none, as a job: answers at once, GET api/register_many/{id} follows it',
      },
      (ctx) => startRegistration(core, ctx, ctx.body.users),
    );

    r.get(
      '/register_many/:id',
      {
        auth: 'admin',
        params: z.object({ id: idOf('Registration') }),
        summary: 'A registration of many: its state, how many are ready, then the employees created or the error',
      },
      async (ctx) => registrationView(ctx.db, await ctx.db.repo(Registration).get(ctx.params.id)),
    );

    r.get('/user/:id', { params: UserId, summary: 'One employee of the current client' }, async (ctx) => {
      const user = (await ctx.db.repo(User).get(ctx.params.id)) as UserRow;
      return publicUser(user, { hr: canSeeHr(ctx, user.id) });
    });

    r.put(
      '/user/:id',
      { params: UserId, body: UserUpdate, summary: 'Edit a profile (own with profile_edit, any as admin; own language always)' },
      async (ctx) => {
        const repo = ctx.db.repo(User);
        const user = (await repo.get(ctx.params.id)) as UserRow;
        const self = ctx.me.user.id === user.id;
        // The language is the user's own choice (the header's switch sends it), not a profile field an admin grants.
        const onlyLang = Object.keys(ctx.body).every((k) => k === 'lang');
        if (!ctx.me.isAdmin && !(self && (onlyLang || ctx.me.hasRight('profile_edit')))) throw errors.forbidden();
        const { password, confirmPassword: _c, oldPassword, ...fields } = ctx.body;
        if (!ctx.me.isAdmin) for (const f of HR_FIELDS) if (f in fields) throw errors.forbidden('No access', 'users.hrForbidden');
        await assertUnique(core, user.clientId, fields.email, fields.login, user.id);
        await assertRefs(ctx.db, fields);
        const patch: Partial<UserRow> = { ...(fields as Partial<UserRow>) };
        if (password) {
          if (!ctx.me.isAdmin || self) {
            if (!oldPassword || !(await verifyPassword(user.passwordHash, oldPassword)))
              throw errors.badRequest('old password required', 'users.oldPasswordRequired');
          }
          patch.passwordHash = await hashPassword(password);
        }
        await repo.update({ id: user.id }, patch as never);
        await indexPeople(ctx.db, [user.id]);
        if (password) await core.sessions.revokeUser(user.id);
        if (ctx.me.isAdmin && !self) await ctx.journal('users', 'user.update', { userId: user.id, fields: Object.keys(fields) });
        const updated = (await repo.get(user.id)) as UserRow;
        if (profileComplete(updated)) await ctx.events.emit('profile.completed', { userId: user.id });
        return publicUser(updated, { hr: canSeeHr(ctx, user.id) });
      },
    );

    r.get(
      '/user/for_client/:client',
      {
        params: z.object({ client: idOf('Client') }),
        query: z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(200).default(25) }),
        summary: 'Active employees of a client, paged',
      },
      async (ctx) => {
        // The busiest list of the platform: its page and count are declared queries.
        const { page, limit } = ctx.query;
        const values = { active: false, limit, offset: (page - 1) * limit };
        const [
          { entities },
          {
            raw: [count],
          },
        ] = await Promise.all([ctx.db.run(activeUsers, values), ctx.db.run(activeCount, values)]);
        return {
          result: (entities as UserRow[]).map((u) => publicUser(u, { hr: ctx.me.isAdmin })),
          page,
          limit,
          total: Number(count?.n ?? 0),
        };
      },
    );

    r.post(
      '/user/filter/:workspace',
      { params: z.object({ workspace: workspaceParam() }), body: UserFilter, summary: 'Search employees, paged in the database' },
      async (ctx) => {
        const f = ctx.body;
        if ((f.deleted || f.blocked || f.hrExcluded !== undefined) && !ctx.me.isAdmin) throw errors.forbidden();
        const [rows, total] = await userQuery(ctx.db, f)
          .skip((f.page - 1) * f.limit)
          .take(f.limit)
          .getManyAndCount();
        return { result: (rows as UserRow[]).map((u) => publicUser(u, { hr: ctx.me.isAdmin })), page: f.page, limit: f.limit, total };
      },
    );

    r.put('/user/delete/:id', { auth: 'admin', params: UserId, summary: 'Mark an employee deleted (fired); restorable' }, async (ctx) => {
      const user = (await ctx.db.repo(User).get(ctx.params.id)) as UserRow;
      if (user.id === ctx.me.user.id || user.roles.includes('admin'))
        throw errors.forbidden('cannot delete admin or self', 'users.cannotDeleteAdminOrSelf');
      await ctx.db.repo(User).update({ id: user.id }, { deletion_mark: true, dismissedAt: new Date() } as never);
      await indexPeople(ctx.db, [user.id]);
      await core.sessions.revokeUser(user.id);
      await ctx.journal('users', 'user.delete', { userId: user.id });
      if (canSignIn(user)) await ctx.events.emit('employee.deactivated', { userId: user.id, by: ctx.me.user.id });
      return { ok: true };
    });

    r.put('/user/undelete/:id', { auth: 'admin', params: UserId, summary: 'Restore a deleted employee' }, async (ctx) => {
      const user = (await ctx.db.repo(User).get(ctx.params.id)) as UserRow;
      await ctx.db.repo(User).update({ id: user.id }, { deletion_mark: false, dismissedAt: null } as never);
      await indexPeople(ctx.db, [user.id]);
      await ctx.journal('users', 'user.undelete', { userId: user.id });
      if (user.deletion_mark && !user.blocked) await ctx.events.emit('employee.activated', { userId: user.id, by: ctx.me.user.id });
      return { ok: true };
    });

    r.put(
      '/user/:id/block',
      { auth: 'admin', params: UserId, body: z.object({ blocked: z.boolean() }).strict(), summary: 'Block or unblock sign-in' },
      async (ctx) => {
        const user = (await ctx.db.repo(User).get(ctx.params.id)) as UserRow;
        if (user.id === ctx.me.user.id) throw errors.badRequest('cannot block yourself', 'users.cannotBlockSelf');
        await ctx.db.repo(User).update({ id: user.id }, { blocked: ctx.body.blocked } as never);
        if (ctx.body.blocked) await core.sessions.revokeUser(user.id);
        await ctx.journal('users', ctx.body.blocked ? 'user.block' : 'user.unblock', { userId: user.id });
        const after = { ...user, blocked: ctx.body.blocked };
        if (canSignIn(user) !== canSignIn(after))
          await ctx.events.emit(canSignIn(after) ? 'employee.activated' : 'employee.deactivated', { userId: user.id, by: ctx.me.user.id });
        return { ok: true };
      },
    );

    roleRoutes(r, core);
    rightRoutes(r, core);
    pinRoutes(r);
    exportRoutes(r);
    birthdayRoutes(r);
  },
});
