import { useEffect, useState } from 'react';
import { loadToasts, useToastsWanted } from './toast.js';

/** The toasts' container, mounted once their module is wanted (toast.ts): a toast shown before it mounts still appears. */
export function Toasts() {
  const wanted = useToastsWanted();
  const [loaded, setLoaded] = useState<Awaited<ReturnType<typeof loadToasts>> | null>(null);
  useEffect(() => {
    if (wanted) loadToasts().then(setLoaded, () => undefined);
  }, [wanted]);
  return loaded ? <loaded.Notifications position="top-right" limit={4} /> : null;
}
