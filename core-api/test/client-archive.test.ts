import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MountedRoute } from '@atrium/core-api';
import type { TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { everyInstalledPlugin } from './support/installed.js';
import { seedTenant, type Tenant } from './isolation/world.js';

/**
 * Export, import and clone of a client (spec §4, §7 Clients): a client seeded by the core and every installed
 * plugin leaves as an archive and comes back as a new workspace that answers the same, apart from ids.
 */
let t: CoreTestApp;
let a: Tenant;
let archive: Buffer;

const UUID_RE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Fields an answer fills from the time of the call (a period ending now, the server's clock). */
const NOW_FIELDS = ['currentTime', 'from', 'to'];

/** The answers of every GET route that takes no path parameter, as the client's admin sees them. */
async function answers(admin: TestUser, ...names: { workspace: string; name: string }[]) {
  const routes = (t.app.routes as MountedRoute[]).filter((r) => r.method === 'get' && !r.fullPath.includes(':'));
  const out: Record<string, unknown> = {};
  for (const r of routes) {
    const res = await admin.api.get(r.fullPath);
    if (!(res.headers.get('content-type') ?? '').includes('json')) continue;
    let text = JSON.stringify({ status: res.status, body: res.body }).replace(UUID_RE, 'ID');
    for (const own of names) text = text.replaceAll(own.name, 'NAME').replace(new RegExp(own.workspace, 'gi'), 'WS');
    text = text
      // A calendar feed address is made on a user's first ask, with a fresh token.
      .replace(/\/ical\/ID\/[\w-]+/g, '/ical/ID/TOKEN');
    out[r.fullPath] = JSON.parse(text, (k, v) => (NOW_FIELDS.includes(k) ? 'NOW' : v));
  }
  return out;
}

function importForm(data: Buffer, fields: Record<string, string>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append('file', new Blob([new Uint8Array(data)]), 'client.tar.gz');
  return f;
}

/** The archive with its manifest changed: what another installation could have written. */
async function altered(change: (manifest: Record<string, unknown>) => void): Promise<Buffer> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'atrium-test-archive-'));
  try {
    await fs.promises.writeFile(path.join(dir, 'in.tar.gz'), archive);
    await fs.promises.mkdir(path.join(dir, 'x'));
    await tar.x({ file: path.join(dir, 'in.tar.gz'), cwd: path.join(dir, 'x') });
    const file = path.join(dir, 'x', 'manifest.json');
    const manifest = JSON.parse(await fs.promises.readFile(file, 'utf8'));
    change(manifest);
    await fs.promises.writeFile(file, JSON.stringify(manifest));
    await tar.c(
      { gzip: true, file: path.join(dir, 'out.tar.gz'), cwd: path.join(dir, 'x') },
      await fs.promises.readdir(path.join(dir, 'x')),
    );
    return await fs.promises.readFile(path.join(dir, 'out.tar.gz'));
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

const clientCount = async () => Number((await t.app.ds.query('SELECT COUNT(*) AS n FROM client'))[0].n);

beforeAll(async () => {
  const installed = await everyInstalledPlugin();
  t = await startCoreTestApp({ plugins: installed.plugins });
  a = await seedTenant(t, t.app.core.plugins);
  const f = new FormData();
  f.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'kept.pdf');
  expect((await a.admin.api.post('/api/upload', undefined, { raw: f })).status).toBe(200);
}, 300_000);
afterAll(() => t?.close());

describe('export of a client', () => {
  it('runs as a job with progress and gives a .tar.gz to download', async () => {
    const started = await t.superadmin.api.post(`/api/clients/export/${a.id}`, { name: 'acme backup' });
    expect(started.status).toBe(202);
    expect(started.body.result).toMatchObject({ name: 'acme backup', state: 'queued', progress: 0 });
    const id = started.body.result._id as string;
    // The queue runs it (or this runner, whichever claims it first); the screen polls the list until it is done.
    await t.runJob('core:client_export', { client: a.id, data: { exportId: id } });
    const seen = new Set<number>();
    let state = '';
    for (let i = 0; i < 300 && state !== 'done'; i++) {
      const list = await t.superadmin.api.get('/api/clients/exports');
      const row = list.body.result.find((e: { _id: string }) => e._id === id) as { state: string; progress: number };
      seen.add(row.progress);
      state = row.state;
      if (state !== 'done') await new Promise((r) => setTimeout(r, 100));
    }
    expect(state).toBe('done');
    expect(seen.has(1)).toBe(true);
    const file = await t.superadmin.api.get(`/api/clients/exports/${id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/gzip');
    archive = Buffer.from(file.raw);
    expect(archive.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  }, 300_000);

  it('exports every client at once, and is for the superadmin only', async () => {
    const all = await t.superadmin.api.post('/api/clients/export/all');
    expect(all.status).toBe(202);
    expect(all.body.result.map((e: { clientId: string }) => e.clientId)).toContain(a.id);
    expect((await a.admin.api.post(`/api/clients/export/${a.id}`, { name: 'x' })).status).toBe(403);
    expect((await a.admin.api.post('/api/clients/export/all')).status).toBe(403);
    expect((await a.admin.api.get('/api/clients/exports')).status).toBe(403);
    expect((await t.superadmin.api.post(`/api/clients/export/${a.id}`, { name: '' })).status).toBe(400);
  });
});

describe('import of an archive', () => {
  it('creates a workspace with new ids that answers as the exported client did', async () => {
    const own = { workspace: a.workspace, name: (await t.superadmin.api.get(`/api/clients/${a.id}`)).body.result.name as string };
    const before = await answers(a.admin, own);
    const res = await t.superadmin.api.post('/api/clients/import', undefined, {
      raw: importForm(archive, { workspace: 'restored1', name: 'Restored' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const copy = res.body.result as { _id: string; workspace: string; name: string };
    expect(copy).toMatchObject({ workspace: 'restored1', name: 'Restored' });
    expect(copy._id).not.toBe(a.id);
    const admin = await t.signIn(a.admin.login, a.admin.password, 'restored1');
    expect(admin.id).not.toBe(a.admin.id);
    const again = await answers(a.admin, own);
    // The copy's employees keep their e-mails and logins, which name the exported workspace.
    const restored = await answers(admin, copy, own);
    expect(restored).toEqual(again);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    // No id of the exported client is left in the copy's rows.
    const text = JSON.stringify(
      await t.app.ds.query(`SELECT * FROM ${t.app.ds.driver.escape('user')} WHERE ${t.app.ds.driver.escape('clientId')} = ?`, [copy._id]),
    );
    for (const id of [...a.ids.values()].flat()) expect(text.includes(id), id).toBe(false);
    // The copy's documents are found as the client's were (MariaDB's word index is filled from its entries).
    const me = (await a.admin.api.get('/api/me')).body.result.user as { lastName: string };
    const found = async (who: TestUser) =>
      (await who.api.get(`/api/search?q=${encodeURIComponent(me.lastName)}`)).body as { total: number };
    const theirs = await found(a.admin);
    expect(theirs.total).toBeGreaterThan(0);
    expect((await found(admin)).total).toBe(theirs.total);
    // Stored files came along.
    const files = await admin.api.get(`/api/clients/${copy._id}/filestat`);
    expect(files.status).toBe(200);
  }, 300_000);

  it('refuses an archive naming a missing plugin or a newer migration before writing anything', async () => {
    const clients = await clientCount();
    const plugin = await altered((m) => (m.plugins as { code: string }[]).push({ code: 'teleport' }));
    const res = await t.superadmin.api.post('/api/clients/import', undefined, {
      raw: importForm(plugin, { workspace: 'nope1', name: 'N' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('teleport');
    const migration = await altered((m) => (m.migrations as string[]).push('Future9999999999999'));
    const res2 = await t.superadmin.api.post('/api/clients/import', undefined, {
      raw: importForm(migration, { workspace: 'nope2', name: 'N' }),
    });
    expect(res2.status).toBe(400);
    expect(res2.body.message).toContain('Future9999999999999');
    const junk = await t.superadmin.api.post('/api/clients/import', undefined, {
      raw: importForm(Buffer.from('nonsense'), { workspace: 'nope3', name: 'N' }),
    });
    expect(junk.status).toBe(400);
    expect(await clientCount()).toBe(clients);
  });

  it('refuses a taken or bad workspace code, and an admin', async () => {
    const taken = await t.superadmin.api.post('/api/clients/import', undefined, {
      raw: importForm(archive, { workspace: a.workspace, name: 'N' }),
    });
    expect(taken.status).toBe(409);
    const bad = await t.superadmin.api.post('/api/clients/import', undefined, {
      raw: importForm(archive, { workspace: 'no-dash', name: 'N' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]).toMatchObject({ path: 'workspace' });
    expect(
      (await a.admin.api.post('/api/clients/import', undefined, { raw: importForm(archive, { workspace: 'x1', name: 'N' }) })).status,
    ).toBe(403);
  });
});

describe('clone of a client', () => {
  it('copies the client under a new code and name; a taken code is 409, a bad one 400, an admin 403', async () => {
    const res = await t.superadmin.api.post(`/api/clients/${a.id}/clone/twin1`, { name: 'Twin' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ workspace: 'twin1', name: 'Twin' });
    const admin = await t.signIn(a.admin.login, a.admin.password, 'twin1');
    expect((await admin.api.get('/api/me')).status).toBe(200);
    expect((await t.superadmin.api.post(`/api/clients/${a.id}/clone/twin1`, { name: 'Twin' })).status).toBe(409);
    expect((await t.superadmin.api.post(`/api/clients/${a.id}/clone/tw-in`, { name: 'Twin' })).status).toBe(400);
    expect((await a.admin.api.post(`/api/clients/${a.id}/clone/twin2`, { name: 'Twin' })).status).toBe(403);
  }, 300_000);
});
