import crypto from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import S3rver from 's3rver';
import { Client as Minio } from 'minio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, type TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from '../support/app.js';
import { expectRangedDownloads } from '../support/ranges.js';

const BUCKET = 'atrium-test';
let s3: S3rver;
let dir: string;
let minio: Minio;
let t: CoreTestApp;
let acme: TestClient;
let alice: TestUser;

const objects = async (): Promise<string[]> => {
  const names: string[] = [];
  for await (const o of minio.listObjectsV2(BUCKET, '', true)) names.push((o as { name: string }).name);
  return names;
};
const upload = (name: string, data: Buffer | string) => {
  const fd = new FormData();
  fd.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name);
  return alice.api.post('/api/upload', undefined, { raw: fd });
};

beforeAll(async () => {
  dir = `/tmp/atrium-s3-${crypto.randomBytes(4).toString('hex')}`;
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await s3.run();
  minio = new Minio({ endPoint: '127.0.0.1', port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', pathStyle: true });
  t = await startCoreTestApp({
    env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: BUCKET },
  });
  acme = await t.client();
  alice = await acme.user();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('S3 file store', () => {
  it('stores uploads in the bucket under the client prefix, serves and deletes them', async () => {
    const png = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#aa0000' } })
      .png()
      .toBuffer();
    const res = await upload('red.png', png);
    expect(res.status).toBe(200);
    const id = res.body.results[0].file._id as string;
    const keys = await objects();
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.startsWith(`${acme.id}/`))).toBe(true);
    expect(keys.some((k) => k.endsWith('.thumb.webp'))).toBe(true);
    expect(fs.existsSync(`${t.app.core.config.dataDir}/files`)).toBe(false);

    const got = await alice.api.get(res.body.results[0].url);
    expect(got.status).toBe(200);
    expect(Buffer.from(got.raw).equals(png)).toBe(true);

    expect((await upload('fake.png', 'plain text')).status).toBe(400);
    expect(await objects()).toHaveLength(2);

    expect((await acme.admin.api.post('/api/del_minio_files', { files: [id] })).body.result.deleted).toBe(1);
    expect(await objects()).toHaveLength(0);
    expect((await alice.api.get(res.body.results[0].url)).status).toBe(404);
  });

  it('answers a range of a stored file with its slice read from the bucket (206), and a range past it with 416', async () => {
    const data = crypto.randomBytes(5000);
    const res = await upload('clip.bin', data);
    await expectRangedDownloads(alice, res.body.results[0].url, data);
  });
});
