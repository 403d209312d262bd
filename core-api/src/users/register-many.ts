import type { z } from 'zod';
import { In, type EntityManager } from 'typeorm';
import { errors, UserRegister, type RegistrationView } from '@atrium/sdk/shared';
import { inBatches, type ClientDb, type JobContext, type RequestContext } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { Client, type ClientRow } from '../clients/entity.js';
import { Department } from '../structure/entities.js';
import { createClientDb } from '../db/client-db.js';
import { serialTransaction } from '../db/row-lock.js';
import { knownError, serverError } from '../http/errors.js';
import { writeJournal } from '../journal/area.js';
import { platformOf } from '../services/providers.js';
import { givenRules, newUserRow } from './create.js';
import { User, type UserRow } from './entity.js';
import { publicUser, type PublicUser } from './public.js';
import { Registration, type RegistrationRow } from './registration.js';
import { checkRows } from './rows.js';
import { seal, unseal } from './sealed.js';
import { indexPeople } from '../search/people.js';

/**
 * `POST api/register_many` as a job, as long work goes (its progress shown). 1,000 people once held one request
 * for 87 s: each cost six queries (the client twice, department, chief, e-mail, login) and an argon2 hash
 * of ~45 ms, one after another. Now what can be refused is checked at once with a query per batch of
 * people, and the job hashes two passwords at a time, reports how many are ready, and writes every
 * employee in one transaction or, when one is refused, none.
 */
export const REGISTER_MANY_JOB = 'register_many';

/** Passwords hashed at once: argon2 runs on libuv's four threads, which file reads share; two leave them half free. */
const HASHING_AT_ONCE = 2;
/** How often a job writes its progress: about every 2% of the people. */
const PROGRESS_STEPS = 50;

/** One employee of the list, as `POST api/register` takes them. */
type NewEmployee = z.output<typeof UserRegister>;

/** Each row against `UserRegister`: a refused list answers 400 naming every refused field (`users.3.email`). */
function parsePeople(users: unknown[]): NewEmployee[] {
  const { rows, issues } = checkRows(UserRegister, users, (i) => `users.${i}`);
  const first = issues[0];
  if (first) throw errors.badRequest(`${first.path}: ${first.message}`, 'errors.validation', issues);
  return rows;
}

/** One e-mail or login twice in the list refuses it (both are stored lower-case). */
function assertDistinct(people: NewEmployee[]) {
  const emails = new Set<string>();
  const logins = new Set<string>();
  for (const u of people) {
    if (emails.has(u.email)) throw errors.conflict('email already registered', 'users.emailTaken', { email: u.email });
    if (u.login && logins.has(u.login)) throw errors.conflict('login already taken', 'users.loginTaken', { login: u.login });
    emails.add(u.email);
    if (u.login) logins.add(u.login);
  }
}

/** The departments and chiefs named are the client's: one query per batch of ids, not two per person. */
async function assertRefsOfAll(db: ClientDb, people: NewEmployee[]) {
  const named = (key: 'departmentId' | 'chiefId') => [...new Set(people.flatMap((p) => (p[key] ? [p[key]] : [])))];
  const departments = named('departmentId');
  const found = await inBatches(departments, (ids) => db.repo(Department).find({ where: { id: In(ids), deleted: false } }));
  if (found.length !== departments.length) throw errors.notFound();
  const chiefs = named('chiefId');
  const alive = await inBatches(chiefs, (ids) => db.repo(User).find({ where: { id: In(ids), deletion_mark: false } as never }));
  if (alive.length !== chiefs.length) throw errors.notFound('User not found', 'users.notFound');
}

/** No e-mail or login of the list is taken in the client: one query per batch, not two per person. */
async function assertFree(m: EntityManager, clientId: string, people: NewEmployee[]) {
  const repo = m.getRepository(User);
  const taken = async (key: 'email' | 'login') => {
    const values = people.flatMap((p) => (p[key] ? [p[key]] : []));
    const rows = await inBatches(values, (part) => repo.find({ where: { clientId, [key]: In(part) }, select: { [key]: true }, take: 1 }));
    return rows[0]?.[key];
  };
  const email = await taken('email');
  if (email) throw errors.conflict('email already registered', 'users.emailTaken', { email });
  const login = await taken('login');
  if (login) throw errors.conflict('login already taken', 'users.loginTaken', { login });
}

/**
 * Checks what can be found before any work (400, 404 and 409 at once, as before), keeps the people
 * sealed for the job and queues it; answers the registration as the status call will.
 */
export async function startRegistration(core: Core, ctx: RequestContext, users: unknown[]): Promise<RegistrationView<PublicUser>> {
  const people = parsePeople(users);
  assertDistinct(people);
  const given = await givenRules(core, ctx.db.clientId);
  for (const p of people) given(p);
  await assertRefsOfAll(ctx.db, people);
  await assertFree(core.ds.manager, ctx.db.clientId, people);
  const row = await ctx.db.repo(Registration).insert({
    createdBy: ctx.me.user.id,
    state: 'queued',
    total: people.length,
    done: 0,
    people: seal(core.config, JSON.stringify(people)),
    userIds: null,
    error: null,
  });
  await platformOf(core).jobs.service(ctx.db.clientId, 'core').now(REGISTER_MANY_JOB, { registrationId: row.id });
  return registrationView(ctx.db, row);
}

/** The rows of the people with their passwords hashed, `HASHING_AT_ONCE` at a time; `progress` hears how many are ready. */
async function prepare(client: ClientRow, people: NewEmployee[], progress: (done: number) => Promise<unknown>): Promise<UserRow[]> {
  const rows: UserRow[] = [];
  const step = Math.max(1, Math.ceil(people.length / PROGRESS_STEPS));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < people.length) {
      const i = next++;
      rows[i] = await newUserRow(client, people[i]!);
      if (++done % step === 0) await progress(done);
    }
  };
  await Promise.all(Array.from({ length: HASHING_AT_ONCE }, worker));
  return rows;
}

/** The job: hashes, then writes every employee in one transaction or none; the outcome goes to the registration. */
export async function runRegistration(core: Core, ctx: JobContext): Promise<void> {
  const repo = ctx.db.repo(Registration);
  const row = await repo.findOne({ id: String(ctx.data.registrationId) });
  // One that ended has forgotten its people and stays as it ended; one left running by a node that died
  // (nothing of it was written: the end is one transaction) starts again.
  if (!row?.people) return;
  await repo.update({ id: row.id }, { state: 'running' });
  try {
    const people = JSON.parse(unseal(core.config, row.people)) as NewEmployee[];
    const client = await core.ds.getRepository(Client).findOneByOrFail({ id: ctx.clientId });
    const rows = await prepare(client, people, (done) => repo.update({ id: row.id }, { done }));
    // Checked again inside the transaction: another request may have taken an e-mail while the passwords
    // were hashed. The employees and the registration's end are written together.
    await serialTransaction(core.ds.manager, async (m) => {
      await assertFree(m, ctx.clientId, people);
      const db = createClientDb(m, ctx.clientId);
      await db.repo(User).insertMany(rows);
      await db
        .repo(Registration)
        .update({ id: row.id }, { state: 'done', done: rows.length, people: null, userIds: rows.map((r) => r.id) });
    });
    await indexPeople(
      ctx.db,
      rows.map((r) => r.id),
    );
    await writeJournal(ctx.db, row.createdBy)('users', 'user.create_many', { count: rows.length });
  } catch (err) {
    const known = knownError(err);
    if (!known) core.log.error({ err, registrationId: row.id }, 'registration of many failed');
    const e = known ?? serverError();
    await repo.update({ id: row.id }, { state: 'failed', people: null, error: { status: e.status, ...e.toBody() } });
  }
}

/** The registration as the API answers it: with the employees created once done, in the order sent. */
export async function registrationView(db: ClientDb, row: RegistrationRow): Promise<RegistrationView<PublicUser>> {
  const view: RegistrationView<PublicUser> = { _id: row.id, state: row.state, total: row.total, done: row.done };
  if (row.error) view.error = row.error;
  if (row.userIds) {
    const found = await inBatches(row.userIds, (ids) => db.repo(User).find({ where: { id: In(ids) } }));
    const byId = new Map(found.map((u) => [u.id, u as UserRow]));
    view.users = row.userIds.flatMap((id) => {
      const u = byId.get(id);
      return u ? [publicUser(u, { hr: true })] : [];
    });
  }
  return view;
}
