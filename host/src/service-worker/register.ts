import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isImmutableFile, PRECACHE, type PrecacheMessage } from './protocol.js';
import { openedAt } from './kept-html.js';
import { loadToasts } from '../shell/toast.js';
import { loadErrorModal } from '../shell/ErrorDialog.js';
import { whenPageQuiet } from '../shell/quiet.js';

// The host build's hash: a new build registers a new worker, which caches that build's files.
declare const __webpack_hash__: string;

/**
 * Registers the shell's service worker (worker.ts) once the signed-in shell's first page has its data
 * and code and the browser is idle (quiet.ts), and hands the installing worker the files that page
 * loaded and the addresses of the shell's page it was opened at and is at now. Production builds only:
 * a development build's files change under the same names.
 */
export function useShellWorker(signedIn: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!signedIn || process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    return whenPageQuiet(qc, () => void register());
  }, [signedIn, qc]);
}

async function register() {
  try {
    const registration = await navigator.serviceWorker.register(`/sw.js?build=${__webpack_hash__}`);
    // The toasts' and the error dialog's code are cached too: they tell the user the server cannot be
    // reached, or what a proxy answered for it.
    if (registration.installing) await Promise.allSettled([loadToasts(), loadErrorModal()]);
    const message: PrecacheMessage = { type: PRECACHE, urls: loadedFiles(), pages: [openedAt(), location.href] };
    // Already installed for this build: nothing to hand over.
    registration.installing?.postMessage(message);
  } catch {
    // Without a worker (a browser that refuses it, plain HTTP on another host), files load as before.
  }
}

/** The immutable files of this origin the page has loaded so far. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && isImmutableFile(url))
    .map((url) => url.href);
}
