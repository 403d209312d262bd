import type { DataSource } from 'typeorm';
import type { PluginDefinition } from '@atrium/sdk/server';
import type { TestClient, TestUser } from '@atrium/sdk/testing';
import type { CoreTestApp } from '../support/app.js';

/** One seeded client as the suite uses it. */
export interface Tenant {
  client: TestClient;
  id: string;
  workspace: string;
  admin: TestUser;
  /** No role and no right: everything guarded must answer 403. */
  plain: TestUser;
  /** Every right of the client, no admin role. */
  full: TestUser;
  /** Ids of the tenant's rows by entity name, in id order. */
  ids: Map<string, string[]>;
}

const UUID_RE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Tables that hold client rows: every entity with a clientId column. */
export function tenantTables(ds: DataSource): { entity: string; table: string }[] {
  return ds.entityMetadatas
    .filter((m) => m.columns.some((c) => c.propertyName === 'clientId'))
    .map((m) => ({ entity: m.name, table: m.tableName }));
}

const q = (ds: DataSource, table: string) =>
  `SELECT * FROM ${ds.driver.escape(table)} WHERE ${ds.driver.escape('clientId')} = ? ORDER BY ${ds.driver.escape('id')}`;

/** Every row of the tenant, table by table, as one comparable string per table. */
export async function snapshot(ds: DataSource, clientId: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const { table } of tenantTables(ds)) out.set(table, JSON.stringify(await ds.query(q(ds, table), [clientId])));
  out.set(
    'client',
    JSON.stringify(await ds.query(`SELECT * FROM ${ds.driver.escape('client')} WHERE ${ds.driver.escape('id')} = ?`, [clientId])),
  );
  return out;
}

/** Tables whose rows differ between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before.keys()].filter((k) => before.get(k) !== after.get(k));
}

/** Ids in a text that belong to the other tenant. */
export function foreignIds(text: string, foreign: Set<string>): string[] {
  return [...new Set(text.match(UUID_RE) ?? [])].filter((id) => foreign.has(id));
}

/** Reads the tenant's ids per entity from the database (the client itself under 'Client'). */
export async function loadIds(ds: DataSource, clientId: string): Promise<Map<string, string[]>> {
  const ids = new Map<string, string[]>([['Client', [clientId]]]);
  for (const { entity, table } of tenantTables(ds)) {
    const rows: { id: string }[] = await ds.query(
      `SELECT ${ds.driver.escape('id')} AS id FROM ${ds.driver.escape(table)} WHERE ${ds.driver.escape('clientId')} = ? ORDER BY ${ds.driver.escape('id')}`,
      [clientId],
    );
    ids.set(
      entity,
      rows.map((r) => String(r.id)),
    );
  }
  return ids;
}

/** Every id the tenant owns: what must never show up in another tenant's answers or rows. */
export const allIds = (t: Tenant) => new Set([...t.ids.values()].flat());

/**
 * Seeds a client the way people would fill it: a department tree with members and a head, pinned
 * employees, a journal, and every plugin's own seed data.
 */
export async function seedTenant(t: CoreTestApp, plugins: PluginDefinition[]): Promise<Tenant> {
  const client = await t.client();
  const admin = client.admin;
  const plain = await client.user({ rights: [] });
  const full = await client.user();
  const staff = [
    await client.user({ fields: { birthDate: '1990-01-15', city: 'Riga', position: 'Engineer' } }),
    await client.user({ fields: { birthDate: '1991-06-01', city: 'Oslo' } }),
  ];
  const ok = async (p: Promise<{ status: number; body: unknown }>) => {
    const res = await p;
    if (res.status !== 200) throw new Error(`seed call failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { result: { _id: string } };
  };
  const root = (await ok(admin.api.post('/api/structure', { name: 'Company' }))).result._id;
  const dept = (await ok(admin.api.post('/api/structure', { name: 'Engineering', parentId: root }))).result._id;
  await ok(admin.api.post('/api/structure', { name: 'Projects', type: 'project' }));
  await ok(admin.api.put('/api/dept_users', { dept_id: dept, users: staff.map((u) => u.id), headUser: staff[0]!.id }));
  await ok(admin.api.put(`/api/user/${staff[1]!.id}`, { chiefId: staff[0]!.id }));
  await ok(admin.api.put(`/api/user/pin/${staff[0]!.id}`, {}));
  const core = t.app.core;
  const users = [admin, plain, full, ...staff].map((u) => ({ id: u.id, roles: u === admin ? ['admin'] : [] }));
  const areas = t.app.areas;
  const run = async (owner: string, seed: NonNullable<PluginDefinition['seed']>, pluginCode?: string) => {
    try {
      await seed(Object.assign(core.serviceContext(client.id, { pluginCode }), { clientId: client.id, users, purpose: 'test' as const }));
    } catch (err) {
      throw new Error(`the seed hook of ${owner} failed: ${(err as Error).stack ?? err}`);
    }
  };
  for (const a of areas) if (a.seed) await run(`core area ${a.code}`, a.seed);
  for (const p of plugins) if (p.seed) await run(`plugin ${p.code}`, p.seed, p.code);
  return { client, id: client.id, workspace: client.workspace, admin, plain, full, ids: await loadIds(t.app.ds, client.id) };
}
