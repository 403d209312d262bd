import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { everyInstalledPlugin } from './support/installed.js';
import { seedTenant, snapshot, tenantTables, type Tenant } from './isolation/world.js';

/**
 * Full delete and one module's data delete (spec §4, §7 Clients), with two clients seeded by the core and every
 * installed plugin: the one deleted loses every row and stored file, the other keeps every row and file as it was.
 */
let t: CoreTestApp;
let ds: DataSource;
let pluginTables: Map<string, string[]>;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function upload(c: Tenant) {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(pdf)]), 'kept.pdf');
  const up = await c.admin.api.post('/api/upload', undefined, { raw: f });
  expect(up.status).toBe(200);
}

const filesDir = () => path.join(t.app.core.config.dataDir, 'files');
/** Stored files of a client on disk (keys start with the client id). */
function storedFiles(clientId: string): number {
  const dir = path.join(filesDir(), clientId);
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

async function rowCounts(clientId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const esc = (n: string) => ds.driver.escape(n);
  // MariaDB's search word index is no entity, yet it holds the client's rows too.
  const wordIndex = ds.options.type === 'mysql' ? [{ table: 'search_word' }] : [];
  for (const { table } of [...tenantTables(ds), ...wordIndex]) {
    const [row] = await ds.query(`SELECT COUNT(*) AS n FROM ${esc(table)} WHERE ${esc('clientId')} = ?`, [clientId]);
    out[table] = Number(row.n);
  }
  return out;
}

async function seeded(): Promise<Tenant> {
  const c = await seedTenant(t, t.app.core.plugins);
  await upload(c);
  return c;
}

beforeAll(async () => {
  const installed = await everyInstalledPlugin();
  t = await startCoreTestApp({ plugins: installed.plugins });
  ds = t.app.ds;
  pluginTables = new Map(t.app.core.plugins.map((p) => [p.code, (p.entities ?? []).map((e) => ds.getMetadata(e).tableName)]));
}, 300_000);
afterAll(() => t?.close());

describe('full delete of a client', () => {
  it('removes every row and stored file of the client in every table and nothing of the other client', async () => {
    const a = await seeded();
    const b = await seeded();
    const before = await snapshot(ds, b.id);
    const bFiles = storedFiles(b.id);
    expect(bFiles).toBeGreaterThan(0);
    expect(storedFiles(a.id)).toBeGreaterThan(0);
    // Every plugin seeded rows, so an empty table afterwards proves the delete reached it.
    const seededA = await rowCounts(a.id);
    for (const [code, tables] of pluginTables)
      expect(
        tables.some((tb) => seededA[tb]! > 0),
        `rows of ${code}`,
      ).toBe(true);

    const res = await t.superadmin.api.delete(`/api/clients/${a.id}/fullDelete?agree=true`);
    expect(res.status).toBe(200);
    expect(Object.entries(await rowCounts(a.id)).filter(([, n]) => n > 0)).toEqual([]);
    expect(await ds.query(`SELECT * FROM ${ds.driver.escape('client')} WHERE ${ds.driver.escape('id')} = ?`, [a.id])).toEqual([]);
    expect(storedFiles(a.id)).toBe(0);
    expect((await a.admin.api.get('/api/me')).status).toBe(401);

    expect(await snapshot(ds, b.id)).toEqual(before);
    expect(storedFiles(b.id)).toBe(bFiles);
    expect((await b.admin.api.get('/api/me')).status).toBe(200);
  }, 300_000);

  it('needs the agreement, and the superadmin: an admin gets 403', async () => {
    const c = await t.client();
    const refused = await t.superadmin.api.delete(`/api/clients/${c.id}/fullDelete`);
    expect(refused.status).toBe(400);
    expect(refused.body.details[0]).toMatchObject({ path: 'agree' });
    expect((await t.superadmin.api.delete(`/api/clients/${c.id}/fullDelete?agree=false`)).status).toBe(400);
    expect((await c.admin.api.delete(`/api/clients/${c.id}/fullDelete?agree=true`)).status).toBe(403);
    expect((await c.admin.api.get('/api/me')).status).toBe(200);
  });

  it('keeps everything when a table refuses the delete, answering why', async () => {
    const c = await seeded();
    const before = await snapshot(ds, c.id);
    const files = storedFiles(c.id);
    await refuseDeletes('journal', c.id);
    try {
      const res = await t.superadmin.api.delete(`/api/clients/${c.id}/fullDelete?agree=true`);
      expect(res.status).toBe(500);
      expect(res.body.message).toMatch(/^client data could not be deleted: .*kept by the test/);
    } finally {
      await ds.query('DROP TRIGGER keep_rows');
    }
    expect(await snapshot(ds, c.id)).toEqual(before);
    expect(storedFiles(c.id)).toBe(files);
  }, 300_000);
});

describe("deleting one module's data of a client", () => {
  it("empties the plugin's tables of that client only", async () => {
    const a = await seeded();
    const b = await seeded();
    const beforeA = await rowCounts(a.id);
    const beforeB = await snapshot(ds, b.id);
    const res = await t.superadmin.api.delete(`/api/clients/${a.id}/wall`);
    expect(res.status).toBe(200);
    const afterA = await rowCounts(a.id);
    const wall = pluginTables.get('wall')!;
    // The journal gains the line saying who deleted what.
    const expected = (tb: string) => (wall.includes(tb) ? 0 : tb === 'journal' ? beforeA[tb]! + 1 : beforeA[tb]);
    for (const tb of Object.keys(afterA)) expect(afterA[tb], tb).toBe(expected(tb));
    expect(await snapshot(ds, b.id)).toEqual(beforeB);
  }, 300_000);

  it('deletes a core data area with its stored files', async () => {
    const a = await seeded();
    const b = await seeded();
    const bFiles = storedFiles(b.id);
    expect((await t.superadmin.api.delete(`/api/clients/${a.id}/files`)).status).toBe(200);
    const counts = await rowCounts(a.id);
    expect([counts.file, counts.file_ref]).toEqual([0, 0]);
    expect(storedFiles(a.id)).toBe(0);
    expect(storedFiles(b.id)).toBe(bFiles);
    expect((await rowCounts(b.id)).file).toBeGreaterThan(0);
  }, 300_000);

  it('refuses an unknown name with 400 and an admin with 403', async () => {
    const c = await t.client();
    const res = await t.superadmin.api.delete(`/api/clients/${c.id}/nonsense`);
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ path: 'collName' });
    expect((await c.admin.api.delete(`/api/clients/${c.id}/wall`)).status).toBe(403);
  });
});

/** A trigger that fails deleting the client's rows of one table, on either engine. */
async function refuseDeletes(table: string, clientId: string) {
  if (ds.options.type === 'sqlite' || ds.options.type === 'better-sqlite3')
    await ds.query(
      `CREATE TRIGGER keep_rows BEFORE DELETE ON ${table} WHEN old.clientId = '${clientId}' BEGIN SELECT RAISE(ABORT, 'kept by the test'); END`,
    );
  else
    await ds.query(
      `CREATE TRIGGER keep_rows BEFORE DELETE ON ${table} FOR EACH ROW BEGIN IF OLD.clientId = '${clientId}' THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'kept by the test'; END IF; END`,
    );
}
