import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, wire } from '../shared/wire.js';
import { ApiError, apiPath, createApiClient, type ApiCallOptions } from './api.js';

function client(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const failures: { status: number; opts: ApiCallOptions; show: boolean }[] = [];
  const calls: { url: string; init: RequestInit }[] = [];
  const api = createApiClient({
    getToken: () => 'tok',
    getWorkspace: () => 'acme',
    onFailure: (e, opts) => failures.push({ status: e.status, opts, show: e.showError }),
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond(url, init);
    }) as typeof fetch,
  });
  return { api, failures, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('createApiClient', () => {
  it('sends the token and the workspace and answers the parsed body', async () => {
    const { api, calls } = client(() => json(200, { result: { ok: 1 } }));
    expect(await api.post('user/filter/acme', { a: 1 })).toEqual({ result: { ok: 1 } });
    expect(calls[0]!.url).toBe('/api/user/filter/acme');
    const h = calls[0]!.init.headers as Record<string, string>;
    expect(h.authorization).toBe('Bearer tok');
    expect(h['x-company-id']).toBe('acme');
    expect(h['content-type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('reports a failure with its status and rejects with ApiError carrying the server body', async () => {
    const { api, failures } = client(() => json(409, { name: 'Conflict', message: 'login already taken', key: 'employee.loginTaken' }));
    const err = await api.get('/api/x', { refused: 'page' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).key).toBe('employee.loginTaken');
    expect((err as ApiError).message).toBe('login already taken');
    expect(failures).toEqual([{ status: 409, opts: { refused: 'page' }, show: true }]);
  });

  it('marks failures the server asks not to show (body flag or header)', async () => {
    const a = client(() => json(500, { message: 'quiet', showError: false }));
    await a.api.get('x').catch(() => undefined);
    const b = client(() => json(500, { message: 'quiet' }, { 'x-show-error': 'false' }));
    await b.api.get('x').catch(() => undefined);
    expect([a.failures[0]!.show, b.failures[0]!.show]).toEqual([false, false]);
  });

  it('turns no response into status 0 with "Problems connecting to server"', async () => {
    const { api, failures } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    const err = (await api.get('x').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(0);
    expect(err.message).toBe('Problems connecting to server');
    expect(failures[0]!.status).toBe(0);
  });

  it('keeps a non-JSON error text', async () => {
    const { api } = client(() => new Response('Bad gateway', { status: 502 }));
    const err = (await api.get('x').catch((e: unknown) => e)) as ApiError;
    expect(err.body).toEqual({ text: 'Bad gateway' });
    expect(err.message).toBe('Bad gateway');
  });
});

describe('apiPath', () => {
  it('prefixes /api/ once', () => {
    expect([apiPath('/api/me'), apiPath('me'), apiPath('/me')]).toEqual(['/api/me', '/api/me', '/api/me']);
  });

  it('calls a route contract: path params filled, query added, body sent, the wire type answered', async () => {
    const update = defineRoute('put', '/poll/:id', {
      params: z.object({ id: z.string() }),
      query: z.object({ bucket: z.string().optional(), page: z.number().optional() }),
      body: z.object({ name: z.string() }),
      answer: wire.result<{ _id: string; name: string }>(),
    });
    const { api, calls } = client(() => json(200, { result: { _id: 'a/b', name: 'N' } }));
    const res = await api.call(update, { params: { id: 'a/b' }, query: { page: 2, bucket: undefined }, body: { name: 'N' } });
    expect(res.result._id).toBe('a/b');
    expect(calls[0]!.url).toBe('/api/poll/a%2Fb?page=2');
    expect(calls[0]!.init.method).toBe('PUT');
    expect(calls[0]!.init.body).toBe('{"name":"N"}');
    // @ts-expect-error the body its schema requires cannot be left out
    await api.call(update, { params: { id: 'x' } }).catch(() => undefined);
  });

  it('answers a file contract as a Blob', async () => {
    const file = defineRoute('get', '/poll/:id/excel', { params: z.object({ id: z.string() }), answer: wire.file() });
    const { api } = client(() => new Response('bytes', { status: 200, headers: { 'content-type': 'application/octet-stream' } }));
    const blob: Blob = await api.call(file, { params: { id: 'p' } });
    expect(await blob.text()).toBe('bytes');
  });
});
