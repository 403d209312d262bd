import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { serverErrors, useServerError, type ServerError } from '../api/failures.js';
import { toast } from './toast.js';

/**
 * The dialog's Modal is not part of the first paint (docs/benchmarks.md, "First-paint kits"): it loads
 * with the first error, or when the service worker installs, which caches it (service-worker/register.ts).
 */
export const loadErrorModal = () => import('./ErrorModal.js');

// Without its code (the server away before the worker cached it, a proxy answering for it) the message
// comes as a toast: an unloadable dialog would take the shell down with it, and the message with it.
const ErrorModal = lazy<ComponentType<{ error: ServerError }>>(() => loadErrorModal().catch(() => ({ default: ErrorToast })));

function ErrorToast({ error }: { error: ServerError }) {
  useEffect(() => {
    toast({ title: error.title, message: error.message, color: 'red' });
    serverErrors.clear();
  }, [error]);
  return null;
}

/** The centred dialog with the server's message (docs/architecture.md, Failed calls), once a call has failed. */
export function ErrorDialog() {
  const error = useServerError();
  return error ? (
    <Suspense fallback={null}>
      <ErrorModal error={error} />
    </Suspense>
  ) : null;
}
