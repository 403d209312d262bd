import crypto from 'node:crypto';
import { In } from 'typeorm';
import type { EventName, Me, PluginDefinition, ServiceContext, UserContext } from '@atrium/sdk/server';
import {
  caller,
  type EmittedEvent,
  type QueuedJob,
  type Ref,
  type StoredNotification,
  type TestApp,
  type TestAppOptions,
  type TestClient,
  type TestUser,
} from '@atrium/sdk/testing';
import { createApp, type App } from './app.js';
import { configFromEnv } from './config.js';
import { scratchDatabase } from './db/scratch.js';
import { discoverPlugins, orderPlugins, packageProblem, readPluginPackage } from './plugins/loader.js';
import { pluginFolders } from './plugins/installed.js';
import { ensureSuperadmin } from './seed/demo.js';
import { createUser } from './users/area.js';
import { User } from './users/entity.js';
import { loadClient } from './auth/resolve.js';
import { buildMe } from './rights/ability.js';
import { JobEntity } from './jobs/entity.js';
import { dataMatches } from './jobs/repository.js';
import { platformOf } from './services/providers.js';
import { Notification, NotificationView } from './notifications/entities.js';

const SUPERADMIN = { login: 'test-superadmin', password: 'test-superadmin-pw' };

const idOf = (ref: Ref) => (typeof ref === 'string' ? ref : ref.id);

/**
 * The plugins under test with their package's version, as the loader gives it to installed ones (the shell
 * and `GET /api/plugins` report it): a test imports the definition, which knows no package. The package is
 * the one named after the code in the plugin's folder (`pluginDirs`), the installation's plugin folders or
 * the folder the tests run in; a scratch plugin of a test has none.
 */
function withPackageVersions(defs: PluginDefinition[], dirs: Record<string, string> = {}): PluginDefinition[] {
  const packages = [
    ...Object.values(dirs).map(readPluginPackage),
    readPluginPackage(process.cwd()),
    ...discoverPlugins(pluginFolders()),
  ].filter((p) => !!p);
  return defs.map((d) => {
    if (d?.version || !d?.manifest) return d;
    const own = packages.find((p) => !packageProblem(p, d));
    return own ? { ...d, version: own.version } : d;
  });
}

/**
 * The SDK's `startTestApp`: the whole core listening on a free loopback port, with the typed harness
 * over its internals. Core tests take `app` too (core-api/test/support/app.ts); plugins never see it.
 */
export async function launchTestApp(opts: TestAppOptions = {}): Promise<{ testApp: TestApp; app: App }> {
  // A fresh MySQL database under TEST_MYSQL_URL (dropped on close), else SQLite in memory.
  const db = await scratchDatabase(process.env.TEST_MYSQL_URL);
  const config = configFromEnv({
    ...process.env,
    DATABASE_URL: db.url,
    DATA_DIR: `/tmp/atrium-test-${crypto.randomBytes(5).toString('hex')}`,
    SUPERADMIN_LOGIN: SUPERADMIN.login,
    SUPERADMIN_PASSWORD: SUPERADMIN.password,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    PORT: '0',
    ...(opts.env ?? {}),
  });
  config.hostDist = opts.hostDist ?? '/nonexistent';
  const plugins = orderPlugins(withPackageVersions(opts.plugins ?? [], opts.pluginDirs), (line: string) => {
    throw new Error(line);
  });
  const app = await createApp({ config, plugins, pluginDirs: opts.pluginDirs });
  const { core, ds } = app;
  const emitted: EmittedEvent[] = [];
  core.onEmit((client, name, payload) => emitted.push({ client, name, payload: structuredClone(payload) } as EmittedEvent));
  await ensureSuperadmin(core);
  const port = await app.listen(0);
  const url = `http://127.0.0.1:${port}`;
  let counter = 0;

  const signIn = async (login: string, password: string, workspace?: string): Promise<TestUser> => {
    const res = await caller(url).post('/api/login', { login, password, ...(workspace ? { workspace } : {}) });
    if (res.status !== 200) throw new Error(`sign-in of ${login} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { id: res.body._id, login, email: '', password, token: res.body.token, api: caller(url, res.body.token, workspace) };
  };
  const superadmin = await signIn(SUPERADMIN.login, SUPERADMIN.password);

  const client = async (o: { workspace?: string; features?: { feature: string; active: boolean }[] } = {}): Promise<TestClient> => {
    const workspace = o.workspace ?? `ws${++counter}${crypto.randomBytes(3).toString('hex')}`;
    const created = await superadmin.api.post('/api/clients', {
      workspace,
      name: `Company ${workspace}`,
      lang: 'en',
      ...(o.features ? { features: o.features } : {}),
    });
    if (created.status !== 200) throw new Error(`client create failed: ${JSON.stringify(created.body)}`);
    const clientId = created.body.result._id as string;
    const mk = async (roles: string[], rights: string[] | undefined, fields: Record<string, unknown> = {}) => {
      const n = ++counter;
      const login = `u${n}${workspace}`.toLowerCase();
      const password = `pw-${n}-secret`;
      const user = await createUser(core, clientId, {
        firstName: 'Test',
        lastName: `User${n}`.replace(/\d/g, (d: string) => 'abcdefghij'[Number(d)]!),
        email: `${login}@example.test`,
        login,
        password,
        confirmPassword: password,
        roles,
        rights,
        ...fields,
      } as never);
      const signed = await signIn(login, password, workspace);
      return { ...signed, id: user.id, email: user.email };
    };
    const admin = await mk(['admin'], undefined);
    return {
      id: clientId,
      workspace,
      admin,
      user: (u = {}) => mk(u.roles ?? [], u.rights, u.fields),
      feature: async (code, active) => {
        const r = await superadmin.api.put(`/api/clients/features/switch/${clientId}/${code}`, { active });
        if (r.status !== 200) throw new Error(`feature switch failed: ${JSON.stringify(r.body)}`);
      },
    };
  };

  /** `me` of a user of the client, built as a request of that user builds it. */
  const meOf = async (clientId: string, userId: string): Promise<Me> => {
    const user = await core.serviceContext(clientId).employees.asMe(userId);
    if (!user) throw new Error(`user ${userId} is not an active employee of client ${clientId}`);
    return buildMe(user, await loadClient(core, clientId), plugins);
  };

  async function context(clientRef: Ref, userRef?: null, o?: { plugin?: string }): Promise<ServiceContext>;
  async function context(clientRef: Ref, userRef: Ref, o?: { plugin?: string }): Promise<UserContext>;
  async function context(clientRef: Ref, userRef?: Ref | null, o: { plugin?: string } = {}): Promise<ServiceContext | UserContext> {
    const clientId = idOf(clientRef);
    const pluginCode = o.plugin ?? plugins[0]?.code;
    if (!userRef) return core.serviceContext(clientId, { pluginCode });
    const me = await meOf(clientId, idOf(userRef));
    return Object.assign(core.serviceContext(clientId, { pluginCode, me }), { me });
  }

  const testApp: TestApp = {
    url,
    api: caller(url),
    superadmin,
    client,
    signIn,
    context,
    async seed(plugin, c, people, purpose = 'test') {
      const clientId = idOf(c);
      const ids = people.map(idOf);
      const rows = await ds.getRepository(User).find({ where: { id: In(ids), clientId } });
      const roles = new Map(rows.map((u) => [u.id, u.roles]));
      const users = ids.map((id) => ({ id, roles: roles.get(id) ?? [] }));
      await plugin.seed?.(Object.assign(await context(clientId, null, { plugin: plugin.code }), { clientId, users, purpose }));
    },
    async jobs(filter = {}) {
      const rows = await ds.getRepository(JobEntity).find({
        where: { ...(filter.name ? { name: filter.name } : {}), ...(filter.client ? { clientId: idOf(filter.client) } : {}) },
        order: { nextRunAt: 'ASC', id: 'ASC' },
      });
      return rows
        .filter((r) => dataMatches(r.data, filter.data))
        .map((r): QueuedJob => {
          const { clientId: _client, ...data } = (r.data ?? {}) as Record<string, unknown>;
          return { name: r.name, client: r.clientId, data, nextRunAt: r.nextRunAt, repeatInterval: r.repeatInterval };
        });
    },
    runJob: (name, o) => platformOf(core).jobs.run(name, { ...(o.data ?? {}), clientId: idOf(o.client) }),
    events: <N extends EventName>(name?: N) => emitted.filter((e): e is EmittedEvent<N> => !name || e.name === name),
    rows: (clientRef, entity, where) => core.serviceContext(idOf(clientRef)).db.repo(entity).find({ where }),
    async allRows() {
      const mysql = ds.options.type === 'mysql';
      const tables = mysql
        ? ((await ds.query('SHOW TABLES')) as Record<string, string>[]).map((r) => Object.values(r)[0]!)
        : ((await ds.query("SELECT name FROM sqlite_master WHERE type = 'table'")) as { name: string }[]).map((r) => r.name);
      const out = new Map<string, Set<string>>();
      for (const table of tables)
        out.set(table, new Set(((await ds.query(`SELECT * FROM ${ds.driver.escape(table)}`)) as object[]).map((r) => JSON.stringify(r))));
      return out;
    },
    dataDir: config.dataDir,
    async notifications(userRef) {
      const userId = idOf(userRef);
      const rows = await ds.getRepository(Notification).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
      const views = rows.length
        ? await ds.getRepository(NotificationView).find({ where: { userId, notificationId: In(rows.map((r) => r.id)) } })
        : [];
      const read = new Set(views.map((v) => v.notificationId));
      return rows.map((n): StoredNotification => ({
        id: n.id,
        name: n.name,
        section: n.section,
        title: n.title,
        text: n.text,
        link: n.link,
        vars: n.vars,
        authorId: n.authorId,
        inCenter: n.inCenter,
        read: read.has(n.id),
        createdAt: n.createdAt,
      }));
    },
    async close() {
      await app.close();
      await db.drop();
    },
  };
  return { testApp, app };
}
