/**
 * A page's first Intl date format loads the engine's locale and calendar data (ICU): ~20 ms on a desktop,
 * over 0.1 s of the main thread on the mobile profile, which the wall spent in the first render of its
 * posts (their dates, sdk/src/ui/format.ts). Loaded here once the main thread is idle, which at the
 * start is while the start chunk downloads; every format built afterwards, of any language and style,
 * costs under a millisecond (docs/benchmarks.md, "Compile hints and the first date").
 */
export function warmIntl() {
  const warm = () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  if ('requestIdleCallback' in window) requestIdleCallback(warm);
  else setTimeout(warm);
}
