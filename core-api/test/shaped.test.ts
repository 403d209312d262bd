import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import type { EntitySchema } from 'typeorm';
import { User, type UserRow } from '../src/users/entity.js';

let t: CoreTestApp;
let acme: TestClient;
let other: TestClient;

const users = (c: TestClient) => t.app.core.serviceContext(c.id).db.repo(User as unknown as EntitySchema<UserRow>);

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
  other = await t.client();
  await acme.user({ fields: { firstName: 'Vera', lastName: 'Shape' } });
  await other.user({ fields: { firstName: 'Vera', lastName: 'Elsewhere' } });
});
afterAll(() => t?.close());

describe('queries by shape (TenantRepository.select)', () => {
  it('answers the same entities as TypeORM, dates, flags and lists converted, inside the client only', async () => {
    const repo = users(acme);
    const qb = () => repo.qb('u').andWhere('u.firstName = :fn', { fn: 'Vera' }).orderBy('u.id');
    const { entities } = await repo.select('test.vera', qb, { fn: 'Vera' });
    expect(entities).toEqual(await qb().getMany());
    expect(entities).toHaveLength(1);
    expect(entities[0]!.lastName).toBe('Shape');
    expect(entities[0]!.createdAt).toBeInstanceOf(Date);
    expect(typeof entities[0]!.deletion_mark).toBe('boolean');
    expect(Array.isArray(entities[0]!.roles)).toBe(true);
    // The same shape for another client reads that client's rows: the tenant id is a parameter.
    const theirs = await users(other).select(
      'test.vera',
      () => users(other).qb('u').andWhere('u.firstName = :fn', { fn: 'Vera' }).orderBy('u.id'),
      { fn: 'Vera' },
    );
    expect(theirs.entities.map((u: UserRow) => u.lastName)).toEqual(['Elsewhere']);
  });

  it('reuses one shape for lists of different lengths, each with its own values', async () => {
    const repo = users(acme);
    await acme.user({ fields: { firstName: 'Olga', lastName: 'Shape' } });
    const named = async (names: string[]) =>
      (
        (await repo.selectRaw(
          'test.names',
          () => repo.qb('u').select('u.firstName', 'fn').andWhere('u.firstName IN (:...names)', { names }).orderBy('u.firstName'),
          { names },
        )) as { fn: string }[]
      ).map((r) => r.fn);
    expect(await named(['Vera'])).toEqual(['Vera']);
    expect(await named(['Vera', 'Olga'])).toEqual(['Olga', 'Vera']);
    expect(await named(['Olga'])).toEqual(['Olga']);
  });

  it("reads the repository's client whatever the values name (the tenant parameter is never the caller's)", async () => {
    const repo = users(acme);
    const build = () => repo.qb('u').select('u.lastName', 'ln').andWhere('u.firstName = :fn', { fn: 'Vera' });
    const rows = (await repo.selectRaw('test.tenant', build, { fn: 'Vera', __clientId: other.id })) as { ln: string }[];
    expect(rows.map((r) => r.ln)).toEqual(['Shape']);
  });

  it('refuses a shape name given to two different queries (under tests every call is checked)', async () => {
    const repo = users(acme);
    await repo.selectRaw('test.twice', () => repo.qb('u').select('u.id', 'id').andWhere('u.firstName = :fn', { fn: 'Vera' }), {
      fn: 'Vera',
    });
    await expect(
      repo.selectRaw('test.twice', () => repo.qb('u').select('u.id', 'id').andWhere('u.lastName = :ln', { ln: 'Shape' }), { ln: 'Shape' }),
    ).rejects.toThrow(/names two different queries/);
  });

  it('refuses a value the builder sets that the call does not pass, or passes differently (the builder runs once in production)', async () => {
    const repo = users(acme);
    const build = () => repo.qb('u').select('u.id', 'id').andWhere('u.firstName = :fn', { fn: 'Vera' });
    await expect(repo.selectRaw('test.values', build)).rejects.toThrow(/parameter "fn" is set by the builder but not passed/);
    await expect(repo.selectRaw('test.values', build, { fn: 'Olga' })).rejects.toThrow(
      /parameter "fn" is "Olga" but the builder set "Vera"/,
    );
    expect(await repo.selectRaw('test.values', build, { fn: 'Vera' })).toHaveLength(1);
  });
});
