import { useEffect, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AtriumContext, type AtriumHost, type SlotName, type SlotOptions } from '@atrium/sdk/ui';
import { api } from '../api/client.js';
import { useSession } from '../session/SessionProvider.js';
import { getWorkspace } from '../session/storage.js';
import { PluginsProvider, usePlugins } from '../plugins/PluginsProvider.js';
import { useSlotFor } from '../plugins/slots.js';
import { toast } from '../shell/toast.js';
import { emitRealtime, onRealtime, onRealtimeConnect } from '../shell/realtime.js';
import { savedVendor, vendorOf } from '../session/vendor.js';
import { abilitySource, loadCasl } from '../session/ability.js';
import { firstQuiet, whenPageLoaded, whenPageQuiet } from '../shell/quiet.js';

function HostContext({ children }: { children: ReactNode }) {
  const { me } = useSession();
  const plugins = usePlugins();
  const qc = useQueryClient();
  const ability = useMemo(() => abilitySource(me?.rules ?? []), [me]);
  // Later pages then find CASL loaded and do not wait for it.
  useEffect(() => (me ? whenPageQuiet(qc, () => void loadCasl().catch(() => undefined)) : undefined), [me, qc]);
  const host = useMemo<AtriumHost>(
    () => ({
      api,
      me,
      ability,
      // Called as a hook by <Slot> and useSlot.
      useSlot: (name: SlotName, options?: SlotOptions) => useSlotFor(plugins, name, options?.defer ? firstQuiet(qc) : undefined),
      whenQuiet: () => new Promise<void>((resolve) => whenPageQuiet(qc, resolve)),
      whenLoaded: () => new Promise<void>((resolve) => whenPageLoaded(qc, resolve)),
      openInNewTab: (path: string) => void window.open(path, '_blank', 'noopener'),
      toast,
      onRealtime,
      emitRealtime,
      onRealtimeConnect,
      vendor: vendorOf(me?.client?.vendor ?? savedVendor()),
    }),
    [me, ability, plugins, qc],
  );
  return <AtriumContext.Provider value={host}>{children}</AtriumContext.Provider>;
}

/** What every screen and plugin reads through `@atrium/sdk/ui`: API client, me, ability, slots. */
export function HostProvider({ children }: { children: ReactNode }) {
  const { me } = useSession();
  return (
    <PluginsProvider enabled={!!me} scope={`${me?.user._id ?? ''}|${me?.client?._id ?? getWorkspace() ?? ''}`}>
      <HostContext>{children}</HostContext>
    </PluginsProvider>
  );
}
