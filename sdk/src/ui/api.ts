import type { ErrorDetails } from '../shared/errors.js';
import { contractRequest, type ContractArgs, type RouteContract, type WireOf } from '../shared/wire.js';
import { sendWithProgress, uploadWithProgress, type UploadedFile, type UploadOptions } from './upload.js';

/**
 * The HTTP client every screen uses: the session token, the `X-COMPANY-ID` workspace header and the
 * shared handling of failed calls (docs/architecture.md, Failed calls), which the host implements in `onFailure`.
 */
export interface ApiCallOptions {
  /** The caller handles every failure itself (401 still ends the session). */
  quiet?: boolean;
  /**
   * The call loads the page's own resource: a refusal (404, 403) shows the not-found or no-access page, with a
   * way back, instead of a message over a page that can never load.
   */
  refused?: 'message' | 'page';
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A body sent as is (FormData, Blob); otherwise the body is JSON. */
  raw?: BodyInit;
  /** Answer the response as a Blob (file downloads). */
  blob?: boolean;
  /** A call the app makes on its own (polling, renewals): it does not keep an idle session alive. */
  background?: boolean;
  /** Hears the share of the body sent, from 0 to 1 (an archive or file going up); the call then goes by XMLHttpRequest. */
  onUploadProgress?: (share: number) => void;
}

/** A failed call: `status` 0 means no response. `body` is the server's `{ name, message, key, details }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      name?: string;
      message?: string;
      key?: string;
      details?: ErrorDetails;
      text?: string;
      error?: string;
      showError?: boolean;
    } | null,
    readonly showError = true,
  ) {
    super(body?.message ?? body?.text ?? body?.error ?? (status === 0 ? 'Problems connecting to server' : 'unknown error'));
    this.name = 'ApiError';
  }

  get key(): string | undefined {
    return this.body?.key;
  }
}

/** The arguments of `call`: the input may be left out when the contract needs none. */
export type CallArgs<C> = ContractArgs<C, ApiCallOptions>;

export interface ApiClient {
  /**
   * Calls a route contract from a plugin's `shared/`: the path is filled from `params`, `query` is added
   * to it, and the answer is the contract's wire type (a Blob for file answers).
   */
  call<C extends RouteContract>(contract: C, ...args: CallArgs<C>): Promise<WireOf<C>>;
  get<T = any>(path: string, opts?: ApiCallOptions): Promise<T>;
  post<T = any>(path: string, body?: unknown, opts?: ApiCallOptions): Promise<T>;
  put<T = any>(path: string, body?: unknown, opts?: ApiCallOptions): Promise<T>;
  delete<T = any>(path: string, opts?: ApiCallOptions): Promise<T>;
  request<T = any>(method: string, path: string, body?: unknown, opts?: ApiCallOptions): Promise<T>;
  /** Uploads one file to `POST /api/upload` reporting its progress (`upload.ts`). */
  upload(file: File, opts?: UploadOptions): Promise<UploadedFile>;
}

export interface ApiClientOptions {
  getToken(): string | null;
  getWorkspace(): string | null;
  /** Shows or acts on a failure (sign-out, message, dialog); the promise still rejects afterwards. */
  onFailure(error: ApiError, opts: ApiCallOptions): void;
  fetch?: typeof fetch;
}

/** `'user/1'` and `'/api/user/1'` both mean `/api/user/1`. */
export const apiPath = (path: string) => (path.startsWith('/api/') ? path : `/api/${path.replace(/^\/+/, '')}`);

export function createApiClient(o: ApiClientOptions): ApiClient {
  const doFetch = o.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const request = async <T>(method: string, path: string, body?: unknown, opts: ApiCallOptions = {}): Promise<T> => {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    const token = o.getToken();
    const workspace = o.getWorkspace();
    if (token) headers.authorization = `Bearer ${token}`;
    // A call may name another client (the superadmin acting on the client being edited).
    if (workspace && !headers['x-company-id']) headers['x-company-id'] = workspace;
    if (opts.background) headers['x-atrium-background'] = '1';
    let payload: BodyInit | undefined = opts.raw;
    if (payload === undefined && body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let res: Response;
    try {
      const verb = method.toUpperCase();
      // A body sent as is (FormData, Blob) is one XMLHttpRequest sends too.
      res = opts.onUploadProgress
        ? await sendWithProgress(apiPath(path), { method: verb, headers, body: payload as XMLHttpRequestBodyInit }, opts.onUploadProgress)
        : await doFetch(apiPath(path), { method: verb, headers, body: payload, signal: opts.signal });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      const failure = new ApiError(0, null);
      o.onFailure(failure, opts);
      throw failure;
    }
    if (res.ok) {
      if (opts.blob) return (await res.blob()) as T;
      const type = res.headers.get('content-type') ?? '';
      return (type.includes('json') ? await res.json() : await res.text()) as T;
    }
    const text = await res.text().catch(() => '');
    let parsed: ApiError['body'] = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { text };
    }
    // The server may ask the UI not to show its message (a body flag or a header).
    const show = parsed?.showError !== false && res.headers.get('x-show-error') !== 'false';
    const failure = new ApiError(res.status, parsed, show);
    o.onFailure(failure, opts);
    throw failure;
  };
  return {
    request,
    call: (c, ...[input, opts]) => {
      const { method, path, body } = contractRequest(c, input);
      return request(method, path, body, { ...opts, blob: opts?.blob ?? c.answer.kind === 'file' });
    },
    get: (p, opts) => request('get', p, undefined, opts),
    post: (p, b, opts) => request('post', p, b, opts),
    put: (p, b, opts) => request('put', p, b, opts),
    delete: (p, opts) => request('delete', p, undefined, opts),
    upload: (file, opts) => uploadWithProgress(o, file, opts),
  };
}
