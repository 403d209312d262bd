import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { accessFor, create, folder, kbApp, titles } from './helpers.js';
import { articleRoutes } from '../shared/routes.js';

/**
 * A grant names at most 1,000 people (the SDK's `Grant`): an item granted to that many, on creation or by
 * its rights, is stored whole on both databases (SQLite once answered 500, "Expression tree is too
 * large"); one more is refused with the rule's text and changes nothing.
 */
let t: TestApp;
let acme: TestClient;
let admin: TestUser;
let eva: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ({ t, acme } = await kbApp());
  admin = acme.admin;
  [eva, bob] = await Promise.all([acme.user({ rights: ['knowl_base'] }), acme.user({ rights: ['knowl_base'] })]);
});
afterAll(() => t?.close());

const people = (first: TestUser, n: number) => [first.id, ...Array.from({ length: n - 1 }, () => randomUUID())];
const toUsers = (userIds: string[]) => [{ level: 'read', audience: 'users', userIds }];
const grantedIds = async (id: string) =>
  (await admin.api.call(articleRoutes.get, { params: { id } })).body.result.grants!.flatMap((g) => g.userIds);

describe('an item granted to the most people a grant names', () => {
  it('POST api/article with 1,000 user ids stores them all; 1,001 is refused with the rule and makes nothing', async () => {
    const ids = people(eva, 1000);
    const res = await create(admin, { kind: 'folder', title: 'For a thousand', grants: toUsers(ids) });
    expect(res.status).toBe(200);
    expect(new Set(await grantedIds(res.body.result._id))).toEqual(new Set(ids));
    expect(titles(await accessFor(acme, eva))).toContain('For a thousand');
    expect(titles(await accessFor(acme, bob))).not.toContain('For a thousand');

    const over = await create(admin, { kind: 'folder', title: 'For a thousand and one', grants: toUsers(people(eva, 1001)) });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('a grant names at most 1000 people');
    expect(titles(await accessFor(acme, admin))).not.toContain('For a thousand and one');
  });

  it('PUT api/article/{id}/rights with 1,000 user ids replaces them whole; 1,001 is refused and keeps them', async () => {
    const box = await folder(admin, 'Rights box', null, { grants: toUsers([eva.id]) });
    const ids = people(bob, 1000);
    const res = await admin.api.put(`/api/article/${box}/rights`, { grants: toUsers(ids) });
    expect(res.status).toBe(200);
    expect(new Set(await grantedIds(box))).toEqual(new Set(ids));
    expect(titles(await accessFor(acme, bob))).toContain('Rights box');
    expect(titles(await accessFor(acme, eva))).not.toContain('Rights box');

    const over = await admin.api.put(`/api/article/${box}/rights`, { grants: toUsers(people(eva, 1001)) });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('a grant names at most 1000 people');
    expect(new Set(await grantedIds(box))).toEqual(new Set(ids));
  });
});
