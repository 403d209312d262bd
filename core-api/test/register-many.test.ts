import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_MANY_MAX, type RegistrationView } from '@atrium/sdk/shared';
import type { TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { newEmployee } from './support/new-employee.js';
import { User } from '../src/users/entity.js';
import { Registration } from '../src/users/registration.js';

/**
 * `POST api/register_many` runs as a job (1,000 people once held one request for 87 s): the request
 * answers at once with the job, `GET api/register_many/{id}` shows its progress and outcome, and it
 * stays all or none. What can be refused before any work still answers at once.
 */
let t: CoreTestApp;
let acme: TestClient;

const registerMany = (users: unknown[]) => acme.admin.api.post('/api/register_many', { users });
const status = async (id: string) => (await acme.admin.api.get(`/api/register_many/${id}`)).body.result as RegistrationView;

/** Asks for the registration until it ends; answers it with every `done` seen on the way. */
async function finished(id: string, timeoutMs = 170_000): Promise<{ last: RegistrationView; seen: number[] }> {
  const seen: number[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const view = await status(id);
    seen.push(view.done);
    if (view.state === 'done' || view.state === 'failed') return { last: view, seen };
    if (Date.now() > until) throw new Error(`registration ${id} still ${view.state} at ${view.done}/${view.total}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
const stored = (login: string) => t.rows(acme, User, { login });

beforeAll(async () => {
  process.env.JOBS_PROCESS_EVERY_MS = '200';
  t = await startCoreTestApp();
  acme = await t.client();
});
afterAll(() => t?.close());

describe('registering many employees as a job', () => {
  it(`takes ${REGISTER_MANY_MAX}: the request answers at once, progress moves, all are created in order`, async () => {
    const many = Array.from({ length: REGISTER_MANY_MAX }, () => newEmployee());
    const started = Date.now();
    const res = await registerMany(many);
    // Hashing 1,000 passwords takes tens of seconds; the answer waits for none of them.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.status).toBe(202);
    expect(res.body.result).toMatchObject({ state: 'queued', total: REGISTER_MANY_MAX, done: 0 });
    const { last, seen } = await finished(res.body.result._id);
    expect(last.state).toBe('done');
    expect(last.done).toBe(REGISTER_MANY_MAX);
    expect(seen.some((d) => d > 0 && d < REGISTER_MANY_MAX)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(last.users!.map((u) => u.login)).toEqual(many.map((u) => u.login));
    expect(last.users![0]).not.toHaveProperty('passwordHash');
    expect(await stored(many[REGISTER_MANY_MAX - 1]!.login)).toHaveLength(1);
    // The people and their passwords are forgotten once the job ends.
    expect((await t.rows(acme, Registration, { id: last._id }))[0]!.people).toBeNull();
  }, 180_000);

  it(`refuses ${REGISTER_MANY_MAX + 1} at once with the rule, queuing nothing`, async () => {
    const before = (await t.rows(acme, Registration, {})).length;
    const over = await registerMany(Array.from({ length: REGISTER_MANY_MAX + 1 }, () => newEmployee()));
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('users: at most 1000 employees at once');
    expect(await t.rows(acme, Registration, {})).toHaveLength(before);
  });

  it('answers what can be found up front at once: a bad row, a repeated or taken e-mail or login, an unknown department', async () => {
    const ok = newEmployee();
    const bad = await registerMany([ok, newEmployee({ taxId: '1' })]);
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toMatch(/^users\.1\./);
    const dup = await registerMany([ok, newEmployee({ email: ok.email })]);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('email already registered');
    const sameLogin = await registerMany([ok, newEmployee({ login: ok.login.toUpperCase() })]);
    expect(sameLogin.status).toBe(409);
    expect(sameLogin.body.message).toBe('login already taken');
    const taken = await registerMany([ok, newEmployee({ email: acme.admin.email })]);
    expect(taken.status).toBe(409);
    expect(taken.body.details).toEqual({ email: acme.admin.email });
    const nowhere = await registerMany([ok, newEmployee({ departmentId: '0196a0f4-0000-7000-8000-000000000000' })]);
    expect(nowhere.status).toBe(404);
    expect(await stored(ok.login)).toEqual([]);
    expect(await t.rows(acme, Registration, {})).toHaveLength(1);
  });

  it('two registrations sharing an e-mail at once: one creates all its employees, the other none and says why', async () => {
    const shared = newEmployee();
    const lists = [
      [newEmployee(), shared],
      [newEmployee(), newEmployee({ email: shared.email })],
    ];
    const answers = await Promise.all(lists.map((users) => registerMany(users)));
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    const ends = await Promise.all(answers.map(async (a) => (await finished(a.body.result._id)).last));
    expect(ends.map((e) => e.state).sort()).toEqual(['done', 'failed']);
    const won = ends.findIndex((e) => e.state === 'done');
    expect(ends[1 - won]!.error).toMatchObject({ status: 409 });
    expect(ends[1 - won]!.users).toBeUndefined();
    for (const [i, users] of lists.entries())
      for (const u of users) expect(await stored(u.login), `${u.login} of list ${i}`).toHaveLength(i === won ? 1 : 0);
  });

  it("keeps a registration to its client: another client's id is 404", async () => {
    const res = await registerMany([newEmployee()]);
    const other = await t.client();
    expect((await other.admin.api.get(`/api/register_many/${res.body.result._id}`)).status).toBe(404);
    expect((await (await acme.user()).api.get(`/api/register_many/${res.body.result._id}`)).status).toBe(403);
    expect((await finished(res.body.result._id)).last.state).toBe('done');
  });
});
