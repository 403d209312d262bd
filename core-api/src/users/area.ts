import { z } from 'zod';
import { In, IsNull } from 'typeorm';
import { errors, idOf, UserFilter, UserInvite, UserRegister, UserUpdate, workspaceParam, HR_FIELDS } from '@atrium/sdk/shared';
import { inviteEmployee } from './invite.js';
import { defineQuery, type Params, type RequestContext, type ClientDb } from '@atrium/sdk/server';
import { Department } from '../structure/entities.js';
import type { AreaFactory, Core } from '../core.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { Client } from '../clients/entity.js';
import { User, type UserRow } from './entity.js';
import { publicUser } from './public.js';
import { newId } from '../db/ids.js';
import { serialTransaction } from '../db/row-lock.js';
import { userQuery } from './filter.js';
import { roleRoutes } from './roles.js';
import { rightRoutes } from './rights.js';
import { pinRoutes } from './pins.js';
import { exportRoutes } from './export.js';
import { birthdayRoutes } from './birthdays.js';
import { profileComplete } from './profile-complete.js';
import { assignableRights, assignableRoles } from './assignable.js';
import { allFeatures } from '../clients/area.js';

const UserId = z.object({ id: idOf('User') });

/**
 * Login and e-mail are unique within a client (migration LoginsPerClient1732200101200): another
 * company's accounts are never looked at, so the answer tells nothing about them.
 */
export async function assertUnique(
  core: Core,
  clientId: string | null,
  email: string | undefined,
  login: string | undefined | null,
  exceptId?: string,
) {
  const repo = core.ds.getRepository(User);
  const client = clientId ?? IsNull();
  if (email) {
    const other = await repo.findOne({ where: { clientId: client, email }, select: { id: true } });
    if (other && other.id !== exceptId) throw errors.conflict('email already registered', 'users.emailTaken');
  }
  if (login) {
    const other = await repo.findOne({ where: { clientId: client, login }, select: { id: true } });
    if (other && other.id !== exceptId) throw errors.conflict('login already taken', 'users.loginTaken');
  }
}

export async function createUser(core: Core, clientId: string, input: z.output<typeof UserRegister>): Promise<UserRow> {
  await assertUnique(core, clientId, input.email, input.login);
  const row = await newUserRow(core, clientId, input);
  await core.ds.getRepository(User).insert(row);
  return core.ds.getRepository(User).findOneByOrFail({ id: row.id });
}

/** A new employee's row with the password hashed; not written yet (the caller has checked e-mail and login). */
async function newUserRow(core: Core, clientId: string, input: z.output<typeof UserRegister>): Promise<UserRow> {
  const client = await core.ds.getRepository(Client).findOneByOrFail({ id: clientId });
  const { password, confirmPassword: _c, roles, rights, ...fields } = input;
  const now = new Date();
  return {
    ...fields,
    id: newId(),
    clientId,
    login: input.login ?? null,
    passwordHash: await hashPassword(password),
    roles: (roles ?? []).filter((r) => r !== 'superadmin'),
    rights: rights ?? client.initialRights ?? [],
    lang: input.lang ?? client.lang ?? 'ru',
    social: input.social ?? {},
    createdAt: now,
    updatedAt: now,
  } as unknown as UserRow;
}

/** A department or chief named on an employee must be of the same client: another client's id is 404. */
async function assertRefs(db: ClientDb, f: { departmentId?: string | null; chiefId?: string | null }) {
  if (f.departmentId && !(await db.repo(Department).exists({ id: f.departmentId, deleted: false }))) throw errors.notFound();
  if (f.chiefId && !(await db.repo(User).exists({ id: f.chiefId, deletion_mark: false } as never)))
    throw errors.notFound('User not found', 'users.notFound');
}

type ActiveValues = { active: boolean; limit: number; offset: number };
const activeUsers = defineQuery('users.active', User, 'u', (q, p: Params<ActiveValues>) =>
  q.andWhere(`u.deletion_mark = ${p.active}`).orderBy('u.lastName', 'ASC').addOrderBy('u.firstName', 'ASC').paged(p.limit, p.offset),
);
const activeCount = defineQuery('users.active.count', User, 'u', (q, p: Params<{ active: boolean }>) =>
  q.select('COUNT(*)', 'n').andWhere(`u.deletion_mark = ${p.active}`).rows<{ n: number | string }>(),
);

const canSeeHr = (ctx: RequestContext, targetId: string) => ctx.me.isAdmin || ctx.me.user.id === targetId;

export const usersArea: AreaFactory = (core) => ({
  core: true,
  code: 'users',
  routes: (r) => {
    /** Roles and rights given at creation obey the same rules as the role and right routes. */
    const checkGiven = async (clientId: string, u: { roles?: string[]; rights?: string[] }) => {
      const roles = assignableRoles(allFeatures(core));
      const badRole = (u.roles ?? []).find((x) => !roles.includes(x));
      if (badRole) throw errors.badRequest(`unknown role ${badRole}`, 'users.unknownRole');
      const client = await core.ds.getRepository(Client).findOneByOrFail({ id: clientId });
      const rights = assignableRights(core, client.features);
      const bad = (u.rights ?? []).filter((x) => !rights.includes(x));
      if (bad.length)
        throw errors.badRequest(`rights not available for this client: ${bad.join(', ')}`, 'users.rightNotAssignable', { rights: bad });
    };

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
        body: z.object({ users: z.array(z.unknown()).min(1).max(1000) }).strict(),
        summary: 'Create many employees; all or none',
      },
      async (ctx) => {
        const parsed = ctx.body.users.map((u, i) => {
          const res = UserRegister.safeParse(u);
          if (!res.success)
            throw errors.badRequest(
              `users.${i}: ${res.error.issues[0]?.message}`,
              'errors.validation',
              res.error.issues.map((x) => ({ path: `users.${i}.${x.path.join('.')}`, message: x.message })),
            );
          return res.data;
        });
        const emails = new Set<string>();
        const logins = new Set<string>();
        for (const u of parsed) {
          // Compared as stored: lower-case (entity.ts).
          const email = u.email.toLowerCase();
          const login = u.login?.toLowerCase();
          if (emails.has(email)) throw errors.conflict('email already registered', 'users.emailTaken', { email: u.email });
          if (login && logins.has(login)) throw errors.conflict('login already taken', 'users.loginTaken', { login });
          emails.add(email);
          if (login) logins.add(login);
          await checkGiven(ctx.db.clientId, u);
          await assertRefs(ctx.db, u);
          await assertUnique(core, ctx.db.clientId, u.email, u.login);
        }
        // The passwords are hashed first (argon2 takes tens of milliseconds each); then one transaction
        // writes every row or, if one fails (an e-mail another request took meanwhile: 409), none. Its
        // own manager, so on MariaDB the inserts are inside it; the serial queue, so on SQLite they never
        // run inside another request's transaction. 200 rows a statement keeps SQLite's bound values
        // (~50 a row) under its limit of 32,766.
        const rows: UserRow[] = [];
        for (const u of parsed) rows.push(await newUserRow(core, ctx.db.clientId, u));
        await serialTransaction(core.ds.manager, async (m) => {
          for (let i = 0; i < rows.length; i += 200) await m.getRepository(User).insert(rows.slice(i, i + 200));
        });
        const byId = new Map((await ctx.db.repo(User).find({ where: { id: In(rows.map((r) => r.id)) } })).map((u) => [u.id, u]));
        await ctx.journal('users', 'user.create_many', { count: rows.length });
        return rows.map((r) => publicUser(byId.get(r.id) as UserRow, { hr: true }));
      },
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
        if ((f.deleted || f.blocked) && !ctx.me.isAdmin) throw errors.forbidden();
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
      await ctx.db.repo(User).update({ id: user.id }, { deletion_mark: true } as never);
      await core.sessions.revokeUser(user.id);
      await ctx.journal('users', 'user.delete', { userId: user.id });
      return { ok: true };
    });

    r.put('/user/undelete/:id', { auth: 'admin', params: UserId, summary: 'Restore a deleted employee' }, async (ctx) => {
      await ctx.db.repo(User).get(ctx.params.id);
      await ctx.db.repo(User).update({ id: ctx.params.id }, { deletion_mark: false } as never);
      await ctx.journal('users', 'user.undelete', { userId: ctx.params.id });
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
