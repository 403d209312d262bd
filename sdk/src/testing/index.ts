import type { EntitySchema, ObjectLiteral } from 'typeorm';
import type { ServiceContext, UserContext } from '../server/context.js';
import type { Where } from '../server/db.js';
import type { PluginDefinition } from '../server/plugin.js';
import type { AtriumEvents, EventName } from '../shared/events.js';
import { contractRequest, type ContractArgs, type RouteContract, type WireAnswer, type WireOf } from '../shared/wire.js';

/** A response as tests see it: status, parsed body (JSON when it is JSON), headers. */
export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  raw: ArrayBuffer;
}

/** The body a test reads from a contract's route: its wire type, or the text of a file answer (the bytes are `raw`). */
export type TestBody<C extends RouteContract> = C['answer'] extends WireAnswer<unknown, 'file'> ? string : WireOf<C>;

export interface Caller {
  /**
   * Calls a route contract of a plugin's `shared/` as the UI does (`api.call`): the path filled from
   * `params` and `query`, the body typed by the contract's schema, the answer by its wire type. Input the
   * schemas refuse goes through the untyped calls below.
   */
  call<C extends RouteContract>(contract: C, ...args: ContractArgs<C, RequestOpts>): Promise<TestResponse<TestBody<C>>>;
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
  /** Creates an employee (with the rights given, default: the client's initial rights) and signs in. */
  user(opts?: { rights?: string[]; roles?: string[]; fields?: Record<string, unknown> }): Promise<TestUser>;
  /** Switches a feature on or off (as the superadmin). */
  feature(code: string, active: boolean): Promise<void>;
}

/** A client or a user as tests name them: the harness's own object, or the id. */
export type Ref = string | { id: string };

/** A job waiting in the platform's queue. */
export interface QueuedJob {
  /** `<plugin code>:<name>`, e.g. `polls:remind`. */
  name: string;
  /** The client it runs for; null for installation-wide jobs. */
  client: string | null;
  /** What the plugin passed to `ctx.jobs.now/at/every` (the client id is in `client`). */
  data: Record<string, unknown>;
  /** When the queue runs it next; null once a one-off job has run. */
  nextRunAt: Date | null;
  /** Set for `ctx.jobs.every` jobs: the interval as stored. */
  repeatInterval: string | null;
}

export interface JobFilter {
  name?: string;
  client?: Ref;
  /** Jobs whose data contains every one of these fields with an equal value. */
  data?: Record<string, unknown>;
}

/** An event raised with `ctx.events.emit`, as the platform recorded it. */
export interface EmittedEvent<N extends EventName = EventName> {
  client: string;
  name: N;
  payload: AtriumEvents[N];
}

/** One notification as the notification centre stores it for a user. */
export interface StoredNotification {
  id: string;
  /** The kind, e.g. `poll.reminder`. */
  name: string;
  section: string;
  title: string;
  text: string;
  link: string | null;
  vars: Record<string, string | number>;
  authorId: string | null;
  /** Shown in the centre (the user's channels for the section include it). */
  inCenter: boolean;
  read: boolean;
  createdAt: Date;
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
  /**
   * The services a plugin's handlers get for a client: to call a plugin's services or hooks (`seed`)
   * directly. With a user it carries `me` as a request of that user would. The services act as `plugin`
   * (its jobs, settings), by default the first plugin the app was started with.
   */
  context(client: Ref, user?: null, opts?: { plugin?: string }): Promise<ServiceContext>;
  context(client: Ref, user: Ref, opts?: { plugin?: string }): Promise<UserContext>;
  /**
   * Runs a plugin's `seed` for the client as the demo workspace does, with these people of the client
   * (and their roles); the services act as that plugin. `purpose` (default `'test'`) is `SeedContext.purpose`.
   */
  seed(plugin: PluginDefinition, client: Ref, people: Ref[], purpose?: 'demo' | 'test'): Promise<void>;
  /** The queued jobs, oldest first, narrowed by name, client and data. */
  jobs(filter?: JobFilter): Promise<QueuedJob[]>;
  /**
   * Runs a job's handler now as the queue would (`<plugin code>:<name>`), with the same checks: the
   * client active and the plugin's feature on. Answers 'skipped' when a check stopped it.
   */
  runJob(name: string, opts: { client: Ref; data?: Record<string, unknown> }): Promise<'done' | 'skipped'>;
  /** The events raised since the app started (optionally of one name), in the order they were raised. */
  events<N extends EventName>(name?: N): EmittedEvent<N>[];
  /** A client's rows of an entity, read through that client's client repository. */
  rows<T extends ObjectLiteral>(client: Ref, entity: EntitySchema<T>, where?: Where<T>): Promise<T[]>;
  /**
   * Every row of every table of the installation, the core's included, each as JSON, by table: for a test that
   * must prove what a call left anywhere (that an anonymous report names nobody). Compare two readings.
   */
  allRows(): Promise<Map<string, Set<string>>>;
  /** The folder the app keeps its stored files and temporary uploads in (file paths are data too). */
  dataDir: string;
  /** A user's stored notifications, newest first. */
  notifications(user: Ref): Promise<StoredNotification[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  plugins?: PluginDefinition[];
  env?: Record<string, string>;
  /** Browser tests: the built host. */
  hostDist?: string;
  /** Browser tests: each plugin's folder (for its built remote). */
  pluginDirs?: Record<string, string>;
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
    call: (c, ...[input, o]) => {
      const { method, path, body } = contractRequest(c, input);
      return request(method, `/api${path}`, body, o);
    },
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

/**
 * Starts the whole core with the given plugins on an in-memory SQLite database, or on a fresh MySQL
 * database when TEST_MYSQL_URL is set, listening on a free loopback port.
 */
export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  // The core is a peer of the SDK: imported here only, so plugins never import it themselves. It
  // builds the harness, which needs its internals (the job queue, the notification store).
  const core = await import('@atrium/core-api/testing');
  return (await core.launchTestApp(opts)).testApp;
}
export { freePort, sharedStorage, startNode, startNodes, stopNode, type InstallationNode, type TwoNodes } from './nodes.js';
export { signIn } from './sign-in.js';
export { expectCutOff, heard, joinRoom, openTab, sendEvent, type CutOff, type Tab, type TestAck } from './live.js';
