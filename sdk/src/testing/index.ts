import crypto from 'node:crypto';
import type { PluginDefinition } from '../server/plugin.js';

/** A response as tests see it: status, parsed body (JSON when it is JSON), headers. */
export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  raw: ArrayBuffer;
}

export interface Caller {
  get<T = any>(path: string, opts?: RequestOpts): Promise<TestResponse<T>>;
  post<T = any>(path: string, body?: unknown, opts?: RequestOpts): Promise<TestResponse<T>>;
  put<T = any>(path: string, body?: unknown, opts?: RequestOpts): Promise<TestResponse<T>>;
  delete<T = any>(path: string, opts?: RequestOpts): Promise<TestResponse<T>>;
  request<T = any>(method: string, path: string, body?: unknown, opts?: RequestOpts): Promise<TestResponse<T>>;
}

export interface RequestOpts {
  headers?: Record<string, string>;
  /** A raw body (Buffer, FormData, string) sent as is. */
  raw?: BodyInit;
}

export interface TestUser {
  id: string;
  login: string;
  email: string;
  password: string;
  token: string;
  api: Caller;
}

export interface TestClient {
  id: string;
  workspace: string;
  admin: TestUser;
  /** Creates an employee (with the rights given, default: every right of the client) and signs in. */
  user(opts?: { rights?: string[]; roles?: string[]; fields?: Record<string, unknown> }): Promise<TestUser>;
  /** Switches a feature on or off (as the superadmin). */
  feature(code: string, active: boolean): Promise<void>;
}

export interface TestApp {
  url: string;
  /** An anonymous caller. */
  api: Caller;
  superadmin: TestUser;
  /** Creates a client with an admin, signed in. */
  client(opts?: { workspace?: string; features?: { feature: string; active: boolean }[] }): Promise<TestClient>;
  /** Signs in and answers a caller for that session. */
  signIn(login: string, password: string, workspace?: string): Promise<TestUser>;
  /** Everything the core built: routes, data source, core (typed loosely: tests of the core use them). */
  app: any;
  close(): Promise<void>;
}

export function caller(baseUrl: string, token?: string, workspace?: string): Caller {
  const request = async (method: string, path: string, body?: unknown, opts: RequestOpts = {}) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (workspace) headers['x-company-id'] = workspace;
    Object.assign(headers, opts.headers ?? {});
    let payload: BodyInit | undefined = opts.raw;
    if (payload === undefined && body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(baseUrl + path, { method: method.toUpperCase(), headers, body: payload });
    const raw = await res.arrayBuffer();
    const text = Buffer.from(raw).toString('utf8');
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: res.status, body: parsed as any, headers: res.headers, raw };
  };
  return {
    request,
    get: (p, o) => request('get', p, undefined, o),
    post: (p, b, o) => request('post', p, b, o),
    put: (p, b, o) => request('put', p, b, o),
    delete: (p, o) => request('delete', p, undefined, o),
  };
}

/**
 * The plugins of this installation as `npm start` finds them (the workspace's plugins/ and PLUGINS_DIR,
 * narrowed by PLUGINS), with the folder of each for its built remote: browser tests start these.
 */
export async function installedPlugins(env: Record<string, string | undefined> = process.env) {
  const core = await import('@atrium/core-api');
  return core.installedPlugins((line: string) => {
    throw new Error(line);
  }, env);
}

const SUPERADMIN = { login: 'test-superadmin', password: 'test-superadmin-pw' };

/**
 * Starts the whole core with the given plugins on an in-memory SQLite database, or on a fresh MySQL
 * database when TEST_MYSQL_URL is set, listening on a free loopback port.
 */
export async function startTestApp(
  opts: {
    plugins?: PluginDefinition[];
    env?: Record<string, string>;
    /** Browser tests: the built host and each plugin's folder (for its remote). */ hostDist?: string;
    pluginDirs?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  // The core is a peer of the SDK: imported here only, so plugins never import it themselves.
  const core = await import('@atrium/core-api');
  const mysqlBase = process.env.TEST_MYSQL_URL;
  let databaseUrl = ':memory:';
  let dropDb: (() => Promise<void>) | null = null;
  if (mysqlBase) {
    const name = `atrium_t_${crypto.randomBytes(5).toString('hex')}`;
    const mysql = await import('mysql2/promise');
    const conn = await mysql.createConnection(mysqlBase);
    await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await conn.end();
    const u = new URL(mysqlBase);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDb = async () => {
      const c = await mysql.createConnection(mysqlBase);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    };
  }
  const config = core.configFromEnv({
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: `/tmp/atrium-test-${crypto.randomBytes(5).toString('hex')}`,
    SUPERADMIN_LOGIN: SUPERADMIN.login,
    SUPERADMIN_PASSWORD: SUPERADMIN.password,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    PORT: '0',
    ...(opts.env ?? {}),
  });
  config.hostDist = opts.hostDist ?? '/nonexistent';
  const plugins = core.orderPlugins(opts.plugins ?? [], (line: string) => {
    throw new Error(line);
  });
  const app = await core.createApp({ config, plugins, pluginDirs: opts.pluginDirs });
  await core.ensureSuperadmin(app.core);
  const port = await app.listen(0);
  const url = `http://127.0.0.1:${port}`;
  let counter = 0;

  const signIn = async (login: string, password: string, workspace?: string): Promise<TestUser> => {
    const res = await caller(url).post('/api/login', { login, password });
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
      const user = await core.createUser(app.core, clientId, {
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

  return {
    url,
    api: caller(url),
    superadmin,
    client,
    signIn,
    app,
    async close() {
      await app.close();
      if (dropDb) await dropDb();
    },
  };
}
