import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.js';
import { registerPlugins } from './runtime.js';
import type { PluginInfo } from './types.js';

const PluginsContext = createContext<PluginInfo[]>([]);
const ReadyContext = createContext(false);
export const usePlugins = () => useContext(PluginsContext);
/** True once the plugin list has answered (or failed): before that, an unknown path is not yet "not found". */
export const usePluginsReady = () => useContext(ReadyContext);

/** Reads `GET /api/plugins` for the signed-in user and registers those remotes (and only those). */
export function PluginsProvider({ enabled, scope, children }: { enabled: boolean; scope: string; children: ReactNode }) {
  const q = useQuery({
    queryKey: ['plugins', scope],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async () => (await api.get<{ result: PluginInfo[] }>('/api/plugins', { quiet: true })).result,
  });
  const list = useMemo(() => {
    const l = q.data ?? [];
    registerPlugins(l);
    return l;
  }, [q.data]);
  return (
    <ReadyContext.Provider value={!enabled || !q.isPending}>
      <PluginsContext.Provider value={list}>{children}</PluginsContext.Provider>
    </ReadyContext.Provider>
  );
}
