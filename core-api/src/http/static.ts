import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import type { RemoteBuild } from '../plugins/remote-build.js';

/**
 * Serves the built host at `/` with history fallback and each plugin's remote at `/plugins/<code>/`.
 * Hashed assets are cached for a year, and so is a remote's remoteEntry.js asked for under its current
 * build hash; index.html, a bare remoteEntry.js and the service worker (sw.js) never. The build writes Brotli and
 * gzip copies of every text asset (`CompressAssetsPlugin`); koa-send answers the best one the browser
 * accepts with its `Content-Encoding` and length, so nothing is compressed per request.
 */
export function serveStatic(hostDist: string, pluginDirs: Record<string, string>, remoteBuild: (code: string) => RemoteBuild) {
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/socket.io/')) return next();
    const m = /^\/plugins\/([a-z0-9_-]+)\/(.+)$/.exec(ctx.path);
    if (m) {
      const dir = pluginDirs[m[1]!];
      const root = dir && path.join(dir, 'dist/ui');
      if (!root || !fs.existsSync(path.join(root, m[2]!))) return next();
      // The host asks for `remoteEntry.js?v=<build hash>`: under the current hash it is as immutable as a hashed file.
      const pinned = m[2] === 'remoteEntry.js' && !!ctx.query.v && ctx.query.v === remoteBuild(m[1]!).hash;
      await send(ctx, m[2]!, { root, setHeaders: pinned ? immutableHeaders : staticHeaders });
      withoutLastModified(ctx);
      return;
    }
    if (!fs.existsSync(hostDist)) return next();
    const file = ctx.path === '/' ? 'index.html' : ctx.path.slice(1);
    if (fs.existsSync(path.join(hostDist, file)) && fs.statSync(path.join(hostDist, file)).isFile()) {
      await send(ctx, file, { root: hostDist, setHeaders: staticHeaders });
      withoutLastModified(ctx);
      return;
    }
    if (path.extname(ctx.path)) return next();
    await send(ctx, 'index.html', { root: hostDist, setHeaders: staticHeaders });
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The files whose names stay the same from build to build: the page, a bare remote entry, the service worker. */
const UNHASHED = new Set(['index.html', 'remoteEntry.js', 'sw.js']);

/** Caching by the requested file's name (koa-send passes the `.br`/`.gz` copy's path when it sends one). */
function staticHeaders(res: ServerResponse, file: string) {
  const name = res.hasHeader('Content-Encoding') ? path.basename(file, path.extname(file)) : path.basename(file);
  res.setHeader('Cache-Control', UNHASHED.has(name) ? 'no-cache' : IMMUTABLE);
  // Every file may have compressed copies, so a shared cache keys what it stores by Accept-Encoding.
  res.setHeader('Vary', 'Accept-Encoding');
}

/** An immutable file is never revalidated, so its Last-Modified (koa-send's) would only be bytes. */
function withoutLastModified(ctx: Context) {
  if (ctx.response.get('Cache-Control') === IMMUTABLE) ctx.remove('Last-Modified');
}

function immutableHeaders(res: ServerResponse) {
  res.setHeader('Cache-Control', IMMUTABLE);
  res.setHeader('Vary', 'Accept-Encoding');
}
