import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';

/**
 * Serves the built host at `/` with history fallback and each plugin's remote at `/plugins/<code>/`.
 * Hashed assets are cached for a year; index.html and remoteEntry.js never.
 */
export function serveStatic(hostDist: string, pluginDirs: Record<string, string>) {
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/socket.io/')) return next();
    const m = /^\/plugins\/([a-z0-9_-]+)\/(.+)$/.exec(ctx.path);
    if (m) {
      const dir = pluginDirs[m[1]!];
      const root = dir && path.join(dir, 'dist/ui');
      if (!root || !fs.existsSync(path.join(root, m[2]!))) return next();
      await send(ctx, m[2]!, { root, setHeaders: cacheHeaders });
      return;
    }
    if (!fs.existsSync(hostDist)) return next();
    const file = ctx.path === '/' ? 'index.html' : ctx.path.slice(1);
    if (fs.existsSync(path.join(hostDist, file)) && fs.statSync(path.join(hostDist, file)).isFile()) {
      await send(ctx, file, { root: hostDist, setHeaders: cacheHeaders });
      return;
    }
    if (path.extname(ctx.path)) return next();
    await send(ctx, 'index.html', { root: hostDist, setHeaders: cacheHeaders });
  };
}

function cacheHeaders(res: { setHeader(k: string, v: string): void }, file: string) {
  const name = path.basename(file);
  res.setHeader('Cache-Control', name === 'index.html' || name === 'remoteEntry.js' ? 'no-cache' : 'public, max-age=31536000, immutable');
}
