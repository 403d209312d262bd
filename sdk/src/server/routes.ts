import type { z } from 'zod';
import type { AnswerKind, RouteContract, RouteMethod, ServerAnswer, WireAnswer } from '../shared/wire.js';
import type { RequestContext } from './context.js';
import type { RoutesPlatform } from './extensions.js';

export type AuthLevel = 'public' | 'user' | 'admin' | 'superadmin';
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

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
  /**
   * A valid body the isolation suite sends, derived from `body` when absent: give one when the body has rules
   * between fields. Where an id field holds '', the suite puts in one of the client's rows.
   */
  example?: z.input<B>;
  /**
   * A valid query the isolation suite sends (a window whose end must follow its start), derived from `query` when
   * absent. A function is asked at each use: a window around today stays today's in a long-running process.
   */
  exampleQuery?: z.input<Q> | (() => z.input<Q>);
  /** Request bodies larger than this are refused with 413; default 1 MB. Multipart routes parse themselves. */
  maxBody?: number;
  multipart?: boolean;
  /** How the route answers when not with JSON: `wire.file(type)` for a download (the API document says so). */
  answer?: WireAnswer<unknown>;
  /** The status of a success when not 200: 202 for work accepted to run as a job (the API document says so). */
  status?: 202;
  /**
   * The caller stays unknown (a confidential violation report): the request counts as no activity of their
   * session, journal entries name no actor, files put are stored without uploader (put them with `ownerId`),
   * and the core writes no log line naming the caller. `ctx.me` is still the caller, for the handler's checks:
   * the handler stores nothing of them.
   */
  anonymous?: boolean;
}

/**
 * What a handler answers: a value sent as `{ result }`, or a `reply(...)` for full control. A JSON body
 * of `reply` is renamed like any answer (`id` keys become `_id`); bytes, text and streams are sent as they are.
 */
export class Reply<T = unknown> {
  constructor(
    readonly body: T,
    readonly status = 200,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const reply = <T>(body: T, opts: { status?: number; headers?: Record<string, string> } = {}) =>
  new Reply(body, opts.status, opts.headers);

/** A download's body: bytes, text or a readable stream. */
export type FileBody = Buffer | string | NodeJS.ReadableStream;

/**
 * What a contract's handler may return for its wire type `W`: the server form of the result (or of the
 * whole page), or a `reply` of the whole body; a file route returns a `reply` of bytes.
 */
export type ContractAnswer<W, K extends AnswerKind> = K extends 'file'
  ? Reply<FileBody>
  : K extends 'result'
    ? (W extends { result: infer R } ? ServerAnswer<R> : never) | Reply<ServerAnswer<W>>
    : ServerAnswer<W> | Reply<ServerAnswer<W>>;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Route options when the contract gives the path and the schemas. */
export type ContractOptions = Omit<RouteOptions, 'params' | 'query' | 'body' | 'example' | 'exampleQuery' | 'answer'> & {
  example?: unknown;
  exampleQuery?: unknown;
};

export type Handler<P, Q, B> = (ctx: RequestContext<P, Q, B>) => Promise<unknown> | unknown;

export interface RouteDef {
  method: Method;
  path: string;
  opts: RouteOptions;
  handler: Handler<any, any, any>;
}

/** A route by path (the core's areas): params, query and body typed by their schemas. */
export type VerbRoute = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  path: string,
  opts: RouteOptions<P, Q, B>,
  handler: Handler<z.output<P>, z.output<Q>, z.output<B>>,
) => void;

export interface RouteBuilder {
  /** Registers the handler of a route contract (from the plugin's `shared/`); its answer is checked against the wire type. */
  route<
    M extends RouteMethod,
    P extends z.ZodType | undefined,
    Q extends z.ZodType | undefined,
    B extends z.ZodType | undefined,
    W,
    K extends AnswerKind,
  >(
    contract: RouteContract<M, P, Q, B, W, K>,
    opts: ContractOptions,
    handler: (ctx: RequestContext<Out<P>, Out<Q>, Out<B>>) => Promise<ContractAnswer<W, K>> | ContractAnswer<W, K>,
  ): void;
  get: VerbRoute;
  post: VerbRoute;
  put: VerbRoute;
  /** For protocols that change a resource with PATCH (SCIM); the API's own calls change with PUT (partial). */
  patch: VerbRoute;
  delete: VerbRoute;
}

/** Collects route definitions; the core mounts them. */
export function collectRoutes(
  register: (r: RouteBuilder, platform: RoutesPlatform) => void,
  platform: RoutesPlatform = { installed: () => [] },
): RouteDef[] {
  const defs: RouteDef[] = [];
  const add = (method: Method) => (path: string, opts: RouteOptions, handler: Handler<any, any, any>) => {
    // The platform's body parser reads POST, PUT and PATCH bodies only (and proxies may drop a DELETE's): it would arrive empty.
    if ((method === 'get' || method === 'delete') && opts.body)
      throw new Error(
        `${method.toUpperCase()} ${path}: a ${method.toUpperCase()} route takes no body; name what it acts on in its path or query`,
      );
    defs.push({ method, path, opts, handler });
  };
  const route = (c: RouteContract, opts: ContractOptions, handler: Handler<any, any, any>) =>
    add(c.method)(c.path, { ...opts, params: c.params, query: c.query, body: c.body, answer: c.answer } as RouteOptions, handler);
  register(
    { get: add('get'), post: add('post'), put: add('put'), patch: add('patch'), delete: add('delete'), route } as RouteBuilder,
    platform,
  );
  return defs;
}
