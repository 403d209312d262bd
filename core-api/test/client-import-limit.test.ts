import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { exportArchive, importForm } from './support/archive.js';

/**
 * `POST api/clients/import` streams the archive to a temporary file (never into memory) up to ARCHIVE_MAX_BYTES:
 * an archive of exactly the limit is imported, one byte more is refused with nothing written or left behind.
 */
let t: CoreTestApp;
let acme: TestClient;
let archive: Buffer;

const clients = () => t.app.ds.getRepository('Client').count();
const tmpFiles = () => {
  const dir = path.join(t.app.core.config.dataDir, 'tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
const importAs = (data: Buffer, workspace: string) =>
  t.superadmin.api.post('/api/clients/import', undefined, { raw: importForm(data, workspace) });

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
  archive = await exportArchive(t, acme.id);
  t.app.core.config.archiveMaxBytes = archive.length;
});
afterAll(() => t?.close());

describe('the size of an imported archive', () => {
  it('an archive of exactly the limit is imported, and its temporary file removed', async () => {
    const res = await importAs(archive, 'atlimit1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ workspace: 'atlimit1' });
    expect(tmpFiles()).toBe(0);
  });

  it('one byte past the limit is 413 naming the limit; no client is made and nothing is left', async () => {
    const before = await clients();
    const res = await importAs(Buffer.concat([archive, Buffer.from([0])]), 'pastlimit1');
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/^The archive is larger than /);
    expect(res.body.details[0].path).toBe('file');
    expect(await clients()).toBe(before);
    expect(tmpFiles()).toBe(0);
  });

  it('a bad workspace code is 400 and the uploaded archive is removed', async () => {
    const res = await importAs(archive, 'no-dash');
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('workspace');
    expect(tmpFiles()).toBe(0);
  });
});
