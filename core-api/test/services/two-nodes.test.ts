import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, startNodes, stopNode, type InstallationNode, type TwoNodes } from '@atrium/sdk/testing';
import { connectSocket, nextEvent } from './helpers.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two nodes with Redis', () => {
  let one: InstallationNode | undefined;
  let two: InstallationNode | undefined;
  let nodes: TwoNodes | undefined;

  beforeAll(async () => {
    nodes = await startNodes({ REDIS_URL: redisUrl!, SEED_DEMO: 'true', LOG_LEVEL: 'warn', PLUGINS: '-', JOBS_PROCESS_EVERY_MS: '500' });
    ({ one, two } = nodes);
  }, 200_000);

  afterAll(async () => {
    await nodes?.stop();
  }, 30_000);

  it('delivers an event raised on one node to a socket connected to the other', async () => {
    const admin = await caller(one!.url).post('/api/login', { login: 'admin', password: 'admin123' });
    const employee = await caller(two!.url).post('/api/login', { login: 'employee', password: 'employee123' });
    expect(admin.status).toBe(200);
    expect(employee.status).toBe(200);
    const me = await caller(two!.url, employee.body.token, 'demo').get('/api/me');
    const clientId = me.body.result.client._id as string;

    const socket = await connectSocket(two!.url, employee.body.token, clientId);
    try {
      const got = nextEvent(socket, 'notification', 15_000);
      const sent = await caller(one!.url, admin.body.token, 'demo').post('/api/notification', {
        users: [employee.body._id],
        section: 'other',
        title: 'From node one',
      });
      expect(sent.status).toBe(200);
      expect(await got).toMatchObject({ title: 'From node one' });

      // Logout on node one closes the tabs connected to node two.
      const logout = nextEvent(socket, 'user-logout', 15_000);
      expect((await caller(one!.url, employee.body.token, 'demo').post('/api/logout', {})).status).toBe(200);
      await logout;
    } finally {
      socket.close();
    }
  }, 60_000);

  it('shuts a node down on SIGTERM even with sockets open', async () => {
    const employee = await caller(two!.url).post('/api/login', { login: 'employee', password: 'employee123' });
    const socket = await connectSocket(two!.url, employee.body.token, 'demo');
    const started = Date.now();
    await stopNode(two);
    expect(two!.child.exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    socket.close();
  }, 30_000);
});
