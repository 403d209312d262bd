import { z } from 'zod';
import { scimPatch, ScimError as PatchError, type ScimPatchOperation } from 'scim-patch';
import { parse as parseFilter, type Filter } from 'scim2-parse-filter';
import { UserInvite, UserRegister, type Lang } from '@atrium/sdk/shared';
import type { Core } from '../core.js';
import { newToken } from '../auth/tokens.js';
import { Client } from '../clients/entity.js';
import { Department } from '../structure/entities.js';
import { User, type UserRow } from '../users/entity.js';
import { assertUnique, createUser } from '../users/create.js';
import { invalidValue, SCHEMAS, ScimError } from './answers.js';

/** What a directory sends for a user; more attributes may come and are left alone. */
export const ScimUserBody = z
  .object({
    userName: z.string().trim().min(1).max(200),
    name: z.object({ givenName: z.string().optional(), familyName: z.string().optional() }).passthrough().optional(),
    emails: z
      .array(z.object({ value: z.string(), primary: z.union([z.boolean(), z.string()]).optional() }).passthrough())
      .max(20)
      .optional(),
    title: z.string().max(100).nullable().optional(),
    // Entra ID sends "True" and "False".
    active: z.union([z.boolean(), z.string().regex(/^(true|false)$/i)]).optional(),
  })
  .passthrough();
type ScimUserInput = z.output<typeof ScimUserBody>;

const truth = (v: boolean | string | undefined) => (typeof v === 'string' ? v.toLowerCase() === 'true' : (v ?? true));

/** A user as SCIM shows it; the department is its one group. */
export function scimUser(u: UserRow, base: string, dept: { id: string; name: string } | null) {
  return {
    schemas: [SCHEMAS.user],
    id: u.id,
    userName: u.login ?? u.email,
    name: { givenName: u.firstName, familyName: u.lastName, formatted: `${u.firstName} ${u.lastName}` },
    displayName: `${u.firstName} ${u.lastName}`,
    emails: [{ value: u.email, type: 'work', primary: true }],
    ...(u.position ? { title: u.position } : {}),
    active: !u.blocked,
    groups: dept ? [{ value: dept.id, display: dept.name, $ref: `${base}/Groups/${dept.id}` }] : [],
    meta: {
      resourceType: 'User',
      created: new Date(u.createdAt).toISOString(),
      lastModified: new Date(u.updatedAt).toISOString(),
      location: `${base}/Users/${u.id}`,
    },
  };
}

/**
 * The employee's fields from a SCIM user, checked by the platform's own rules (names, e-mail): a userName
 * with @ is the e-mail (when no e-mail is given), one without is the login.
 */
function fieldsOf(input: ScimUserInput) {
  const userName = input.userName.toLowerCase();
  const emails = input.emails ?? [];
  const email =
    (emails.find((e) => truth(e.primary) && e.primary !== undefined) ?? emails[0])?.value ?? (userName.includes('@') ? userName : '');
  const checked = UserInvite.pick({ firstName: true, lastName: true, email: true, login: true, position: true }).safeParse({
    firstName: input.name?.givenName ?? '',
    lastName: input.name?.familyName ?? '',
    email,
    ...(userName.includes('@') ? {} : { login: userName }),
    ...(input.title ? { position: input.title } : {}),
  });
  if (!checked.success) {
    const where: Record<string, string> = {
      firstName: 'name.givenName',
      lastName: 'name.familyName',
      email: 'emails',
      login: 'userName',
      position: 'title',
    };
    throw invalidValue(checked.error.issues.map((i) => `${where[String(i.path[0])] ?? String(i.path[0])}: ${i.message}`).join('; '));
  }
  // A userName with @ leaves the login as it is: an employee keeps the login they sign in with.
  const { login, ...fields } = checked.data;
  return { ...fields, ...(login ? { login } : {}), position: fields.position ?? null, active: truth(input.active) };
}

/** The SCIM side of one client: its employees as users, read and written through the client's repository. */
export function scimUsers(core: Core, clientId: string, base: string) {
  const svc = core.serviceContext(clientId);
  const repo = svc.db.repo(User);
  const live = async (id: string) => {
    const u = (await repo.findOne({ id, deletion_mark: false } as never)) as UserRow | null;
    if (!u) throw new ScimError(404, undefined, 'User not found');
    return u;
  };
  const shown = async (u: UserRow) => {
    const dept = u.departmentId ? await svc.db.repo(Department).findOne({ id: u.departmentId, deleted: false }) : null;
    return scimUser(u, base, dept);
  };

  /** Blocking is the platform's: sessions end at once, and modules hear of it (by: null, the directory). */
  const setActive = async (u: UserRow, active: boolean) => {
    if (u.blocked === !active) return;
    await repo.update({ id: u.id }, { blocked: !active } as never);
    if (!active) await core.sessions.revokeUser(u.id);
    await svc.journal('users', active ? 'user.unblock' : 'user.block', { userId: u.id, by: 'scim' });
    await svc.events.emit(active ? 'employee.activated' : 'employee.deactivated', { userId: u.id, by: null });
  };

  const replace = async (u: UserRow, input: ScimUserInput) => {
    const { active, ...fields } = fieldsOf(input);
    await assertUnique(core, clientId, fields.email, fields.login, u.id);
    await repo.update({ id: u.id }, fields as never);
    await setActive({ ...u, ...fields } as UserRow, active);
    return shown(await live(u.id));
  };

  return {
    get: async (id: string) => shown(await live(id)),

    async list(filter: string | undefined, startIndex: number, count: number) {
      const where = { deletion_mark: false, ...(filter ? whereOf(filter) : {}) } as never;
      const [rows, total] = await Promise.all([
        repo.find({ where, order: { createdAt: 'ASC', id: 'ASC' }, skip: startIndex - 1, take: count }) as Promise<UserRow[]>,
        repo.count(where),
      ]);
      return {
        schemas: [SCHEMAS.list],
        totalResults: total,
        startIndex,
        itemsPerPage: rows.length,
        Resources: await Promise.all(rows.map(shown)),
      };
    },

    async create(input: ScimUserInput) {
      const { active, ...fields } = fieldsOf(input);
      const client = await core.ds.getRepository(Client).findOneByOrFail({ id: clientId });
      // They sign in through the company's provider: the password is one nobody knows.
      const password = newToken();
      const user = await createUser(core, clientId, {
        ...fields,
        password,
        confirmPassword: password,
        lang: client.lang as Lang,
      } as z.output<typeof UserRegister>);
      await svc.journal('users', 'user.create', { userId: user.id, by: 'scim' });
      await setActive(user, active);
      return shown(await live(user.id));
    },

    replace: async (id: string, input: ScimUserInput) => replace(await live(id), input),

    async patch(id: string, operations: ScimPatchOperation[]) {
      const u = await live(id);
      let patched: unknown;
      try {
        // scim-patch types `meta` with dates; the user's own text form patches the same.
        patched = scimPatch((await shown(u)) as never, operations);
      } catch (err) {
        if (err instanceof PatchError) throw invalidValue(err.message);
        throw err;
      }
      const input = ScimUserBody.safeParse(patched);
      if (!input.success) throw invalidValue(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      return replace(u, input.data);
    },

    /** A deleted employee: marked deleted as an admin's delete does, sessions ended. */
    async remove(id: string) {
      const u = await live(id);
      await repo.update({ id: u.id }, { deletion_mark: true } as never);
      await core.sessions.revokeUser(u.id);
      await svc.journal('users', 'user.delete', { userId: u.id, by: 'scim' });
      if (!u.blocked) await svc.events.emit('employee.deactivated', { userId: u.id, by: null });
    },
  };
}

/**
 * The filters directories send to find a user before creating one: `userName eq`, `emails.value eq`
 * (and `id eq`). Others are refused with `invalidFilter` rather than answered wrong.
 */
function whereOf(text: string): Record<string, string> {
  let f: Filter;
  try {
    f = parseFilter(text);
  } catch {
    throw new ScimError(400, 'invalidFilter', `The filter ${text} cannot be parsed`);
  }
  if (f.op !== 'eq' || !('compValue' in f) || typeof f.compValue !== 'string')
    throw new ScimError(400, 'invalidFilter', 'Only userName, emails.value and id compared with eq are supported');
  const value = f.compValue.toLowerCase();
  switch (f.attrPath.toLowerCase()) {
    case 'username':
      return value.includes('@') ? { email: value } : { login: value };
    case 'emails.value':
    case 'emails':
      return { email: value };
    case 'id':
      return { id: f.compValue };
    default:
      throw new ScimError(400, 'invalidFilter', 'Only userName, emails.value and id compared with eq are supported');
  }
}
