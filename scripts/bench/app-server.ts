import { configFromEnv, createApp, installedPlugins, type App } from '@atrium/core-api';

/**
 * The app as the benchmarks run it: the installed plugins (or those `only` names, comma-separated), a
 * data folder of the bench's own, quiet logs, no demo data and no built host, on a free port.
 */
export async function startApp(o: { dataDir: string; databaseUrl?: string; only?: string }): Promise<{ app: App; url: string }> {
  const env = {
    ...process.env,
    DATA_DIR: o.dataDir,
    DATABASE_URL: o.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PORT: '0',
    SUPERADMIN_LOGIN: 'bench-sa',
    SUPERADMIN_PASSWORD: 'bench-sa-password',
    ...(o.only ? { PLUGINS: o.only } : {}),
  };
  const config = configFromEnv(env);
  config.hostDist = '/nonexistent';
  const { plugins } = await installedPlugins(() => undefined, env);
  const app = await createApp({ config, plugins });
  return { app, url: `http://127.0.0.1:${await app.listen(0)}` };
}
