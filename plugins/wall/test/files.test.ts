import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, PNG, upload, world, type World } from './helpers.js';

let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w?.t.close());

const total = async () => (await news(w.alice, w.acme.id)).body.total as number;
const uploaded = async (u: World['alice'], purpose = 'post') =>
  (await upload(u, PNG, 'photo.png', purpose)).body.results[0].file._id as string;
const fileStatus = async (u: World['alice'], id: string) => (await u.api.get(`/api/files/${id}`)).status;

/** Security review, finding 1: files were attached and deleted by anyone in the client (docs/architecture.md, Files). */
describe('who attaches, deletes and reads a file', () => {
  it("refuses a colleague's file in a post or a comment with 403 and writes nothing", async () => {
    const theirs = await uploaded(w.bob);
    const before = await total();
    const post = await w.alice.api.post('/api/post', { text: 'x', attachments: [{ file: theirs }] });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe('This file cannot be attached here');
    expect(await total()).toBe(before);

    const mine = await w.alice.api.post('/api/post', { text: 'Mine' });
    const comment = await w.alice.api.post('/api/comment', {
      parent_type: 'post',
      parent_id: mine.body.result._id,
      text: 'x',
      attachments: [{ file: theirs }],
    });
    expect(comment.status).toBe(403);
    expect((await w.alice.api.get(`/api/post/${mine.body.result._id}`)).body.result.comments).toEqual([]);
    expect(await fileStatus(w.bob, theirs)).toBe(200);
  });

  it('deleting a post deletes only the files no other record still uses', async () => {
    const file = await uploaded(w.alice);
    const first = await w.alice.api.post('/api/post', { text: 'First', attachments: [{ file }] });
    const second = await w.alice.api.post('/api/post', { text: 'Second', attachments: [{ file }] });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await w.alice.api.delete(`/api/post/${first.body.result._id}`)).status).toBe(200);
    expect(await fileStatus(w.alice, file)).toBe(200);
    expect((await w.alice.api.delete(`/api/post/${second.body.result._id}`)).status).toBe(200);
    expect(await fileStatus(w.alice, file)).toBe(404);
  });

  it("an admin editing a colleague's post keeps its files but cannot add the colleague's other files", async () => {
    const kept = await uploaded(w.alice);
    const other = await uploaded(w.alice);
    const post = (await w.alice.api.post('/api/post', { text: 'Edit me', attachments: [{ file: kept }] })).body.result;
    const edited = await w.acme.admin.api.put(`/api/post/${post._id}`, { text: 'Edited', attachments: [{ file: kept }] });
    expect(edited.status).toBe(200);
    const added = await w.acme.admin.api.put(`/api/post/${post._id}`, { text: 'Edited', attachments: [{ file: kept }, { file: other }] });
    expect(added.status).toBe(403);
    expect((await w.alice.api.get(`/api/post/${post._id}`)).body.result.attachments.map((a: { file: string }) => a.file)).toEqual([kept]);
  });

  it("an HR file cannot be attached to a post: it stays in the employee's HR list", async () => {
    const hr = await uploaded(w.acme.admin, 'hr');
    expect((await w.acme.admin.api.post(`/api/user/${w.carol.id}/hr_files`, { file: hr })).status).toBe(200);
    const res = await w.acme.admin.api.post('/api/post', { text: 'Oops', attachments: [{ file: hr }] });
    expect(res.status).toBe(403);
    const list = await w.carol.api.get(`/api/user/${w.carol.id}/hr_files`);
    expect(list.body.result.map((f: { id?: string; _id?: string }) => f._id ?? f.id)).toContain(hr);
    // The HR list's rule guards the bytes too: the employee and admins, nobody else.
    expect(await fileStatus(w.carol, hr)).toBe(200);
    expect(await fileStatus(w.bob, hr)).toBe(403);
  });

  it("the files of a restricted post are read only by the post's readers", async () => {
    const file = await uploaded(w.alice);
    const post = await w.alice.api.post('/api/post', {
      text: 'For Bob only',
      attachments: [{ file }],
      grants: [{ level: 'read', audience: 'users', userIds: [w.bob.id] }],
    });
    expect(post.status).toBe(200);
    expect(await fileStatus(w.bob, file)).toBe(200);
    expect(await fileStatus(w.alice, file)).toBe(200);
    expect(await fileStatus(w.acme.admin, file)).toBe(200);
    const denied = await w.carol.api.get(`/api/files/${file}`);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You may not open this file');
    expect((await w.carol.api.get(`/api/files/${file}/thumb`)).status).toBe(403);
  });
});
