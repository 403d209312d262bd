import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp, TestClient } from '@atrium/sdk/testing';
import knowlBase from '../server/index.js';
import { accessFor, kbApp, titles } from './helpers.js';

let t: TestApp;
let acme: TestClient;

beforeAll(async () => {
  ({ t, acme } = await kbApp());
});
afterAll(() => t?.close());

it('seed makes a handbook with folders, an article for one department and two vacancies', async () => {
  const sales = (await acme.admin.api.post('/api/structure', { name: 'Sales' })).body.result._id;
  const seller = await acme.user({ fields: { departmentId: sales } });
  const other = await acme.user();
  await t.seed(knowlBase, acme, [acme.admin, seller, other]);
  const top = await accessFor(acme, seller);
  expect(titles(top)).toEqual(['Employee handbook']);
  const handbook = top.body.result[0]._id;
  const inside = titles(await accessFor(acme, seller, `parent=${handbook}`));
  expect(inside).toEqual(['First days', 'Vacation policy', 'Company site', 'Department budget rules']);
  expect(titles(await accessFor(acme, other, `parent=${handbook}`))).not.toContain('Department budget rules');
  expect(titles(await accessFor(acme, other, 'search=budget'))).toEqual([]);
  expect(titles(await accessFor(acme, seller, 'search=budget'))).toEqual(['Department budget rules']);
  expect(titles(await accessFor(acme, seller, 'section=vacancy'))).toEqual(['Office manager', 'Frontend developer']);
});
