import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { caller, startNodes, type InstallationNode, type TwoNodes } from '@atrium/sdk/testing';
import { shopRoutes } from '../shared/routes.js';

/*
 * Two processes of one installation on one database (SQLite, or MariaDB with TEST_MYSQL_URL), with the
 * scratch plugin `suggestions` (the guide's ideas fixture under a code of its own: the workspace has a real
 * `ideas`) installed from a plugins folder as a third party's would be: a payment asked on
 * both nodes at once pays once, and its withdrawal on either takes it back.
 */
let nodes: TwoNodes | undefined;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-suggestions-'));

beforeAll(async () => {
  const plugin = path.join(dir, 'suggestions');
  fs.mkdirSync(path.join(plugin, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(plugin, 'package.json'),
    JSON.stringify({ name: 'plugin-suggestions', version: '1.0.0', type: 'module', atrium: { server: 'server/index.ts' } }),
  );
  const fixture = path.resolve(import.meta.dirname, 'fixtures/ideas.ts');
  fs.writeFileSync(
    path.join(plugin, 'server/index.ts'),
    `import { ideasPlugin } from ${JSON.stringify(fixture)};\nexport default ideasPlugin('suggestions', 'suggestion');\n`,
  );
  nodes = await startNodes({ PLUGINS_DIR: dir, PLUGINS: 'shop,suggestions', SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
}, 200_000);

afterAll(async () => {
  await nodes?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, 30_000);

it('an idea accepted on both nodes at once pays once; withdrawn, its coins go back', async () => {
  const signIn = async (node: InstallationNode) => {
    const res = await caller(node.url).post('/api/login', { login: 'admin', password: 'admin123' });
    expect(res.status).toBe(200);
    return { api: caller(node.url, res.body.token, 'demo'), id: res.body._id as string };
  };
  const [a, b] = [await signIn(nodes!.one), await signIn(nodes!.two)];
  const balance = async () => (await a.api.call(shopRoutes.balance, { params: { user: a.id } })).body.result.amount;
  const before = await balance();
  const accepted = await Promise.all([a, b, a, b].map((n) => n.api.post('/api/suggestions/two-nodes/accept', {})));
  expect(accepted.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  expect(await balance()).toBe(before + 15);
  expect((await b.api.delete('/api/suggestions/two-nodes')).status).toBe(200);
  expect(await balance()).toBe(before);
}, 60_000);
