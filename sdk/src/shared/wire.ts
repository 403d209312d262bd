import type { z } from 'zod';
import type { Feed, Paged } from './paging.js';

/**
 * Wire types: the shapes the API answers, exactly as the JSON carries them (ids as `_id`: docs/architecture.md, Request pipeline).
 * Server code holds the same shapes with `id`, because rows do; the core renames every `id` key to `_id`
 * in the answer's JSON text in one pass (`wireJson`), so the types below map between the two forms.
 */

/** The server's form of a wire shape: every `_id` key is `id`, at any depth. */
export type ServerForm<W> = W extends readonly (infer E)[]
  ? ServerForm<E>[]
  : W extends object
    ? { [K in keyof W as K extends '_id' ? 'id' : K]: ServerForm<W[K]> }
    : W;

/**
 * What a handler may return for a wire shape: its server form, where a `Date` also stands for a string
 * (JSON writes it as ISO text). Literal string types (enums) stay literal.
 */
export type ServerAnswer<W> = W extends string
  ? string extends W
    ? string | Date
    : W
  : W extends readonly (infer E)[]
    ? readonly ServerAnswer<E>[]
    : W extends object
      ? { [K in keyof W as K extends '_id' ? 'id' : K]: ServerAnswer<W[K]> }
      : W;

/**
 * The JSON text of an answer with the API's names: in `JSON.stringify` output a key always follows `{`
 * or `,` directly, and a quote inside a string value is always escaped, so `{"id":` and `,"id":` are keys
 * named `id` and nothing else. One native regular expression over the text is a twentieth of the time of
 * copying a feed page object by object.
 */
const ID_KEY = /([{,])"id":/g;
export function wireJson(value: unknown): string {
  const json = JSON.stringify(value);
  // An answer with no `id` key (a report, a count) skips the expression: the scan costs a fifth of it.
  return json.includes('"id":') ? json.replace(ID_KEY, '$1"_id":') : json;
}

/** How a route answers: `{ result }`, a page or feed page (paging meta beside the result), or a file. */
export type AnswerKind = 'result' | 'page' | 'file';

/** The answer of a route contract; `W` is the whole body the UI receives (a phantom type, no value). */
export interface WireAnswer<W, K extends AnswerKind = AnswerKind> {
  readonly kind: K;
  readonly wire?: W;
  /** A file's content type, for the API document. */
  readonly type?: string;
}

/** The content type of an Excel workbook, for downloads and their contracts. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answer declarations of route contracts. */
export const wire = {
  /** `{ result: T }`; the handler returns the server form of `T`. */
  result: <T>(): WireAnswer<{ result: T }, 'result'> => ({ kind: 'result' }),
  /** `{ result: T[], page, limit, total }`. */
  page: <T>(): WireAnswer<Paged<T>, 'page'> => ({ kind: 'page' }),
  /** A feed page, `{ result: T[], page, pages, total }`. */
  feed: <T>(): WireAnswer<Feed<T>, 'page'> => ({ kind: 'page' }),
  /** Bytes (a download) of the given content type; the UI receives a Blob. */
  file: (type = 'application/octet-stream'): WireAnswer<Blob, 'file'> => ({ kind: 'file', type }),
};

export type RouteMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * One route declared once, in a plugin's `shared/`: the server registers its handler with
 * `r.route(contract, opts, handler)` and the UI calls it with `api.call(contract, input)`, both typed
 * from these schemas and the answer's wire type.
 */
export interface RouteContract<
  M extends RouteMethod = RouteMethod,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  W = unknown,
  K extends AnswerKind = AnswerKind,
> {
  method: M;
  /** The path under `/api`, `:name` for params (as the plugin's README lists the call). */
  path: string;
  params: P;
  query: Q;
  body: B;
  answer: WireAnswer<W, K>;
}

export function defineRoute<
  M extends RouteMethod,
  W,
  K extends AnswerKind,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(method: M, path: string, spec: { params?: P; query?: Q; body?: B; answer: WireAnswer<W, K> }): RouteContract<M, P, Q, B, W, K> {
  return { method, path, params: spec.params as P, query: spec.query as Q, body: spec.body as B, answer: spec.answer };
}

/** The body the UI receives from a contract's route. */
export type WireOf<C> =
  C extends RouteContract<RouteMethod, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer W> ? W : never;

type Nothing = Record<never, never>;
/** A schema whose input may be left out (every field optional) makes its part optional. */
type Part<Key extends string, S> = S extends z.ZodType
  ? Nothing extends z.input<S>
    ? { [k in Key]?: z.input<S> }
    : { [k in Key]: z.input<S> }
  : Nothing;

/** What a caller passes for a contract: the params, query and body its schemas accept. */
export type CallInput<C> =
  C extends RouteContract<RouteMethod, infer P, infer Q, infer B> ? Part<'params', P> & Part<'query', Q> & Part<'body', B> : never;

/** `/poll/:id` with `{ id: 'x' }` → `/poll/x`; query values (not undefined) are added as `?a=b`. */
export function contractPath(path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined || v === null) throw new Error(`${path}: missing path param ${name}`);
    return encodeURIComponent(String(v));
  });
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) q.append(k, String(v));
  const s = q.toString();
  return s ? `${filled}?${s}` : filled;
}

/** The arguments of a contract's call: the input may be left out when the contract needs none; then the caller's options. */
export type ContractArgs<C, O> =
  Record<never, never> extends CallInput<C> ? [input?: CallInput<C>, opts?: O] : [input: CallInput<C>, opts?: O];

/** The request a contract's call makes: its method, its path under `/api` filled from `params` and `query`, and the body. */
export function contractRequest(contract: RouteContract, input: unknown): { method: RouteMethod; path: string; body: unknown } {
  const i = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  return { method: contract.method, path: contractPath(contract.path, i.params, i.query), body: i.body };
}

// Socket contracts are contracts too: `@atrium/sdk/contract` (this module) carries them, zod-free, for the UI.
export * from './socket-events.js';
