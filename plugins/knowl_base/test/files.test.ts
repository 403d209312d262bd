import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { FILES_MAX } from '../shared/constants.js';
import { article, create, folder, item, kbApp, PNG, TEXT, upload } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let admin: TestUser;
let noFiles: TestUser;

const fileStatus = async (u: TestUser, id: string) => (await u.api.get(`/api/files/${id}`)).status;
const ids = (files: { _id: string }[]) => files.map((f) => f._id);

beforeAll(async () => {
  ({ t, acme } = await kbApp());
  admin = acme.admin;
  noFiles = await acme.user({ rights: ['knowl_base'] });
});
afterAll(() => t?.close());

describe('files of items', () => {
  it('takes an image as cover and refuses anything else where media is expected', async () => {
    const png = await upload(admin, PNG, 'cover.png');
    const txt = await upload(admin, TEXT, 'notes.txt');
    const ok = await create(admin, { kind: 'article', title: 'With cover', content: 'x', cover: png });
    expect(ok.status).toBe(200);
    expect(ok.body.result.cover._id).toBe(png);
    const bad = await create(admin, { kind: 'article', title: 'Text cover', content: 'x', cover: txt });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ path: 'cover', message: 'file not media' })]);
    expect((await create(admin, { kind: 'folder', title: 'Thumb', thumb: txt })).status).toBe(400);
  });

  it('adds files, removes one and several; removed files are deleted from storage', async () => {
    const a = await article(admin, 'Files tab');
    const [f1, f2, f3] = [await upload(admin, TEXT, 'a.txt'), await upload(admin, TEXT, 'b.txt'), await upload(admin, PNG, 'c.png')];
    const added = await admin.api.put(`/api/article/${a}/add_files`, { files: [{ file: f1 }, { file: f2 }, { file: f3 }] });
    expect(added.status).toBe(200);
    expect(ids(added.body.result.files)).toEqual([f1, f2, f3]);
    expect(added.body.result.files[0]).toMatchObject({ filename: 'a.txt', filetype: 'text/plain' });
    const one = await admin.api.put(`/api/article/${a}/del_file/${f1}`);
    expect(ids(one.body.result.files)).toEqual([f2, f3]);
    expect(await fileStatus(admin, f1)).toBe(404);
    const many = await admin.api.put(`/api/article/${a}/del_files`, { files: [f2, f3] });
    expect(many.body.result.files).toEqual([]);
    expect(await fileStatus(admin, f2)).toBe(404);
    expect(await fileStatus(admin, f3)).toBe(404);
  });

  it(`holds ${FILES_MAX} files, not one more`, async () => {
    const a = await article(admin, 'Full tab');
    const files = [];
    for (let i = 0; i < FILES_MAX; i++) files.push({ file: await upload(admin, TEXT, `f${i}.txt`) });
    expect((await admin.api.put(`/api/article/${a}/add_files`, { files })).status).toBe(200);
    const extra = await upload(admin, TEXT, 'extra.txt');
    const res = await admin.api.put(`/api/article/${a}/add_files`, { files: [{ file: extra }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('too many files');
    expect((await admin.api.get(`/api/article/${a}`)).body.result.files).toHaveLength(FILES_MAX);
  });

  it('needs the kb_files right for files, and only takes the caller’s own uploads', async () => {
    const a = await article(admin, 'Guarded', null, { grants: [{ level: 'write', audience: 'everyone' }] });
    const own = await upload(noFiles, TEXT, 'mine.txt');
    expect((await noFiles.api.put(`/api/article/${a}/add_files`, { files: [{ file: own }] })).status).toBe(403);
    expect((await create(noFiles, { kind: 'file', title: 'Mine', parentId: null, url: 'https://example.com' })).status).toBe(403);
    const withFiles = await acme.user({ rights: ['knowl_base', 'kb_files'] });
    expect((await withFiles.api.put(`/api/article/${a}/add_files`, { files: [{ file: own }] })).status).toBe(403);
  });

  it('a deep delete of a folder deletes every stored file in it', async () => {
    const box = await folder(admin, 'Archive');
    const inner = await folder(admin, 'Archive inner', box);
    const [cover, attached, kept] = [
      await upload(admin, PNG, 'p.png'),
      await upload(admin, TEXT, 'att.txt'),
      await upload(admin, TEXT, 'k.txt'),
    ];
    await article(admin, 'Archived', inner, { cover, attachments: [{ file: attached }] });
    await item(admin, { kind: 'file', title: 'Archived file', parentId: box, files: [{ file: kept }] });
    for (const f of [cover, attached, kept]) expect(await fileStatus(admin, f)).toBe(200);
    expect((await admin.api.delete(`/api/article/deep/${box}`)).body.result).toEqual({ deleted: 4 });
    for (const f of [cover, attached, kept]) expect(await fileStatus(admin, f)).toBe(404);
  });

  it('a file of a restricted item is read only by its readers', async () => {
    const sales = (await admin.api.post('/api/structure', { name: 'Files sales' })).body.result._id;
    const eva = await acme.user({ rights: ['knowl_base'], fields: { departmentId: sales } });
    const f = await upload(admin, TEXT, 'secret.txt');
    await item(admin, {
      kind: 'file',
      title: 'Secret file',
      files: [{ file: f }],
      grants: [{ level: 'read', audience: 'departments', departmentIds: [sales] }],
    });
    expect(await fileStatus(eva, f)).toBe(200);
    expect(await fileStatus(noFiles, f)).toBe(403);
  });
});
