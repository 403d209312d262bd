import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { outsideStatePlugin, type OutsideState } from './fixtures/outside-state-plugin.js';
import { exportArchive, importForm } from './support/archive.js';

/**
 * The `clientData` hooks of a plugin with state outside its rows: each runs once, for the right client, when a
 * client is exported, imported, cloned and deleted, and what it exported comes back under the new ids.
 */
let t: CoreTestApp;
let acme: TestClient;
const state: OutsideState = { lists: new Map(), calls: [], failImport: null };

/** The hook calls a step made. */
async function callsOf(step: () => Promise<void>) {
  const from = state.calls.length;
  await step();
  return state.calls.slice(from);
}

const emailOf = async (clientId: string, id: string) =>
  (await t.app.ds.getRepository('User').findOneByOrFail({ clientId, id })).email as string;

beforeAll(async () => {
  t = await startCoreTestApp({ plugins: [outsideStatePlugin(state)] });
  acme = await t.client();
  state.lists.set(acme.id, [acme.admin.id]);
});
afterAll(() => t?.close());

describe('clientData hooks', () => {
  let archive: Buffer;

  it('export calls exported once for the client exported', async () => {
    const calls = await callsOf(async () => {
      archive = await exportArchive(t, acme.id);
    });
    expect(calls).toEqual([{ hook: 'exported', clientId: acme.id }]);
  });

  it('import calls imported once for the new client, with what was exported under the new ids', async () => {
    let copyId = '';
    const calls = await callsOf(async () => {
      const res = await t.superadmin.api.post('/api/clients/import', undefined, { raw: importForm(archive, 'hooked1') });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      copyId = res.body.result._id;
    });
    expect(calls).toEqual([{ hook: 'imported', clientId: copyId }]);
    const [newAdmin] = state.lists.get(copyId)!;
    expect(newAdmin).not.toBe(acme.admin.id);
    // The id it got is the copied admin's: the same person in the new workspace.
    expect(await emailOf(copyId, newAdmin!)).toBe(await emailOf(acme.id, acme.admin.id));
  });

  it('clone calls exported for the source and imported for the copy, once each', async () => {
    let copyId = '';
    const calls = await callsOf(async () => {
      const res = await t.superadmin.api.post(`/api/clients/${acme.id}/clone/hooked2`, { name: 'Clone' });
      expect(res.status).toBe(200);
      copyId = res.body.result._id;
    });
    expect(calls).toEqual([
      { hook: 'exported', clientId: acme.id },
      { hook: 'imported', clientId: copyId },
    ]);
  });

  it('a failing imported hook leaves no workspace behind and answers why', async () => {
    state.failImport = 'the list service is down';
    try {
      const res = await t.superadmin.api.post('/api/clients/import', undefined, { raw: importForm(archive, 'hooked3') });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('client import failed: the list service is down');
      expect(await t.app.ds.getRepository('Client').count({ where: { workspace: 'hooked3' } })).toBe(0);
    } finally {
      state.failImport = null;
    }
  });

  it("deleting the plugin's data or the whole client calls removed once for that client; another area does not", async () => {
    const other = await t.client();
    state.lists.set(other.id, [other.admin.id]);
    expect(await callsOf(async () => void (await t.superadmin.api.delete(`/api/clients/${acme.id}/journal`)))).toEqual([]);
    expect(await callsOf(async () => void (await t.superadmin.api.delete(`/api/clients/${acme.id}/outside`)))).toEqual([
      { hook: 'removed', clientId: acme.id },
    ]);
    const full = await callsOf(async () => {
      expect((await t.superadmin.api.delete(`/api/clients/${acme.id}/fullDelete?agree=true`)).status).toBe(200);
    });
    expect(full).toEqual([{ hook: 'removed', clientId: acme.id }]);
    expect(state.lists.has(acme.id)).toBe(false);
    expect(state.lists.get(other.id)).toEqual([other.admin.id]);
  });
});
