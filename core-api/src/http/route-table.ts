import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Method } from '@atrium/sdk/server';

/** `post` of `/api/post/news/1/2`; '' when the path has no segment after the prefix. */
export function firstSegment(path: string, prefix: string): string {
  if (!path.startsWith(prefix)) return '';
  const end = path.indexOf('/', prefix.length);
  return path.slice(prefix.length, end === -1 ? undefined : end);
}

/** What the router answers for, as the Allow header lists it (anything else on a known path is 501). */
const IMPLEMENTED = new Set(['HEAD', 'OPTIONS', 'GET', 'PUT', 'PATCH', 'POST', 'DELETE']);

/**
 * The API's routes, grouped by first path segment (`/api/post/…`, `/api/user/…`): testing every route's
 * regular expression on every request, some 140 of them, was a tenth of a trivial request. Routes whose
 * first segment is a parameter are tried after the segment's own. Routes keep the order they are added in.
 *
 * @koa/router compiles the paths (its layers: regular expression, parameter names and decoding); the
 * dispatch is our own because the router's composes a middleware chain for every request (closures, a
 * host check, a debug call per route tested: a twentieth of a trivial request). Each of our routes has
 * one handler, so the first route matching path and method answers; 405 and OPTIONS answers are the
 * router's `allowedMethods` ones.
 */
export class RouteTable {
  private readonly bySegment = new Map<string, Router.Layer[]>();
  private readonly router = new Router();
  private readonly dynamic: Router.Layer[] = [];

  constructor(private readonly prefix: string) {}

  add(method: Method, path: string, handler: Middleware): void {
    this.router[method](path, handler);
    const layer = this.router.stack[this.router.stack.length - 1]!;
    const segment = firstSegment(path, this.prefix);
    if (segment && !segment.startsWith(':')) {
      const list = this.bySegment.get(segment) ?? [];
      list.push(layer);
      this.bySegment.set(segment, list);
    } else this.dynamic.push(layer);
  }

  middleware(): Middleware {
    return (ctx, next) => {
      const path = ctx.path;
      const method = ctx.method;
      const own = this.bySegment.get(firstSegment(path, this.prefix));
      let allowed: Set<string> | null = null;
      for (const layers of own ? [own, this.dynamic] : [this.dynamic])
        for (const layer of layers) {
          const found = layer.regexp.exec(path);
          if (!found) continue;
          if (layer.methods.includes(method)) {
            ctx.params = layer.params(path, found.slice(1), {});
            return (layer.stack[0] as Middleware)(ctx, next);
          }
          allowed ??= new Set();
          for (const m of layer.methods) allowed.add(m);
        }
      if (!allowed) return next();
      const methods = [...allowed].join(', ');
      return next().then(() => {
        if (ctx.status && ctx.status !== 404) return;
        if (!IMPLEMENTED.has(method)) ctx.status = 501;
        else if (method === 'OPTIONS') {
          ctx.status = 200;
          ctx.body = '';
        } else ctx.status = 405;
        ctx.set('Allow', methods);
      });
    };
  }
}
