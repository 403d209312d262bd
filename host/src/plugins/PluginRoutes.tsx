import { use } from 'react';
import { matchPath, useLocation, useRoutes } from 'react-router';
import { Area, AreaLoader, PluginScope } from '@atrium/sdk/ui';
import { usePlugins, usePluginsReady } from './PluginsProvider.js';
import { loadPlugin } from './runtime.js';
import type { PluginInfo } from './types.js';

/** The plugin whose manifest claims a path (known before its remote loads). */
export function pluginForPath(plugins: PluginInfo[], pathname: string): PluginInfo | undefined {
  return plugins.find((p) => p.routes.some((r) => matchPath({ path: r, end: true }, pathname)));
}

function PluginRouteView({ code, fallback }: { code: string; fallback: React.ReactNode }) {
  const def = use(loadPlugin(code));
  const element = useRoutes((def.routes ?? []).map((r) => ({ path: r.path, element: r.element })));
  return element ?? fallback;
}

/**
 * Locations no core page claims: the owning plugin's remote is loaded on first need and its route
 * rendered in an error boundary of its own; no owner means the not-found page.
 */
export function PluginRoutes({ notFound }: { notFound: React.ReactNode }) {
  const plugins = usePlugins();
  const ready = usePluginsReady();
  const { pathname } = useLocation();
  const owner = pluginForPath(plugins, pathname);
  if (!owner) return ready ? <>{notFound}</> : <AreaLoader />;
  return (
    <PluginScope.Provider value={owner.code}>
      <Area area={owner.code} resetKey={owner.code}>
        <PluginRouteView code={owner.code} fallback={notFound} />
      </Area>
    </PluginScope.Provider>
  );
}
