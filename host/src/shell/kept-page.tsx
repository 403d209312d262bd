import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { placesPending } from '@atrium/sdk/ui';
import { useLocation } from 'react-router';
import { keepPage, keptPageAt, releaseKeptPage } from '../boot/kept-page.js';
import { loadSession } from '../session/storage.js';
import { pluginsLoading } from '../plugins/runtime.js';
import { whenPageQuiet } from './quiet.js';

/**
 * The live page has settled: its area has content, no query is fetching, no plugin module is loading, no
 * loader is on it and no place on the screen still holds back its contributions (a desktop wall's side
 * column, `<Slot inView>`). A failed call settles too (the copy goes; the page says what failed).
 */
function pageSettled(qc: QueryClient): boolean {
  const root = document.getElementById('root');
  return (
    qc.isFetching() === 0 &&
    pluginsLoading() === 0 &&
    !!root?.querySelector('#main > *') &&
    !root.querySelector('.mantine-Loader-root') &&
    !placesPending(root)
  );
}

/** The live page shows its data: settled, and no call failed (a page showing a failure is not kept). */
const pageShown = (qc: QueryClient) =>
  pageSettled(qc) && !qc.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length;

/**
 * Takes the kept copy of the page away (boot/kept-page.ts) in the frame the live page has settled
 * (two frames in a row, so that a page between its first render and its first call is not taken for
 * ready), or at once when the start went elsewhere: another path, or no session any more. It looks when
 * the live page or a query changes, not at every frame: frames asked for while the page renders would
 * lay it out more often.
 */
export function KeptPageSwap() {
  const qc = useQueryClient();
  useEffect(() => {
    const root = document.getElementById('root');
    if (!keptPageAt() || !root) return;
    let frame = 0;
    let ready = false;
    const check = () => {
      frame = 0;
      const at = keptPageAt();
      if (!at) return stop();
      if (at !== location.pathname + location.search || !loadSession() || (ready && pageSettled(qc))) {
        releaseKeptPage();
        return stop();
      }
      ready = pageSettled(qc);
      if (ready) frame = requestAnimationFrame(check);
    };
    const look = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const changes = new MutationObserver(look);
    // A place's stage (`placesPending`) changes by its attribute alone.
    changes.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-in-view'] });
    const unsubscribe = qc.getQueryCache().subscribe(look);
    const stop = () => {
      changes.disconnect();
      unsubscribe();
      cancelAnimationFrame(frame);
    };
    look();
    return stop;
  }, [qc]);
  return null;
}

/**
 * Keeps a copy of the signed-in user's page for their next start of it: once each page they open is
 * quiet with its places on the screen shown (the wall's side column comes in after the first quiet: a
 * copy taken then would show it empty), and again whenever the tab is hidden (the user moves on or closes
 * it) with the page shown.
 */
export function useKeptPage(userId: string | undefined) {
  const qc = useQueryClient();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!userId) return;
    const hidden = () => document.visibilityState === 'hidden' && !keptPageAt() && pageShown(qc) && keepPage(userId);
    document.addEventListener('visibilitychange', hidden);
    let cancel = () => {};
    const keepOnceShown = () => {
      cancel = whenPageQuiet(qc, () => {
        if (pageShown(qc)) keepPage(userId);
        else if (placesPending(document)) keepOnceShown();
      });
    };
    keepOnceShown();
    return () => {
      cancel();
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [qc, userId, pathname, search]);
}
