import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Grant, GRANT_LIMITS, GRANTS_MAX, Grants } from '@atrium/sdk/shared';
import type { TestClient, TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

/**
 * Every documented maximum of a grant (`GRANT_LIMITS`, `GRANTS_MAX`) is stored and read back whole on
 * SQLite and MariaDB, and one past it is refused with the rule's text. A grant of 1,000 people once
 * answered 500 on SQLite ("Expression tree is too large"); each of its rows also carried the whole
 * grant, which outgrew MariaDB's TEXT for 200 long position names.
 */
let t: CoreTestApp;
let c: TestClient;
let eva: TestUser;

beforeAll(async () => {
  t = await startCoreTestApp();
  c = await t.client();
  eva = await c.user();
});
afterAll(() => t?.close());

const grants = () => t.app.core.serviceContext(c.id, {}).grants;
const ids = (n: number, last?: string) => [...Array.from({ length: last ? n - 1 : n }, () => randomUUID()), ...(last ? [last] : [])];
/** `n` different texts of `length` characters, in Cyrillic (two bytes each in UTF-8). */
const texts = (n: number, length: number) => Array.from({ length: n }, (_, i) => `${i}`.padEnd(length, 'ж'));

const atMaximum: Grant[] = [
  { level: 'read', audience: 'users', userIds: ids(GRANT_LIMITS.userIds) },
  { level: 'read', audience: 'heads', headIds: ids(GRANT_LIMITS.headIds) },
  { level: 'read', audience: 'departments', departmentIds: ids(GRANT_LIMITS.departmentIds) },
  { level: 'write', audience: 'positions', positions: texts(GRANT_LIMITS.positions, 200) },
  { level: 'none', audience: 'cities', cities: texts(GRANT_LIMITS.cities, 100) },
];

describe('grants at the documented maxima', () => {
  it.each(atMaximum.map((g) => [g.audience, g] as const))(
    'stores a grant of %s at its maximum and reads it back as given',
    async (_, g) => {
      expect(Grant.safeParse(g).success).toBe(true);
      const id = randomUUID();
      await grants().set('doc', id, [g]);
      expect(await grants().get('doc', id)).toEqual([g]);
    },
  );

  it('reaches the last of 1,000 people named, and only them', async () => {
    const doc = randomUUID();
    await grants().set('doc', doc, [{ level: 'write', audience: 'users', userIds: ids(GRANT_LIMITS.userIds, eva.id) }]);
    const me = (await t.context(c, eva)).me.user;
    expect(await grants().levelFor(me, 'doc', doc)).toBe('write');
    expect(await grants().audience('doc', doc)).toEqual([eva.id]);
  });

  it(`stores ${GRANTS_MAX} grants of one resource in their order`, async () => {
    const many: Grant[] = Array.from({ length: GRANTS_MAX }, (_, i) => ({ level: 'read', audience: 'cities', cities: [`city ${i}`] }));
    expect(Grants.safeParse(many).success).toBe(true);
    const id = randomUUID();
    await grants().set('doc', id, many);
    expect(await grants().get('doc', id)).toEqual(many);
  });

  it('refuses one past each maximum with the rule’s text', () => {
    const message = (v: unknown, schema: typeof Grant | typeof Grants = Grant) => {
      const r = schema.safeParse(v);
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(message({ level: 'read', audience: 'users', userIds: ids(GRANT_LIMITS.userIds + 1) })).toBe('a grant names at most 1000 people');
    expect(message({ level: 'read', audience: 'heads', headIds: ids(GRANT_LIMITS.headIds + 1) })).toBe('a grant names at most 1000 heads');
    expect(message({ level: 'read', audience: 'departments', departmentIds: ids(GRANT_LIMITS.departmentIds + 1) })).toBe(
      'a grant names at most 500 departments',
    );
    expect(message({ level: 'read', audience: 'positions', positions: texts(GRANT_LIMITS.positions + 1, 5) })).toBe(
      'a grant names at most 200 positions',
    );
    expect(message({ level: 'read', audience: 'cities', cities: texts(GRANT_LIMITS.cities + 1, 5) })).toBe(
      'a grant names at most 200 cities',
    );
    expect(
      message(
        [...Array(GRANTS_MAX + 1)].map(() => ({ level: 'read', audience: 'everyone' })),
        Grants,
      ),
    ).toBe('at most 100 grants');
    // Ids live in 36-character columns: a longer one would not fit MariaDB's column.
    expect(message({ level: 'read', audience: 'users', userIds: ['x'.repeat(37)] })).toBe('an id in a grant has at most 36 characters');
  });

  it('finds an audience among more ids than SQLite binds in one statement (32,766), each person once', async () => {
    const doc = randomUUID();
    await grants().set('doc', doc, [{ level: 'read', audience: 'everyone' }]);
    const among = [eva.id, ...ids(33_000), eva.id];
    expect(await grants().audience('doc', doc, { among })).toEqual([eva.id]);
    expect(await grants().audienceCount('doc', doc, { among })).toBe(1);
  });
});
