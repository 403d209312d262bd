import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import wall from '@atrium/plugin-wall/server/index.js';
import { PostComment } from '@atrium/plugin-wall/server/entities/index.js';
import knowlBase from '../server/index.js';
import { article, folder } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let admin: TestUser;
let author: TestUser;
let reader: TestUser;
let outsider: TestUser;
let secret: string;

const comment = (u: TestUser, id: string, text: string) => u.api.post('/api/comment', { parent_type: 'article', parent_id: id, text });
const comments = (u: TestUser, id: string) => u.api.get(`/api/comment?parent_type=article&parent_id=${id}`);

beforeAll(async () => {
  t = await startTestApp({ plugins: [knowlBase, wall] });
  acme = await t.client({
    features: [
      { feature: 'knowl_base', active: true },
      { feature: 'wall', active: true },
    ],
  });
  admin = acme.admin;
  const sales = (await admin.api.post('/api/structure', { name: 'Sales' })).body.result._id as string;
  const inSales = { rights: ['knowl_base', 'wall'], fields: { departmentId: sales } };
  [author, reader] = [await acme.user(inSales), await acme.user(inSales)];
  outsider = await acme.user({ rights: ['knowl_base', 'wall'] });
  const box = await folder(admin, 'Sales corner', null, {
    grants: [{ level: 'write', audience: 'departments', departmentIds: [sales] }],
  });
  secret = await article(author, 'Price list', box);
});
afterAll(() => t?.close());

describe("an article's comments (the wall's, parent type article)", () => {
  it('are written and read by its readers, named with the author on the page, and refused to others', async () => {
    const page = (await reader.api.get(`/api/article/${secret}`)).body.result;
    expect(page.author).toMatchObject({ _id: author.id });
    expect((await comment(reader, secret, 'Is this up to date?')).status).toBe(200);
    expect((await comments(author, secret)).body.result.map((c: { text: string }) => c.text)).toEqual(['Is this up to date?']);
    // As for an unknown record, the wall does not tell others that it exists.
    expect((await comment(outsider, secret, 'Let me in')).status).toBe(404);
    expect((await comments(outsider, secret)).status).toBe(404);
    // A folder takes no comments.
    expect((await comment(author, page.parentId as string, 'On a folder')).status).toBe(404);
  });

  it("are deleted by their author and the article's author, not by another reader, and go with the article", async () => {
    expect((await comment(reader, secret, 'Second thought')).status).toBe(200);
    const [latest, first] = (await comments(author, secret)).body.result as { _id: string }[];
    const del = (u: TestUser, id: string) => u.api.delete(`/api/comment/${id}?parent_type=article`);
    expect((await comment(author, secret, 'Yes')).status).toBe(200);
    const yes = (await comments(author, secret)).body.result[0]._id as string;
    expect((await del(reader, yes)).status).toBe(403);
    expect((await del(author, latest!._id)).status).toBe(200);
    expect((await del(reader, first!._id)).status).toBe(200);
    expect((await admin.api.delete(`/api/article/deep/${secret}`)).status).toBe(200);
    expect(await t.rows(acme, PostComment, { parentId: secret })).toEqual([]);
  });
});
