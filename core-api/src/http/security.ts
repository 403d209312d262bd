import type { Context, Next } from 'koa';
import type { Logger } from 'pino';

/**
 * The shell's Content-Security-Policy. Scripts only from this origin, which serves the host and every
 * remote (`/plugins/<code>/`), so Module Federation needs nothing more and no inline script runs.
 * Styles allow inline: Mantine writes its CSS variables in a `<style>` element and positions popovers
 * with `style` attributes. Images and media are ours, data: (inline icons) and blob: (previews of
 * files being uploaded); an image URL on another site is blocked, so no post or design can load a
 * tracking pixel. Sockets are socket.io on the same host.
 */
export function shellPolicy(host: string, secure: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    // 'self' covers ws: only in CSP 3 browsers; naming the socket's origin keeps older ones working.
    `connect-src 'self' ${secure ? 'wss' : 'ws'}://${host}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A year, on the host name only: an intranet's sibling hosts may not all speak HTTPS. */
export const HSTS = 'max-age=31536000';

/** Headers every answer carries. */
const EVERY: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
];
/**
 * The build's scripts and stylesheets (the host's `/assets/`, each remote's `/plugins/<code>/`), which
 * carry only `nosniff`: a policy, a framing rule and a referrer policy govern documents and workers, and
 * these files are neither (the one worker, `/sw.js`, is outside both folders and keeps them). On HTTP/1.1
 * the three were ~450 bytes of every one of the ~20 such files a first visit loads.
 */
const BUILD_FILE = /^\/(?:assets|plugins\/[a-z0-9_-]+)\/[^/]+\.(?:js|css)$/;
const BUILD: readonly (readonly [string, string])[] = [['X-Content-Type-Options', 'nosniff']];

/** API answers: never stored (file downloads replace it with their own private caching), never framed. */
const API: readonly (readonly [string, string])[] = [
  ...EVERY,
  ['Cache-Control', 'no-store'],
  ['Content-Security-Policy', "frame-ancestors 'none'"],
];

/**
 * Headers of every answer. The shell gets its Content-Security-Policy (the build's scripts and styles
 * only `nosniff`); API answers are never stored by a browser or proxy (`no-store`, set first so that
 * file downloads replace it with their own private caching) and may not be framed; static files keep
 * the caching `serveStatic` gives them. HSTS only on HTTPS (the request's own, or a trusted proxy's
 * `X-Forwarded-Proto`).
 *
 * With `TRUST_PROXY` off (Koa's `proxy`), an `X-Forwarded-For` header means a proxy whose clients all look like one
 * address to the sign-in limits: logged once, since the fix is in the configuration.
 *
 * It runs on every request, so it is kept cheap (docs/benchmarks.md, "The trivial route compiled"): constant
 * header lists set on the response directly, the shell's policy built once per host, and no async frame of
 * its own.
 */
export function securityHeaders(log: Logger) {
  let warned = false;
  const policies = new Map<string, string>();
  return (ctx: Context, next: Next) => {
    if (!warned && !ctx.app.proxy && ctx.req.headers['x-forwarded-for']) {
      warned = true;
      log.warn(
        { forwardedFor: ctx.get('x-forwarded-for'), address: ctx.ip },
        'requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not true: every client counts as the proxy address for sign-in limits',
      );
    }
    const res = ctx.res;
    const secure = ctx.secure;
    if (secure) res.setHeader('Strict-Transport-Security', HSTS);
    if (ctx.path.startsWith('/api/')) {
      for (const [name, value] of API) res.setHeader(name, value);
    } else if (BUILD_FILE.test(ctx.path)) {
      for (const [name, value] of BUILD) res.setHeader(name, value);
    } else {
      for (const [name, value] of EVERY) res.setHeader(name, value);
      const key = `${secure ? 'wss' : 'ws'} ${ctx.host}`;
      let policy = policies.get(key);
      if (policy === undefined) {
        policy = shellPolicy(ctx.host, secure);
        // Bounded: the Host header is the client's to choose.
        if (policies.size < 100) policies.set(key, policy);
      }
      res.setHeader('Content-Security-Policy', policy);
    }
    return next();
  };
}
