import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, type TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import type { EmployeeCardRow } from '@atrium/sdk/server';

let t: CoreTestApp;
let acme: TestClient;
let nina: TestUser, oleg: TestUser, anna: TestUser, fired: TestUser;

const employees = (c: TestClient) => t.app.core.serviceContext(c.id).employees;
const found = async (text: string, limit = 20, c = acme) => (await employees(c).search(text, { limit })).map((u: { id: string }) => u.id);

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
  // Logins stay generated (the test client signs in with them); e-mails are chosen.
  nina = await acme.user({ fields: { firstName: 'Нина', lastName: 'Орлова', email: 'nina.b@acme.test' } });
  oleg = await acme.user({ fields: { firstName: 'Oleg', lastName: 'Orlov', email: 'oleg@acme.test' } });
  anna = await acme.user({ fields: { firstName: 'Anna', lastName: 'Belova', email: 'anna_b@mail.test' } });
  fired = await acme.user({ fields: { firstName: 'Oksana', lastName: 'Orlik', email: 'orlik@acme.test' } });
  expect((await acme.admin.api.put(`/api/user/delete/${fired.id}`)).status).toBe(200);
});
afterAll(() => t?.close());

describe('employees.search (SDK)', () => {
  it('matches first name, last name, full name in either order, login and e-mail, ignoring case (Cyrillic too)', async () => {
    expect(await found('нИН')).toEqual([nina.id]);
    expect(await found('ОРЛОВА')).toEqual([nina.id]);
    expect(await found('нина орл')).toEqual([nina.id]);
    expect(await found('орлова нина')).toEqual([nina.id]);
    expect(await found(nina.login.toUpperCase())).toEqual([nina.id]);
    expect(await found('mail.test')).toEqual([anna.id]);
    expect(await found('leg orl')).toEqual([oleg.id]);
    expect(await found('nobody here')).toEqual([]);
  });

  it('orders by name and limits in the database', async () => {
    // by last name: Belova, Orlov, the admin (User…), then the Cyrillic Орлова
    expect(await found('.test')).toEqual([anna.id, oleg.id, acme.admin.id, nina.id]);
    expect(await found('.test', 2)).toEqual([anna.id, oleg.id]);
  });

  it('takes wildcards literally', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('a_b')).toEqual([anna.id]); // unescaped, "_" would match nina's "a.b" too
    expect(await found('!')).toEqual([]);
  });

  it('leaves out deleted employees and other clients', async () => {
    expect(await found('orlik')).toEqual([]);
    expect(await found('oksana')).toEqual([]);
    const other = await t.client();
    const stranger = await other.user({ fields: { firstName: 'Нина', lastName: 'Орлова' } });
    expect(await found('нина', 20, other)).toEqual([stranger.id]);
    expect(await found('нина')).toEqual([nina.id]);
  });
});

describe('employees.cards (SDK)', () => {
  it("answers each of the client's own people once, with their card fields, and leaves out other clients' and unknown ids", async () => {
    const other = await t.client();
    const stranger = await other.user({ fields: { firstName: 'Stranger', lastName: 'Elsewhere' } });
    const cards = await employees(acme).cards([oleg.id, stranger.id, 'no-such-id', oleg.id, fired.id]);
    const byId = new Map(cards.map((c: EmployeeCardRow) => [c.id, c]));
    expect(cards).toHaveLength(2);
    expect(byId.get(oleg.id)).toMatchObject({ firstName: 'Oleg', lastName: 'Orlov', deleted: false });
    // Deleted people keep their card (old posts still name them), marked deleted.
    expect(byId.get(fired.id)).toMatchObject({ firstName: 'Oksana', deleted: true });
    expect(await employees(other).cards([oleg.id])).toEqual([]);
  });
});
