import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient } from '@atrium/sdk/testing';
import { BATCH_SIZE, type ServiceContext } from '@atrium/sdk/server';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { NotificationView } from '../src/notifications/entities.js';
import { Registration } from '../src/users/registration.js';

let t: CoreTestApp;
let acme: TestClient;
let other: TestClient;

const ctxOf = (c: TestClient): ServiceContext => t.app.core.serviceContext(c.id);
const registration = (c: TestClient) =>
  ctxOf(c).db.repo(Registration).insert({ createdBy: c.admin.id, state: 'running', total: 10, done: 0 });

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
  other = await t.client();
});
afterAll(() => t?.close());

describe('counter increment (ClientRepository.increment)', () => {
  it('answers distinct consecutive values to a concurrent burst, inside and outside transactions', async () => {
    const { id } = await registration(acme);
    const db = ctxOf(acme).db;
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? db.repo(Registration).increment({ id }, 'done') : db.transaction((tx) => tx.repo(Registration).increment({ id }, 'done')),
      ),
    );
    expect([...burst].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await db.repo(Registration).get(id)).done).toBe(20);
    expect(await db.repo(Registration).increment({ id }, 'done', -5)).toBe(15);
  });

  it("answers 404 for another client's row and leaves that row as it was", async () => {
    const { id } = await registration(other);
    await expect(ctxOf(acme).db.repo(Registration).increment({ id }, 'done')).rejects.toMatchObject({ status: 404 });
    expect((await ctxOf(other).db.repo(Registration).get(id)).done).toBe(0);
  });

  it('changes nothing when the where clause names more than one row', async () => {
    const a = await registration(acme);
    const b = await registration(acme);
    const repo = ctxOf(acme).db.repo(Registration);
    await expect(repo.increment({ state: 'running', total: 10, done: 0 }, 'done')).rejects.toThrow(/names 2 rows/);
    expect((await repo.find({ where: [{ id: a.id }, { id: b.id }] })).map((r) => r.done)).toEqual([0, 0]);
  });
});

describe('insert many once (ClientRepository.insertManyOnce)', () => {
  it('skips rows whose unique key exists or repeats, answering the inserted ones, also beyond one batch', async () => {
    const repo = ctxOf(acme).db.repo(NotificationView);
    const view = (i: number) => ({ notificationId: 'n-many', userId: `u-${i}` });
    expect(await repo.insertOnce(view(1))).toBe(true);
    const answered = await repo.insertManyOnce([view(0), view(1), view(2), view(0)]);
    expect(answered.map((r) => r.userId)).toEqual(['u-0', 'u-2']);
    expect(await repo.count({ notificationId: 'n-many' })).toBe(3);

    const many = Array.from({ length: BATCH_SIZE * 2 + 10 }, (_, i) => view(i));
    const inserted = await repo.insertManyOnce(many);
    expect(inserted.map((r) => r.userId)).toEqual(many.slice(3).map((r) => r.userId));
    expect(await repo.count({ notificationId: 'n-many' })).toBe(many.length);
    // Another client's rows with the same values are its own.
    expect(
      await ctxOf(other)
        .db.repo(NotificationView)
        .insertManyOnce([view(0)]),
    ).toHaveLength(1);
  });

  it('does not count a row whose given id was taken before as inserted', async () => {
    const repo = ctxOf(acme).db.repo(NotificationView);
    const [first] = await repo.insertManyOnce([{ notificationId: 'n-id', userId: 'u-a' }]);
    expect(await repo.insertManyOnce([{ id: first!.id, notificationId: 'n-id', userId: 'u-b' }])).toEqual([]);
    expect((await repo.find({ where: { notificationId: 'n-id' } })).map((r) => r.userId)).toEqual(['u-a']);
  });
});
