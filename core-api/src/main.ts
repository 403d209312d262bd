import { configFromEnv } from './config.js';
import { createApp } from './app.js';
import { installedPlugins } from './plugins/installed.js';
import { NamespaceClash } from './plugins/namespaces.js';
import { slotWarnings } from './plugins/loader.js';
import { ensureSuperadmin, seedDemo } from './seed/demo.js';

/** Process entry: config from the environment, migrations, seed, listen, graceful shutdown. */
const config = configFromEnv();
const { plugins, pluginDirs } = await installedPlugins((line) => console.error(line));
// A fill of a slot nobody declares only warns: the plugin still works, the fill just never shows.
for (const line of slotWarnings(plugins)) console.error(line);
const app = await createApp({ config, plugins, pluginDirs }).catch((err: unknown) => {
  // Two owners of one route, entity or table: the one line says which, a stack trace would bury it.
  if (!(err instanceof NamespaceClash)) throw err;
  console.error(err.message);
  process.exit(1);
});
await ensureSuperadmin(app.core);
if (config.seedDemo) await seedDemo(app.core);
const port = await app.listen();
app.core.log.info(`Atrium listening on http://localhost:${port} with plugins: ${plugins.map((p) => p.code).join(', ') || 'none'}`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.core.log.info(`${signal}: finishing in-flight requests`);
    // server.close stops accepting and waits for open requests; then the pool and services close.
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.core.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
