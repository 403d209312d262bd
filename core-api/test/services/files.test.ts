import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin, z, defineManifest } from '@atrium/sdk/server';
import { type TestClient, type TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from '../support/app.js';
import { expectRangedDownloads } from '../support/ranges.js';
import { FileRefs1732200101000 } from '../../src/db/migrations/1732200101000-file-refs.js';
import { appSecret } from '../../src/files/access-cookie.js';

const referenced = new Set<string>();
const filesPlugin = definePlugin(
  defineManifest({
    code: 'filetest',
    titles: { ru: 'filetest', en: 'filetest', uk: 'filetest' },
    sdk: '^1',
    rights: { filetest: { ru: 'filetest', en: 'filetest', uk: 'filetest' } },
  }),
  {
    routes: (r) => {
      r.post(
        '/filetest/put',
        {
          body: z.object({
            size: z.number().int(),
            fileName: z.string(),
            purpose: z.enum(['post', 'any']),
            ownerId: z.string().optional(),
          }),
        },
        async (ctx) => {
          const data = Buffer.alloc(ctx.body.size, 'a');
          return ctx.files.put({ data, fileName: ctx.body.fileName, purpose: ctx.body.purpose, ownerId: ctx.body.ownerId });
        },
      );
      r.get('/filetest/read/:id', { params: z.object({ id: z.string() }) }, async (ctx) => ({
        length: (await ctx.files.read(ctx.params.id)).length,
      }));
    },
    fileRefs: async (ids) => ids.filter((id) => referenced.has(id)),
  },
);

let t: CoreTestApp;
let acme: TestClient;
let other: TestClient;
let alice: TestUser;
let png: Buffer;

const form = (name: string, data: Buffer | string, type = 'application/octet-stream') => {
  const fd = new FormData();
  fd.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  return fd;
};
const upload = (u: TestUser, name: string, data: Buffer | string, query = '') =>
  u.api.post(`/api/upload${query}`, undefined, { raw: form(name, data) });
const cookieValue = (setCookie: string) => setCookie.split(';')[0]!.slice('atrium_files='.length);
/** The file cookie the app gets with `GET api/me`. */
const fileCookie = async (u: TestUser) => cookieValue((await u.api.get('/api/me')).headers.get('set-cookie')!);
const withCookie = (value: string) => ({ headers: { cookie: `atrium_files=${value}` } });
const fileRows = () => t.app.ds.getRepository('File').count();
const dataDir = () => t.app.core.config.dataDir as string;
const filesOnDisk = (dir = path.join(dataDir(), 'files')): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOnDisk(path.join(dir, e.name)) : [e.name]))
    : [];
const tmpFiles = () => (fs.existsSync(path.join(dataDir(), 'tmp')) ? fs.readdirSync(path.join(dataDir(), 'tmp')) : []);
const MB = 1024 * 1024;

/**
 * A multipart upload of one file of `size` bytes written by hand: with its length declared, only the part's
 * header is sent and the answer must come without the body; without one, the body is streamed in chunks
 * until the server answers. `sent` is how many bytes of the file went out before the answer.
 */
function sendUpload(u: TestUser, size: number, o: { declareLength: boolean }) {
  const head = Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="huge.bin"\r\n\r\n');
  const tail = Buffer.from('\r\n--x--\r\n');
  const length = o.declareLength ? { 'content-length': String(head.length + size + tail.length) } : {};
  return new Promise<{ status: number; body: any; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(
      new URL('/api/upload', t.url),
      { method: 'POST', headers: { authorization: `Bearer ${u.token}`, 'content-type': 'multipart/form-data; boundary=x', ...length } },
      (res) => {
        answered = true;
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(data), sent });
        });
      },
    );
    // Once answered, the server may close while the rest is on its way.
    req.on('error', (err) => !answered && reject(err));
    req.write(head);
    if (o.declareLength) return;
    const chunk = Buffer.alloc(MB);
    const pump = () => {
      while (!answered && sent < size) {
        sent += MB;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end(tail);
    };
    pump();
  });
}

beforeAll(async () => {
  t = await startCoreTestApp({ plugins: [filesPlugin] });
  acme = await t.client({ features: [{ feature: 'filetest', active: true }] });
  other = await t.client();
  alice = await acme.user();
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

describe('upload', () => {
  it('answers results with file, thumb, url and fileName and serves them to the client only', async () => {
    const res = await upload(alice, 'photo.png', png);
    expect(res.status).toBe(200);
    const [item] = res.body.results;
    expect(item).toMatchObject({ fileName: 'photo.png', file: { name: 'photo.png', mimetype: 'image/png', size: png.length } });
    expect(item.file.src).toBe(item.url);
    expect(item.thumb).toMatch(/\/thumb$/);
    expect(fs.readdirSync(path.join(dataDir(), 'files'))).toEqual([acme.id]);

    const got = await alice.api.get(item.url);
    expect(got.status).toBe(200);
    expect(Buffer.from(got.raw).equals(png)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-disposition')).toMatch(/^inline; filename="photo.png"/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    const thumb = await alice.api.get(item.thumb);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(thumb.raw)).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(400);

    expect((await other.admin.api.get(item.url)).status).toBe(404);
    expect((await t.api.get(item.url)).status).toBe(401);
    // <img src> sends no header: the app's short-lived file cookie stands in; the session token never rides in the URL.
    expect((await t.api.get(`${item.thumb}?access_token=${alice.token}`)).status).toBe(401);
    expect((await t.api.get(item.thumb, withCookie(await fileCookie(alice)))).status).toBe(200);
    expect((await t.api.get(item.url, withCookie(await fileCookie(other.admin)))).status).toBe(404);
    const forged = (await fileCookie(alice)).replace(/\.[^.]+$/, '.AAAA');
    expect((await t.api.get(item.url, withCookie(forged))).status).toBe(401);
  });

  it('answers a range of a stored file with its slice (206), and a range past it with 416', async () => {
    const data = crypto.randomBytes(5000);
    const res = await upload(alice, 'clip.bin', data);
    await expectRangedDownloads(alice, res.body.results[0].url, data);
  });

  it('the file cookie is limited to file paths, short-lived, renewed by the app and ended with the session', async () => {
    const id = (await upload(alice, 'cookie.png', png)).body.results[0].file._id as string;
    const me = await alice.api.get('/api/me');
    const set = me.headers.get('set-cookie')!;
    expect(set).toMatch(/^atrium_files=[^;]+; Max-Age=1800; Path=\/api\/files; HttpOnly; SameSite=Strict$/);
    const renewed = await alice.api.post('/api/files/access', {});
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('set-cookie')).toContain('atrium_files=');
    expect((await t.api.post('/api/files/access', {})).status).toBe(401);
    // An expired cookie is refused although its signature holds.
    const cookie = cookieValue(set);
    const [hash, ws] = cookie.split('.');
    const past = Math.floor(Date.now() / 1000) - 1;
    const body = `${hash}.${ws}.${past}`;
    const expired = `${body}.${crypto.createHmac('sha256', appSecret(t.app.core.config)).update(body).digest('base64url')}`;
    expect((await t.api.get(`/api/files/${id}`, withCookie(expired))).status).toBe(401);
    // Signing out ends the session, so the cookie opens nothing any more.
    const bob = await acme.user();
    const bobFile = (await upload(bob, 'b.png', png)).body.results[0].file._id as string;
    const bobCookie = await fileCookie(bob);
    expect((await t.api.get(`/api/files/${bobFile}`, withCookie(bobCookie))).status).toBe(200);
    const out = await bob.api.post('/api/logout', {});
    expect(out.headers.get('set-cookie')).toContain('atrium_files=; Max-Age=0');
    expect((await t.api.get(`/api/files/${bobFile}`, withCookie(bobCookie))).status).toBe(401);
  });

  it("refuses a blocked company's users their files, also through the file cookie", async () => {
    const shut = await t.client();
    const eve = await shut.user();
    const up = await upload(eve, 'shut.png', png);
    expect(up.status).toBe(200);
    const url = up.body.results[0].url as string;
    const cookie = await fileCookie(eve);
    expect((await t.api.get(url, withCookie(cookie))).status).toBe(200);
    expect((await t.superadmin.api.put(`/api/clients/${shut.id}`, { status: 'blocked' })).status).toBe(200);
    const refused = await t.api.get(url, withCookie(cookie));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('company blocked');
    expect((await eve.api.get(url)).status).toBe(403);
  });

  it('takes files of several megabytes as attachments of unknown type', async () => {
    const data = Buffer.alloc(3 * 1024 * 1024, 7);
    const res = await upload(alice, 'dump.dat', data, '?purpose=post');
    expect(res.status).toBe(200);
    expect(res.body.results[0].file).toMatchObject({ size: data.length, mimetype: 'application/octet-stream', thumb: null });
    const got = await alice.api.get(res.body.results[0].url);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="dump.dat"/);
    expect(got.raw.byteLength).toBe(data.length);
  });

  it('never serves HTML or SVG inline', async () => {
    for (const [name, body] of [
      ['page.html', '<html><script>alert(1)</script></html>'],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ] as const) {
      const res = await upload(alice, name, body);
      expect(res.status).toBe(200);
      const got = await alice.api.get(res.body.results[0].url);
      expect(got.headers.get('content-type')).toBe('application/octet-stream');
      expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    }
  });

  it('refuses a forged type, a path in the name and sizes over the limit, storing nothing', async () => {
    const rows = await fileRows();
    const disk = filesOnDisk().length;
    const forged = await upload(alice, 'photo.png', '<html><body>not an image</body></html>');
    expect(forged.status).toBe(400);
    expect(forged.body.key).toBe('files.forgedType');
    const renamed = await upload(alice, 'report.pdf', png);
    expect(renamed.status).toBe(400);
    const withPath = await upload(alice, '../../etc/passwd.png', png);
    expect(withPath.status).toBe(400);
    expect(withPath.body.key).toBe('files.invalidName');
    const big = await upload(alice, 'big.bin', Buffer.alloc(20 * 1024 * 1024 + 10), '?purpose=post');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Files above 20 MB cannot be attached');
    // A mixed request is all or nothing.
    const fd = form('ok.png', png);
    fd.append('file', new Blob(['<html></html>']), 'bad.png');
    expect((await alice.api.post('/api/upload', undefined, { raw: fd })).status).toBe(400);
    expect(await fileRows()).toBe(rows);
    expect(filesOnDisk()).toHaveLength(disk);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a file declared over 250 MB with 413 and the limit before reading the body', async () => {
    // 251 MB passed the old check (10% over the limit was let through to be read, then answered 400 with no body).
    const declared = await sendUpload(alice, 251 * MB, { declareLength: true });
    expect(declared.sent).toBe(0);
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ message: 'file size too big', key: 'files.tooLarge', details: { size: '250 MB' } });
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a file over 250 MB sent without a length with the same 413, stopping at the limit', async () => {
    const rows = await fileRows();
    const chunked = await sendUpload(alice, 251 * MB, { declareLength: false });
    expect(chunked.status).toBe(413);
    expect(chunked.body).toMatchObject({ message: 'file size too big', key: 'files.tooLarge', details: { size: '250 MB' } });
    expect(chunked.sent).toBeGreaterThanOrEqual(250 * MB);
    expect(await fileRows()).toBe(rows);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses uploads over the client quota with the available space', async () => {
    const small = await t.client();
    const user = await small.user();
    await t.app.ds.getRepository('Client').update({ id: small.id }, { storageTotalGb: 1 / 1024 / 1024 }); // 1 kB
    const res = await upload(user, 'photo.png', png);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Storage limit reached (1 kB), Available 1 kB');
    // Refused from its declared length, before the body is read.
    const big = await upload(user, 'big.bin', Buffer.alloc(300 * 1024));
    expect(big.status).toBe(413);
    expect(big.body.key).toBe('files.storageLimit');
    expect(await t.app.ds.getRepository('File').count({ where: { clientId: small.id } })).toBe(0);
  });
});

describe('files of plugins', () => {
  it('puts, reads and limits post attachments through ctx.files', async () => {
    const put = await alice.api.post('/api/filetest/put', { size: 1000, fileName: 'notes.txt', purpose: 'any' });
    expect(put.status).toBe(200);
    expect(put.body.result).toMatchObject({ fileName: 'notes.txt', mimetype: 'text/plain', size: 1000 });
    expect((await alice.api.get(`/api/filetest/read/${put.body.result._id}`)).body.result.length).toBe(1000);
    const over = await alice.api.post('/api/filetest/put', { size: 20 * 1024 * 1024 + 1, fileName: 'big.txt', purpose: 'post' });
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('Files above 20 MB cannot be attached');
  });
});

describe('administration', () => {
  it('lists hanging files, counts storage and deletes files', async () => {
    const a = (await upload(alice, 'a.png', png)).body.results[0].file._id as string;
    const b = (await upload(alice, 'b.png', png)).body.results[0].file._id as string;
    const owned = (await alice.api.post('/api/filetest/put', { size: 10, fileName: 'owned.txt', purpose: 'any', ownerId: 'post-1' })).body
      .result._id as string;
    referenced.add(b);
    const avatar = (await upload(alice, 'me.png', png)).body.results[0].file._id as string;
    await t.app.ds.getRepository('User').update({ id: alice.id }, { avatar: `/api/files/${avatar}` });
    const hanged = await acme.admin.api.get(`/api/clients/hangedFilesByClient/${acme.id}`);
    expect(hanged.status).toBe(200);
    const ids = hanged.body.result.map((f: { _id: string }) => f._id);
    expect(ids).toContain(a);
    expect(ids).not.toContain(b);
    expect(ids).not.toContain(owned);
    expect(ids).not.toContain(avatar);
    expect((await alice.api.get(`/api/clients/hangedFilesByClient/${acme.id}`)).status).toBe(403);
    expect((await other.admin.api.get(`/api/clients/hangedFilesByClient/${acme.id}`)).status).toBe(404);

    const stat = await acme.admin.api.get(`/api/clients/${acme.id}/filestat`);
    expect(stat.body.result.count).toBeGreaterThanOrEqual(3);
    expect(stat.body.result.size).toBeGreaterThan(2 * png.length);
    expect(stat.body.result.totalGb).toBe(10);

    expect((await other.admin.api.post('/api/del_file', { file: a })).status).toBe(404);
    expect((await acme.admin.api.post('/api/del_file', { file: `/api/files/${a}` })).status).toBe(200);
    expect((await alice.api.get(`/api/files/${a}`)).status).toBe(404);
    const del = await acme.admin.api.post('/api/del_minio_files', { files: [b, owned] });
    expect(del.body.result.deleted).toBe(2);
  });

  it("lets a user delete their own file and not someone else's", async () => {
    const bob = await acme.user();
    const id = (await upload(alice, 'mine.png', png)).body.results[0].file._id as string;
    expect((await bob.api.delete(`/api/user/${alice.id}/file/${id}`)).status).toBe(403);
    expect((await bob.api.delete(`/api/user/${bob.id}/file/${id}`)).status).toBe(404);
    expect((await alice.api.delete(`/api/user/${alice.id}/file/${id}`)).status).toBe(200);
    expect((await alice.api.get(`/api/files/${id}`)).status).toBe(404);
  });

  it('the migration gives each owned file of older installations its owner as one counted use', async () => {
    const id = (await upload(alice, 'old.png', png)).body.results[0].file._id as string;
    const ds = t.app.core.ds;
    await ds.getRepository('File').update({ id }, { refCount: 1, ownerType: 'post', ownerRef: '0190f3a0-0000-7000-8000-000000000001' });
    const qr = ds.createQueryRunner();
    try {
      await qr.dropTable('file_ref');
      await new FileRefs1732200101000().up(qr);
    } finally {
      await qr.release();
    }
    expect(await ds.getRepository('FileRef').find({ where: { fileId: id } })).toEqual([
      expect.objectContaining({ clientId: acme.id, plugin: 'wall', ownerType: 'post', ownerRef: '0190f3a0-0000-7000-8000-000000000001' }),
    ]);
  });
});
