import { useEffect, useState } from 'react';
import { loadToasts, useToastsWanted } from './toast.js';

type Container = Awaited<ReturnType<typeof loadToasts>>['Notifications'];

/** The toasts' container, mounted once their module is wanted (toast.ts): a toast shown before it mounts still appears. */
export function Toasts() {
  const wanted = useToastsWanted();
  const [container, setContainer] = useState<{ Notifications: Container } | null>(null);
  useEffect(() => {
    if (wanted) loadToasts().then(setContainer, () => undefined);
  }, [wanted]);
  return container ? <container.Notifications position="top-right" limit={4} /> : null;
}
