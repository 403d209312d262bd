/**
 * Runs `fn` once the page has loaded and the browser is idle (a second after the load event where
 * there is no requestIdleCallback, Safari); returns the cancel.
 */
export function whenPageIdle(fn: () => void): () => void {
  let cancel = () => {};
  const start = () => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(fn, { timeout: 5000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(fn, 1000);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancel();
  };
}
