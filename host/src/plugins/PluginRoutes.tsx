import { useState } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { Area, AreaLoader, PluginScope } from '@atrium/sdk/ui';
import { usePlugins, usePluginsReady } from './PluginsProvider.js';
import { loadPagePlugin, pluginForPath } from './runtime.js';
import type { PluginInfo } from './types.js';
import { useSettled } from './settled.js';
import { useMainMenu } from '../shell/menu.js';
import { HOME, Redirect } from '../app/guards.js';

function PluginRouteView({ plugin, fallback }: { plugin: PluginInfo; fallback: React.ReactNode }) {
  // Held for this mount: a failed load is dropped from the cache, and the boundary's retry remounts.
  const [loading] = useState(() => loadPagePlugin(plugin));
  const def = useSettled(loading);
  const element = useRoutes(Object.entries(def?.pages ?? {}).map(([path, element]) => ({ path, element })));
  if (!def) return <AreaLoader />;
  return element ?? fallback;
}

/**
 * The company page when no plugin serves it (the wall is off, or the user lacks its right): the first
 * main-menu page the user may open instead, so signing in never ends on "not found".
 */
function FirstMenuPage({ notFound }: { notFound: React.ReactNode }) {
  const first = useMainMenu()[0];
  return first && first.to !== HOME ? <Redirect to={first.to} /> : <>{notFound}</>;
}

/**
 * Locations no core page claims: the owning plugin's remote is loaded on first need and its route
 * rendered in an error boundary of its own; no owner means the not-found page (or, for the company
 * page, the first menu page).
 */
export function PluginRoutes({ notFound }: { notFound: React.ReactNode }) {
  const plugins = usePlugins();
  const ready = usePluginsReady();
  const { pathname } = useLocation();
  const owner = pluginForPath(plugins, pathname);
  if (!owner) {
    if (!ready) return <AreaLoader />;
    return pathname === HOME ? <FirstMenuPage notFound={notFound} /> : <>{notFound}</>;
  }
  return (
    <PluginScope.Provider value={owner.code}>
      <Area area={owner.code} resetKey={owner.code}>
        <PluginRouteView key={owner.code} plugin={owner} fallback={notFound} />
      </Area>
    </PluginScope.Provider>
  );
}
