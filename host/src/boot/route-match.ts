/**
 * The parameters of `pathname` under a manifest route (`/post/:_id`), or null when it does not match.
 * The entry script cannot use react-router's `matchPath` (a shared package loads only after the
 * federation runtime's start), and manifest routes are plain segments and `:params`, matched whole and
 * without regard to case or a trailing slash, as `matchPath` does for them.
 */
export function routeParams(route: string, pathname: string): Record<string, string> | null {
  const segments = (p: string) => p.split('/').filter(Boolean);
  const want = segments(route);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i]!;
    if (w.startsWith(':')) {
      try {
        params[w.slice(1)] = decodeURIComponent(h);
      } catch {
        return null; // a malformed escape: no page of the plugin's is that
      }
    } else if (w.toLowerCase() !== h.toLowerCase()) return null;
  }
  return params;
}

/**
 * The route of `routes` that react-router renders for `pathname`: of those matching, the one with the fewest
 * `:params` (`/courses/new` before `/courses/:id`), as its ranking puts static segments first.
 */
export function pageRoute(routes: readonly string[], pathname: string): string | null {
  const params = (r: string) => r.split('/').filter((s) => s.startsWith(':')).length;
  const matching = routes.filter((r) => routeParams(r, pathname));
  return matching.sort((a, b) => params(a) - params(b))[0] ?? null;
}
