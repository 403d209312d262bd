import Router from '@koa/router';
import compose from 'koa-compose';
import type { Middleware } from 'koa';
import type { Method } from '@atrium/sdk/server';

/** `post` of `/api/post/news/1/2`; '' when the path has no segment after the prefix. */
export function firstSegment(path: string, prefix: string): string {
  if (!path.startsWith(prefix)) return '';
  const end = path.indexOf('/', prefix.length);
  return path.slice(prefix.length, end === -1 ? undefined : end);
}

/**
 * The API's routes, one @koa/router per first path segment (`/api/post/…`, `/api/user/…`): a router
 * tests every route's regular expression on every request, and with some 140 routes in one router
 * that scan was a tenth of a trivial request. Routes whose first segment is a parameter live in a
 * router of their own, tried after the segment's. Routes keep the order they are added in.
 */
export class RouteTable {
  private readonly bySegment = new Map<string, Router>();
  private readonly dynamic = new Router();

  constructor(private readonly prefix: string) {}

  add(method: Method, path: string, handler: Middleware): void {
    const segment = firstSegment(path, this.prefix);
    let router = this.dynamic;
    if (segment && !segment.startsWith(':')) {
      router = this.bySegment.get(segment) ?? new Router();
      this.bySegment.set(segment, router);
    }
    router[method](path, handler);
  }

  /** Dispatches by segment; 405 and OPTIONS answers work as with one router. */
  middleware(): Middleware {
    const dynamic = this.dynamic.routes() as Middleware;
    const allowed = this.dynamic.allowedMethods() as Middleware;
    const fallback = compose([dynamic, allowed]);
    const chains = new Map<string, Middleware>();
    for (const [segment, router] of this.bySegment) chains.set(segment, compose([router.routes() as Middleware, dynamic, allowed]));
    return (ctx, next) => (chains.get(firstSegment(ctx.path, this.prefix)) ?? fallback)(ctx, next);
  }
}
