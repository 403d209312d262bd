import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient } from '@atrium/sdk/testing';
import { defineQuery, type Params, type ServiceContext } from '@atrium/sdk/server';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import type { EntitySchema } from 'typeorm';
import { User, type UserRow } from '../src/users/entity.js';
import { Notification, NotificationView } from '../src/notifications/entities.js';

let t: CoreTestApp;
let acme: TestClient;
let other: TestClient;

const users = User as unknown as EntitySchema<UserRow>;
const ctxOf = (c: TestClient): ServiceContext => t.app.core.serviceContext(c.id);

const named = defineQuery('test.named', users, 'u', (q, p: Params<{ fn: string }>) => q.andWhere(`u.firstName = ${p.fn}`).orderBy('u.id'));
const firstNames = defineQuery('test.firstNames', users, 'u', (q, p: Params<{ names: string[]; limit: number; offset: number }>) =>
  q
    .select('u.firstName', 'fn')
    .andWhere(`u.firstName IN (${p.names})`)
    .orderBy('u.firstName')
    .paged(p.limit, p.offset)
    .rows<{ fn: string }>(),
);

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
  other = await t.client();
  await acme.user({ fields: { firstName: 'Vera', lastName: 'Shape' } });
  await acme.user({ fields: { firstName: 'Olga', lastName: 'Shape' } });
  await acme.user({ fields: { firstName: 'Pavel', lastName: 'Shape' } });
  await other.user({ fields: { firstName: 'Vera', lastName: 'Elsewhere' } });
});
afterAll(() => t?.close());

describe('declared queries (defineQuery, db.run)', () => {
  it('answers the same entities as TypeORM, dates, flags and lists converted, inside the client only', async () => {
    const db = ctxOf(acme).db;
    const { entities } = await db.run(named, { fn: 'Vera' });
    expect(entities).toEqual(await db.repo(users).qb('u').andWhere('u.firstName = :fn', { fn: 'Vera' }).orderBy('u.id').getMany());
    expect(entities).toHaveLength(1);
    expect(entities[0]!.lastName).toBe('Shape');
    expect(entities[0]!.createdAt).toBeInstanceOf(Date);
    expect(typeof entities[0]!.deletion_mark).toBe('boolean');
    expect(Array.isArray(entities[0]!.roles)).toBe(true);
    // The same query for another client reads that client's rows: the platform adds the client's condition.
    expect((await ctxOf(other).db.run(named, { fn: 'Vera' })).entities.map((u) => u.lastName)).toEqual(['Elsewhere']);
  });

  it("reads the repository's client whatever the values name (the client parameter is never the caller's)", async () => {
    const values = { fn: 'Vera', __clientId: other.id, clientId: other.id };
    const { entities } = await ctxOf(acme).db.run(named, values);
    expect(entities.map((u) => u.lastName)).toEqual(['Shape']);
  });

  it('takes LIMIT and OFFSET and lists of any length as values of one query', async () => {
    const db = ctxOf(acme).db;
    const fns = async (names: string[], limit: number, offset: number) =>
      (await db.run(firstNames, { names, limit, offset })).raw.map((r) => r.fn);
    expect(await fns(['Vera', 'Olga', 'Pavel'], 10, 0)).toEqual(['Olga', 'Pavel', 'Vera']);
    expect(await fns(['Vera', 'Olga', 'Pavel'], 2, 0)).toEqual(['Olga', 'Pavel']);
    expect(await fns(['Vera', 'Olga', 'Pavel'], 2, 2)).toEqual(['Vera']);
    expect(await fns(['Vera'], 1, 0)).toEqual(['Vera']);
    await expect(fns(['Vera'], 1.5, 0)).rejects.toThrow(/value "limit" must be a whole number/);
  });

  it('refuses LIMIT or OFFSET written into the query', async () => {
    const fixed = defineQuery('test.fixedLimit', users, 'u', (q) => q.limit(5));
    await expect(ctxOf(acme).db.run(fixed, {})).rejects.toThrow(/LIMIT and OFFSET are values/);
  });

  it('refuses a 101st variant of a query, but keeps building one whose variants follow the input (the newest 100)', async () => {
    // The variant is how many first names are asked, each written as its own condition.
    const build = (q: Parameters<Parameters<typeof defineQuery>[3]>[0], p: Params<{ fn: string }>, n: number) =>
      q.andWhere(`(${Array.from({ length: n }, () => `u.firstName = ${p.fn}`).join(' OR ')})`);
    const bounded = defineQuery('test.boundedVariants', users, 'u', build);
    const many = defineQuery('test.manyVariants', users, 'u', build, { variants: 'many' });
    const db = ctxOf(acme).db;
    for (let n = 1; n <= 100; n++) await db.run(bounded, { fn: 'Vera' }, n);
    await expect(db.run(bounded, { fn: 'Vera' }, 101)).rejects.toThrow(/more than 100 variants/);
    for (let n = 1; n <= 101; n++) expect((await db.run(many, { fn: 'Vera' }, n)).entities).toHaveLength(1);
    // The first, pushed out by the 101st, is built again.
    expect((await db.run(many, { fn: 'Vera' }, 1)).entities).toHaveLength(1);
  });

  it('refuses a name declared for two queries', async () => {
    const twice = defineQuery('test.named', users, 'u', (q, p: Params<{ ln: string }>) => q.andWhere(`u.lastName = ${p.ln}`));
    await expect(ctxOf(acme).db.run(twice, { ln: 'Shape' })).rejects.toThrow(/"test.named" is declared twice/);
  });

  it('refuses a call that lacks a value the query reads, or gives a list for a single value', async () => {
    const db = ctxOf(acme).db;
    await expect(db.run(named, {} as { fn: string })).rejects.toThrow(/query "test.named": value "fn" is missing/);
    await expect(db.run(named, { fn: ['Vera'] } as unknown as { fn: string })).rejects.toThrow(/value "fn" must not be a list/);
  });

  it('refuses a missing value outside tests too (the check runs on every call, not only under vitest)', () => {
    const script = path.join(import.meta.dirname, 'fixtures', 'declared-query-check.ts');
    const env = { ...process.env };
    delete env.VITEST;
    const out = execFileSync(process.execPath, ['--import', 'tsx', script], { env, encoding: 'utf8' });
    expect(out.trim()).toBe('query "fixture.byName": value "name" is missing');
  });
});

describe('insert once (ClientRepository.insertOnce)', () => {
  it('inserts a row the first time and answers false, changing nothing, for the same unique key', async () => {
    const repo = ctxOf(acme).db.repo(NotificationView);
    const row = { notificationId: 'n-once', userId: 'u-once' };
    expect(await repo.insertOnce(row)).toBe(true);
    expect(await repo.insertOnce(row)).toBe(false);
    expect(await repo.count(row)).toBe(1);
    // Another client's row with the same values is its own.
    expect(await ctxOf(other).db.repo(NotificationView).count(row)).toBe(0);
  });
});

describe('grants in paged lists and audiences', () => {
  /** Three notes (notifications as resources): one for everyone, one for Vera only, one for nobody. */
  async function setup() {
    const ctx = ctxOf(acme);
    const [vera, olga] = await Promise.all(['Vera', 'Olga'].map(async (fn) => (await ctx.db.repo(users).findOne({ firstName: fn }))!));
    const note = (title: string) =>
      ctx.db.repo(Notification).insert({ userId: vera!.id, name: 'test', section: 'other', title, text: '', vars: {} });
    const open = await note('open');
    const mine = await note('vera');
    const none = await note('none');
    await ctx.grants.set('note', open.id, [{ audience: 'everyone', level: 'read' }]);
    await ctx.grants.set('note', mine.id, [{ audience: 'users', userIds: [vera!.id], level: 'read' }]);
    return { ctx, vera: (await ctx.employees.asMe(vera!.id))!, olga: (await ctx.employees.asMe(olga!.id))!, open, mine, none };
  }
  const done = { entity: NotificationView, column: 'notificationId', by: 'userId' } as const;

  it('pages the rows the grants let a user read, leaving out those the user already did', async () => {
    const { ctx, vera, olga, open, mine } = await setup();
    const page = (user: typeof vera, opts: { except?: boolean; limit?: number; page?: number } = {}) =>
      ctx.db.repo(Notification).page({
        where: { name: 'test' },
        order: { title: 'ASC' },
        page: opts.page ?? 1,
        limit: opts.limit ?? 10,
        granted: { user, resourceType: 'note' },
        except: opts.except ? { ...done, user: user.id } : undefined,
      });
    expect((await page(vera)).result.map((n) => n.title)).toEqual(['open', 'vera']);
    expect((await page(olga)).result.map((n) => n.title)).toEqual(['open']);
    const second = await page(vera, { limit: 1, page: 2 });
    expect([second.result.map((n) => n.title), second.total]).toEqual([['vera'], 2]);
    await ctx.db.repo(NotificationView).insert({ notificationId: open.id, userId: vera.id });
    expect((await page(vera, { except: true })).result.map((n) => n.id)).toEqual([mine.id]);
    expect((await page(olga, { except: true })).result.map((n) => n.id)).toEqual([open.id]);
  });

  it('lists the audience of a resource minus those who did it, among given users, in SQL', async () => {
    const { ctx, vera, olga, open, mine, none } = await setup();
    const all = await ctx.grants.audience('note', open.id);
    expect(all).toEqual(expect.arrayContaining([vera.id, olga.id]));
    expect(await ctx.grants.audienceCount('note', open.id)).toBe(all.length);
    expect(await ctx.grants.audience('note', mine.id)).toEqual([vera.id]);
    expect(await ctx.grants.audience('note', none.id)).toEqual([]);
    await ctx.db.repo(NotificationView).insert({ notificationId: open.id, userId: olga.id });
    const waiting = await ctx.grants.audience('note', open.id, { except: done });
    expect(waiting).not.toContain(olga.id);
    expect(waiting).toHaveLength(all.length - 1);
    expect(await ctx.grants.audienceCount('note', open.id, { except: done })).toBe(all.length - 1);
    expect(await ctx.grants.audience('note', open.id, { among: [olga.id, 'nobody'] })).toEqual([olga.id]);
    expect(await ctx.grants.audience('note', open.id, { among: [] })).toEqual([]);
  });
});

describe("a scoped query builder's joins and sub-selects reach the current client's rows only", () => {
  /** Each employee with a namesake: another employee of the same first name. */
  const SAME_NAME = 'o.firstName = u.firstName AND o.id <> u.id';
  const OURS = "u.lastName IN ('Twin', 'Shape', 'Elsewhere')";
  const namesakes = defineQuery('test.namesakes', users, 'u', (q) =>
    q.innerJoinScoped(users, 'o', SAME_NAME).select('u.firstName', 'fn').andWhere(OURS).orderBy('u.firstName').rows<{ fn: string }>(),
  );
  // Acme's Vera has a namesake only in the other client; Acme's two Idas are each other's.
  beforeAll(async () => {
    await acme.user({ fields: { firstName: 'Ida', lastName: 'Twin' } });
    await acme.user({ fields: { firstName: 'Ida', lastName: 'Twin' } });
  });

  it('inner join: a namesake in another client is no match', async () => {
    const rows = await ctxOf(acme)
      .db.repo(users)
      .qb('u')
      .innerJoinScoped(users, 'o', SAME_NAME)
      .select('u.firstName', 'fn')
      .andWhere(OURS)
      .orderBy('u.firstName')
      .getRawMany<{ fn: string }>();
    expect(rows.map((r) => r.fn)).toEqual(['Ida', 'Ida']);
  });

  it('left join: a row without a namesake in its client stays, with nothing joined', async () => {
    const rows = await ctxOf(acme)
      .db.repo(users)
      .qb('u')
      .leftJoinScoped(users, 'o', SAME_NAME)
      .select(['u.firstName AS fn', 'o.id AS twin'])
      .andWhere(OURS)
      .orderBy('u.firstName')
      .getRawMany<{ fn: string; twin: string | null }>();
    expect(rows.map((r) => [r.fn, r.twin !== null])).toEqual([
      ['Ida', true],
      ['Ida', true],
      ['Olga', false],
      ['Pavel', false],
      ['Vera', false],
    ]);
  });

  it('sub-select: EXISTS over another entity counts the current client only', async () => {
    const qb = ctxOf(acme).db.repo(users).qb('u');
    const twin = qb.sub(users, 'o', (s) => s.select('1').andWhere(SAME_NAME));
    const rows = await qb.andWhere(`EXISTS (${twin})`).andWhere(OURS).orderBy('u.firstName').getMany();
    expect(rows.map((r) => r.firstName)).toEqual(['Ida', 'Ida']);
  });

  it('in a declared query, built once, each client joins its own rows', async () => {
    expect((await ctxOf(acme).db.run(namesakes, {})).raw.map((r) => r.fn)).toEqual(['Ida', 'Ida']);
    expect((await ctxOf(other).db.run(namesakes, {})).raw).toEqual([]);
  });
});
