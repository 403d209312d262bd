import { configFromEnv, createApp, installedPlugins, seedDemo, type App } from '@atrium/core-api';

/**
 * The app as the benchmarks run it: the installed plugins (or those `only` names, comma-separated), a
 * data folder of the bench's own, quiet logs, on a free port; no demo data and no built host, unless
 * `demo` asks for both (the pages Lighthouse measures).
 */
export async function startApp(o: {
  dataDir: string;
  databaseUrl?: string;
  only?: string;
  demo?: boolean;
  /** Another build of the host than host/dist (one with source maps, scripts/bench/start-trace.ts). */
  hostDist?: string;
}): Promise<{ app: App; url: string }> {
  const env = {
    ...process.env,
    DATA_DIR: o.dataDir,
    DATABASE_URL: o.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
    SEED_DEMO: o.demo ? 'true' : 'false',
    PORT: '0',
    SUPERADMIN_LOGIN: 'bench-sa',
    SUPERADMIN_PASSWORD: 'bench-sa-password',
    ...(o.only ? { PLUGINS: o.only } : {}),
  };
  const config = configFromEnv(env);
  if (!o.demo) config.hostDist = '/nonexistent';
  else if (o.hostDist) config.hostDist = o.hostDist;
  const { plugins, pluginDirs } = await installedPlugins(() => undefined, env);
  // With the host, the plugins' folders too: their built UI (the remotes) is served from there.
  const app = await createApp({ config, plugins, ...(o.demo ? { pluginDirs } : {}) });
  if (o.demo) await seedDemo(app.core);
  return { app, url: `http://127.0.0.1:${await app.listen(0)}` };
}
