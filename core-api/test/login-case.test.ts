import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@atrium/sdk/testing';
import { User } from '../src/users/entity.js';
import { LowerCaseLogins1732200100800 } from '../src/db/migrations/1732200100800-lower-case-logins.js';
import { newId } from '../src/db/ids.js';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

let t: CoreTestApp;
let acme: TestClient;

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
});
afterAll(() => t?.close());

describe('logins and e-mails ignore case', () => {
  it('refuses a login or an e-mail that another account has in another case', async () => {
    const u = await acme.user();
    const login = await acme.admin.api.put(`/api/user/${acme.admin.id}`, { login: u.login.toUpperCase() });
    expect(login.status).toBe(409);
    expect(login.body.message).toBe('login already taken');
    const register = await acme.admin.api.post('/api/register', {
      firstName: 'Anna',
      lastName: 'Case',
      email: u.email.toUpperCase(),
      password: 'secret-pw',
      confirmPassword: 'secret-pw',
    });
    expect(register.status).toBe(409);
    expect(register.body.message).toBe('email already registered');
  });

  it('stores a login lower-case and signs in with it in any case, as the same employee', async () => {
    const res = await acme.admin.api.post('/api/register', {
      firstName: 'Mixed',
      lastName: 'Case',
      email: 'Mixed.Case@Example.test',
      login: 'Mixed.Case',
      password: 'secret-pw',
      confirmPassword: 'secret-pw',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ login: 'mixed.case', email: 'mixed.case@example.test' });
    for (const login of ['mixed.case', 'MIXED.CASE', 'Mixed.Case@EXAMPLE.test']) {
      const signIn = await t.api.post('/api/login', { login, password: 'secret-pw' });
      expect(signIn.status).toBe(200);
      expect(signIn.body._id).toBe(res.body.result._id);
    }
  });
});

describe('migration LowerCaseLogins1732200100800', () => {
  /** A user row written around the entity, as rows written before the migration are. */
  const insertRaw = async (login: string | null, email: string, createdAt: string) => {
    const id = newId();
    await t.app.ds.query(
      'INSERT INTO `user` (`id`, `clientId`, `login`, `email`, `passwordHash`, `firstName`, `lastName`, `roles`, `rights`, `social`, `createdAt`, `updatedAt`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [id, acme.id, login, email, 'x', 'Raw', 'Row', '[]', '[]', '{}', createdAt, createdAt],
    );
    return id;
  };
  const run = async () => {
    const q = t.app.ds.createQueryRunner();
    try {
      await new LowerCaseLogins1732200100800().up(q);
    } finally {
      await q.release();
    }
  };
  const raw = async (id: string) =>
    ((await t.app.ds.query('SELECT `login`, `email` FROM `user` WHERE `id` = ?', [id])) as { login: string | null; email: string }[])[0];

  it('lower-cases logins and e-mails; of logins differing only by case the oldest keeps it, the others are cleared', async () => {
    const solo = await insertRaw('Solo.Person', 'Solo.Person@Example.test', '2024-01-01 10:00:00.000');
    // On MySQL the unique index already ignores case: the clash can exist on SQLite only.
    const mysql = t.app.ds.options.type === 'mysql';
    const older = mysql ? null : await insertRaw('Twin', 'twin.one@example.test', '2024-01-01 10:00:00.000');
    const newer = mysql ? null : await insertRaw('TWIN', 'twin.two@example.test', '2024-02-01 10:00:00.000');
    await run();
    expect(await raw(solo)).toEqual({ login: 'solo.person', email: 'solo.person@example.test' });
    if (older && newer) {
      expect(await raw(older)).toEqual({ login: 'twin', email: 'twin.one@example.test' });
      expect(await raw(newer)).toEqual({ login: null, email: 'twin.two@example.test' });
    }
    expect(await t.app.ds.getRepository(User).countBy({ login: 'TWIN' })).toBe(mysql ? 0 : 1);
  });

  it('stops, naming them, at e-mails that differ only by case', async () => {
    if (t.app.ds.options.type === 'mysql') return; // the unique index refuses such rows there
    const a = await insertRaw(null, 'Clash@example.test', '2024-03-01 10:00:00.000');
    const b = await insertRaw(null, 'clash@EXAMPLE.test', '2024-03-02 10:00:00.000');
    await expect(run()).rejects.toThrow('Clash@example.test / clash@EXAMPLE.test');
    await t.app.ds.query('DELETE FROM `user` WHERE `id` IN (?, ?)', [a, b]);
  });
});
