import type { z } from 'zod';
import type { RequestContext } from './context.js';

export type AuthLevel = 'public' | 'user' | 'admin' | 'superadmin';
export type Method = 'get' | 'post' | 'put' | 'delete';

export interface RouteOptions<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> {
  /** Who may call it; default 'user'. Plugin routes also need the client's feature and the user's right. */
  auth?: AuthLevel;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The right a plugin route needs; default the plugin's code. `{ none: 'why' }`: any employee
   * of a client with the feature on may call it; the reason is listed by the isolation suite, so a
   * route that forgot its right shows in review.
   */
  right?: string | { none: string };
  summary?: string;
  /** A valid body the isolation suite sends; derived from `body` when absent. */
  example?: z.input<B>;
  /** Request bodies larger than this are refused with 413; default 1 MB. Multipart routes parse themselves. */
  maxBody?: number;
  multipart?: boolean;
}

/** What a handler answers: a value sent as `{ result }`, or a `reply(...)` for full control. */
export class Reply {
  constructor(
    readonly body: unknown,
    readonly status = 200,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const reply = (body: unknown, opts: { status?: number; headers?: Record<string, string> } = {}) =>
  new Reply(body, opts.status, opts.headers);

export type Handler<P, Q, B> = (ctx: RequestContext<P, Q, B>) => Promise<unknown> | unknown;

export interface RouteDef {
  method: Method;
  path: string;
  opts: RouteOptions;
  handler: Handler<any, any, any>;
}

export interface RouteBuilder {
  get<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
    path: string,
    opts: RouteOptions<P, Q, B>,
    handler: Handler<z.output<P>, z.output<Q>, z.output<B>>,
  ): void;
  post<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
    path: string,
    opts: RouteOptions<P, Q, B>,
    handler: Handler<z.output<P>, z.output<Q>, z.output<B>>,
  ): void;
  put<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
    path: string,
    opts: RouteOptions<P, Q, B>,
    handler: Handler<z.output<P>, z.output<Q>, z.output<B>>,
  ): void;
  delete<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
    path: string,
    opts: RouteOptions<P, Q, B>,
    handler: Handler<z.output<P>, z.output<Q>, z.output<B>>,
  ): void;
}

/** Collects route definitions; the core mounts them. */
export function collectRoutes(register: (r: RouteBuilder) => void): RouteDef[] {
  const defs: RouteDef[] = [];
  const add = (method: Method) => (path: string, opts: RouteOptions, handler: Handler<any, any, any>) => {
    defs.push({ method, path, opts, handler });
  };
  register({ get: add('get'), post: add('post'), put: add('put'), delete: add('delete') } as RouteBuilder);
  return defs;
}
