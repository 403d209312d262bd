import { useEffect, useState, type ComponentType } from 'react';
import { serverErrors, useServerError, type ServerError } from '../api/failures.js';
import { toast } from './toast.js';

/**
 * The dialog's Modal is not part of the first paint (docs/benchmarks.md, "First-paint kits"): it loads
 * with the first error, or when the service worker installs, which caches it (service-worker/register.ts).
 */
export const loadErrorModal = () => import('./ErrorModal.js');

type ErrorView = ComponentType<{ error: ServerError }>;

function ErrorToast({ error }: { error: ServerError }) {
  useEffect(() => {
    toast({ title: error.title, message: error.message, color: 'red' });
    serverErrors.clear();
  }, [error]);
  return null;
}

/**
 * The dialog for one error. Without its code (the server away before the worker cached it, a proxy
 * answering for it) the message comes as a toast: an unloadable dialog would take the shell down with
 * it, and the message with it. The next error asks for the code again (React.lazy would keep the toast
 * for the page's life).
 */
function ErrorShown({ error }: { error: ServerError }) {
  const [View, setView] = useState<ErrorView | null>(null);
  useEffect(() => {
    let live = true;
    loadErrorModal().then(
      (m) => live && setView(() => m.default),
      () => live && setView(() => ErrorToast),
    );
    return () => void (live = false);
  }, []);
  return View ? <View error={error} /> : null;
}

/** The centred dialog with the server's message (docs/architecture.md, Failed calls), once a call has failed. */
export function ErrorDialog() {
  const error = useServerError();
  return error ? <ErrorShown error={error} /> : null;
}
