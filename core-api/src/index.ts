export { createApp, type App, type AppOptions } from './app.js';
export { configFromEnv, type Config } from './config.js';
export { installedPlugins } from './plugins/installed.js';
export { orderPlugins } from './plugins/loader.js';
export { ensureSuperadmin, seedDemo } from './seed/demo.js';
export { createClient } from './clients/area.js';
export { createUser } from './users/area.js';
export type { Core } from './core.js';
export type { MountedRoute } from './http/mount.js';
