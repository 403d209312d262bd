import http from 'node:http';
import Koa from 'koa';
import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import { collectRoutes, type PluginDefinition, type RouteDef, type ServiceContext } from '@atrium/sdk/server';
import type { Config } from './config.js';
import type { Area, AreaFactory, Core, ServiceProviders } from './core.js';
import { createDataSource } from './db/datasource.js';
import { coreEntities, coreMigrations } from './db/schema.js';
import { errorMiddleware, lateErrorListener } from './http/errors.js';
import { mountRoutes, type MountedRoute } from './http/mount.js';
import { RouteTable } from './http/route-table.js';
import { Sessions } from './auth/sessions.js';
import { authArea } from './auth/area.js';
import { clientsArea } from './clients/area.js';
import { usersArea } from './users/area.js';
import { journalArea } from './journal/area.js';
import { pluginsArea } from './plugins/area.js';
import { readRemoteBuild, type RemoteBuild } from './plugins/remote-build.js';
import { isFeatureOn } from './rights/ability.js';
import { Client } from './clients/entity.js';
import { coreAreas } from './areas.js';
import { createProviders, platformOf } from './services/providers.js';
import { areaOwner, assertTablePrefixes, assertUniqueEntities, pluginOwner } from './plugins/namespaces.js';
import { serveStatic } from './http/static.js';
import { securityHeaders } from './http/security.js';
import { asOwners, collectExtensions, installedAt } from './plugins/extensions.js';
import { ClientServices, ownerContext, type ServiceDeps } from './services/context.js';

export interface AppOptions {
  config: Config;
  /** Feature plugins, already validated and ordered (see plugins/loader.ts). */
  plugins: PluginDefinition[];
  /** Where each plugin's built remote lives, for `/plugins/<code>/`. */
  pluginDirs?: Record<string, string>;
}

export interface App {
  core: Core;
  koa: Koa;
  server: http.Server;
  routes: MountedRoute[];
  /** The core areas as built (the isolation suite calls their seed hooks). */
  areas: Area[];
  ds: DataSource;
  listen(port?: number): Promise<number>;
  close(): Promise<void>;
}

/** Builds the whole app from config and plugins; nothing happens on import. */
export async function createApp(opts: AppOptions): Promise<App> {
  const { config, plugins } = opts;
  const log = pino({ level: config.logLevel });
  // Checked before the database is touched: TypeORM would let the later of two same-named entities win.
  assertTablePrefixes(plugins);
  assertUniqueEntities(
    [
      ...coreEntities.map((entity) => ({ entity, owner: 'core' })),
      ...plugins.flatMap((p) => (p.entities ?? []).map((entity) => ({ entity, owner: pluginOwner(p.code) }))),
    ],
    { migrations: 'core (the migrations run)' },
  );
  const extensions = asOwners(collectExtensions(plugins), ownerContext);
  const ds = createDataSource(
    config,
    [...coreEntities, ...plugins.flatMap((p) => p.entities ?? [])],
    [...coreMigrations, ...plugins.flatMap((p) => p.migrations ?? [])],
  );
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });

  const closers: (() => Promise<void> | void)[] = [];
  const emitObservers: Parameters<Core['onEmit']>[0][] = [];
  // Set once the platform services run (they need the core to exist first); nothing asks earlier.
  let providers: ServiceProviders | null = null;
  const koa = new Koa({ proxy: config.trustProxy });
  koa.on('error', lateErrorListener(log));
  // Middleware is added below; the server asks for the composed handler once it is complete.
  let handler: ReturnType<Koa['callback']> | null = null;
  const server = http.createServer((req, res) => (handler ??= koa.callback())(req, res));
  // An idle connection is closed by the client or the balancer first (Node's fetch after 4 s, balancers after
  // ~60 s): a server closing at 5 s raced a client reusing the socket, which then failed with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const core: Core = {
    config,
    ds,
    log,
    sessions: new Sessions(ds, config.sessionTtlHours),
    plugins,
    get providers() {
      if (!providers) throw new Error('platform services are not started yet');
      return providers;
    },
    serviceContext(clientId, o = {}): ServiceContext {
      return new ClientServices(deps, clientId, o.pluginCode ?? 'core', o.me ?? null, o.anonymous);
    },
    async emit(clientId, name, payload) {
      for (const observe of emitObservers) observe(clientId, name, payload);
      const client = await ds.getRepository(Client).findOneBy({ id: clientId });
      for (const p of plugins) {
        const handler = p.on?.[name];
        if (!handler || !client || !isFeatureOn({ ...client, features: client.features }, p.code)) continue;
        try {
          await handler(payload, Object.assign(core.serviceContext(clientId, { pluginCode: p.code }), { clientId }));
        } catch (err) {
          log.error({ err, plugin: p.code, event: name }, 'event subscriber failed');
        }
      }
    },
    onClose: (fn) => closers.push(fn),
    onEmit: (fn) => emitObservers.push(fn),
  };
  const deps: ServiceDeps = { core, extensions };
  providers = await createProviders(core, server);

  // Read once per plugin (for /api/plugins and the remote's files): a redeploy of a remote restarts the server.
  const builds = new Map<string, RemoteBuild>();
  const remoteBuilds = (code: string) => {
    let build = builds.get(code);
    if (!build) builds.set(code, (build = readRemoteBuild(code, opts.pluginDirs?.[code], plugins.find((p) => p.code === code)?.version)));
    return build;
  };
  const areaFactories: AreaFactory[] = [
    authArea(platformOf(core).mailer),
    clientsArea,
    usersArea,
    journalArea,
    pluginsArea(remoteBuilds),
    ...coreAreas,
  ];
  const areas: Area[] = areaFactories.map((f) => f(core));
  // What plugins' `routes` may read of the installation: the registrations at their extension points.
  const platform = { installed: installedAt(extensions) };
  const defs: { def: RouteDef; plugin: string | null; owner: string }[] = [
    ...areas.flatMap((a) => (a.routes ? collectRoutes(a.routes).map((def) => ({ def, plugin: null, owner: areaOwner(a.code) })) : [])),
    ...plugins.flatMap((p) =>
      p.routes ? collectRoutes(p.routes, platform).map((def) => ({ def, plugin: p.code, owner: pluginOwner(p.code) })) : [],
    ),
  ];
  const table = new RouteTable('/api/');
  let routes: MountedRoute[];
  try {
    routes = mountRoutes(core, table, defs);
  } catch (err) {
    // A refused start-up (two owners of one route) leaves no socket, job runner or pool open.
    await shutdown();
    throw err;
  }

  koa.use(errorMiddleware(log));
  koa.use(securityHeaders(log));
  koa.use(table.middleware());
  koa.use(serveStatic(config.hostDist, opts.pluginDirs ?? {}, remoteBuilds));

  return {
    core,
    koa,
    server,
    routes,
    areas,
    ds,
    listen: (port = config.port) =>
      new Promise((resolve) => {
        server.listen(port, () => resolve((server.address() as { port: number }).port));
      }),
    close: shutdown,
  };

  async function shutdown() {
    await new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      // close() waits for every connection, and a kept-alive one may wait 65 s for its next request: idle ones
      // close now, and a request still running has the configured grace to finish.
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs).unref();
    });
    for (const fn of closers.reverse()) await fn();
    if (ds.isInitialized) await ds.destroy();
  }
}
