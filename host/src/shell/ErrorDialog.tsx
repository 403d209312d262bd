import { lazy, Suspense } from 'react';
import { useServerError } from '../api/failures.js';

// The dialog's Modal is not part of the first paint (docs/benchmarks.md, "First-paint kits"): it loads with the first error.
const ErrorModal = lazy(() => import('./ErrorModal.js'));

/** The centred dialog with the server's message (docs/architecture.md, Failed calls), once a call has failed. */
export function ErrorDialog() {
  const error = useServerError();
  return error ? (
    <Suspense fallback={null}>
      <ErrorModal error={error} />
    </Suspense>
  ) : null;
}
