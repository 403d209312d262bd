import type { z } from 'zod';
import { IsNull } from 'typeorm';
import { errors, type UserRegister } from '@atrium/sdk/shared';
import type { ClientDb } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { hashPassword } from '../auth/passwords.js';
import { Client, type ClientRow } from '../clients/entity.js';
import { Department } from '../structure/entities.js';
import { newId } from '../db/ids.js';
import { createClientDb } from '../db/client-db.js';
import { indexPeople } from '../search/people.js';
import { allFeatures, assignableRights, assignableRoles } from './assignable.js';
import { User, type UserRow } from './entity.js';

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
  const client = await core.ds.getRepository(Client).findOneByOrFail({ id: clientId });
  const row = await newUserRow(client, input);
  await core.ds.getRepository(User).insert(row);
  await indexPeople(createClientDb(core.ds, clientId), [row.id]);
  return core.ds.getRepository(User).findOneByOrFail({ id: row.id });
}

/** A new employee's row with the password hashed; not written yet (the caller has checked e-mail and login). */
export async function newUserRow(client: ClientRow, input: z.output<typeof UserRegister>): Promise<UserRow> {
  const { password, confirmPassword: _c, ...fields } = input;
  return userRowOf(client, fields, await hashPassword(password));
}

/** A new employee's row from checked fields and a password hash: the client's rights and language unless given. */
export function userRowOf(
  client: ClientRow,
  input: Omit<z.output<typeof UserRegister>, 'password' | 'confirmPassword'>,
  passwordHash: string,
): UserRow {
  const { roles, rights, ...fields } = input;
  const now = new Date();
  return {
    ...fields,
    id: newId(),
    clientId: client.id,
    login: input.login ?? null,
    passwordHash,
    roles: (roles ?? []).filter((r) => r !== 'superadmin'),
    rights: rights ?? client.initialRights ?? [],
    lang: input.lang ?? client.lang ?? 'ru',
    social: input.social ?? {},
    createdAt: now,
    updatedAt: now,
  } as unknown as UserRow;
}

/**
 * The check that roles and rights given at creation obey the same rules as the role and right routes,
 * built once per client (a list of employees is checked with one lookup of the client).
 */
export async function givenRules(core: Core, clientId: string) {
  const roles = assignableRoles(allFeatures(core));
  const client = await core.ds.getRepository(Client).findOneByOrFail({ id: clientId });
  const rights = assignableRights(core, client.features);
  return (u: { roles?: string[]; rights?: string[] }) => {
    const badRole = (u.roles ?? []).find((x) => !roles.includes(x));
    if (badRole) throw errors.badRequest(`unknown role ${badRole}`, 'users.unknownRole');
    const bad = (u.rights ?? []).filter((x) => !rights.includes(x));
    if (bad.length)
      throw errors.badRequest(`rights not available for this client: ${bad.join(', ')}`, 'users.rightNotAssignable', { rights: bad });
  };
}

/** A department or chief named on an employee must be of the same client: another client's id is 404. */
export async function assertRefs(db: ClientDb, f: { departmentId?: string | null; chiefId?: string | null }) {
  if (f.departmentId && !(await db.repo(Department).exists({ id: f.departmentId, deleted: false }))) throw errors.notFound();
  if (f.chiefId && !(await db.repo(User).exists({ id: f.chiefId, deletion_mark: false } as never)))
    throw errors.notFound('User not found', 'users.notFound');
}
