import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import { RouteTable, firstSegment } from '../src/http/route-table.js';

let server: http.Server;
let base = '';

beforeAll(async () => {
  const table = new RouteTable('/api/');
  const answer = (name: string) => (ctx: Koa.Context) => {
    ctx.body = { name, params: ctx.params };
  };
  table.add('get', '/api/post/news/:client/:page', answer('news'));
  table.add('get', '/api/post/:id', answer('post'));
  table.add('put', '/api/post/:id', answer('post.put'));
  table.add('get', '/api/user/:id', answer('user'));
  table.add('get', '/api/:module/:id/extra', answer('module.extra'));
  const koa = new Koa();
  koa.use(table.middleware());
  // Like the static files after the API in the app: it answers outside /api/ only.
  koa.use((ctx) => {
    if (ctx.path.startsWith('/api/')) return;
    ctx.status = 418;
    ctx.body = 'fell through';
  });
  server = http.createServer(koa.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const get = async (path: string, init?: RequestInit) => {
  const res = await fetch(base + path, init);
  return {
    status: res.status,
    allow: res.headers.get('allow'),
    body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text(),
  };
};

describe('route table (one router per first path segment)', () => {
  it('reads the first segment after the prefix', () => {
    expect(firstSegment('/api/post/news/1/2', '/api/')).toBe('post');
    expect(firstSegment('/api/session', '/api/')).toBe('session');
    expect(firstSegment('/assets/app.js', '/api/')).toBe('');
  });

  it('sends each request to its own segment, static paths before parameters', async () => {
    expect((await get('/api/post/news/c1/2')).body).toEqual({ name: 'news', params: { client: 'c1', page: '2' } });
    expect((await get('/api/post/p1')).body).toEqual({ name: 'post', params: { id: 'p1' } });
    expect((await get('/api/user/u1')).body).toEqual({ name: 'user', params: { id: 'u1' } });
  });

  it('tries routes whose first segment is a parameter after the segment, for known and unknown segments', async () => {
    expect((await get('/api/post/p1/extra')).body).toEqual({ name: 'module.extra', params: { module: 'post', id: 'p1' } });
    expect((await get('/api/things/t1/extra')).body).toEqual({ name: 'module.extra', params: { module: 'things', id: 't1' } });
  });

  it('answers 405 with the allowed methods when the path exists under another method, and OPTIONS', async () => {
    const wrong = await get('/api/post/p1', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'PUT']);
    const options = await get('/api/post/p1', { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'PUT']);
  });

  it('passes requests no route matches on to the next middleware', async () => {
    expect((await get('/api/post')).status).toBe(404);
    expect(await get('/index.html')).toMatchObject({ status: 418, body: 'fell through' });
  });
});
