import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@atrium/sdk/testing';
import { compressFile } from '@atrium/sdk/build';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

let t: CoreTestApp;
let acme: TestClient;
const hostDist = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-host-'));
const script = `console.log(${JSON.stringify('the shell '.repeat(300))});`;
// A plugin's built remote: its entry and the build hash the core puts in the entry's URL.
const pluginDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-remote-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(hostDist, 'index.html'), `<!doctype html><title>Atrium</title>${'<div id="root"></div>'.repeat(100)}`);
  fs.mkdirSync(path.join(hostDist, 'assets'));
  fs.writeFileSync(path.join(hostDist, 'assets/main.0123abcd.js'), script);
  // What CompressAssetsPlugin does after each build.
  await compressFile(path.join(hostDist, 'index.html'));
  await compressFile(path.join(hostDist, 'assets/main.0123abcd.js'));
  fs.writeFileSync(path.join(hostDist, 'sw.js'), script);
  await compressFile(path.join(hostDist, 'sw.js'));
  fs.mkdirSync(path.join(pluginDir, 'dist/ui'), { recursive: true });
  fs.writeFileSync(path.join(pluginDir, 'dist/ui/remoteEntry.js'), script);
  fs.writeFileSync(path.join(pluginDir, 'dist/ui/build-hash.txt'), 'b1d0\n');
  await compressFile(path.join(pluginDir, 'dist/ui/remoteEntry.js'));
  t = await startCoreTestApp({ hostDist, pluginDirs: { hello: pluginDir } });
  acme = await t.client();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(hostDist, { recursive: true, force: true });
  fs.rmSync(pluginDir, { recursive: true, force: true });
});

/** A GET as a browser sends it, with the raw bytes (fetch would decode them). */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(t.url + pathname, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decode = (enc: string | undefined, body: Buffer) =>
  enc === 'br' ? zlib.brotliDecompressSync(body) : enc === 'gzip' ? zlib.gunzipSync(body) : body;

describe('static files', () => {
  it("sends the build's Brotli copy to a browser that accepts it, gzip to one that accepts only gzip, the file to the rest", async () => {
    for (const [accept, enc] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ] as const) {
      const res = await get('/assets/main.0123abcd.js', accept ? { 'accept-encoding': accept } : {});
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(enc);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(enc, res.body).toString()).toBe(script);
      if (enc) expect(res.body.length).toBeLessThan(script.length / 5);
    }
  });

  it('keeps the service worker (sw.js) uncached in every encoding: a new build must reach the browser', async () => {
    for (const accept of ['br', '']) {
      const res = await get('/sw.js', accept ? { 'accept-encoding': accept } : {});
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(accept || undefined);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode(accept || undefined, res.body).toString()).toBe(script);
    }
  });

  it('keeps index.html uncached in every encoding, history fallback included', async () => {
    for (const at of ['/', '/company']) {
      const res = await get(at, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode('br', res.body).toString()).toContain('<title>Atrium</title>');
    }
  });

  it("caches a remote's entry like a hashed file when asked for under its current build hash, and revalidates it otherwise", async () => {
    const cacheOf = async (query: string) => {
      const res = await get(`/plugins/hello/remoteEntry.js${query}`, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(decode('br', res.body).toString()).toBe(script);
      return res.headers['cache-control'];
    };
    expect(await cacheOf('?v=b1d0')).toBe('public, max-age=31536000, immutable');
    // An old hash (a page from before a redeploy) or none must not pin today's file under that URL.
    expect(await cacheOf('?v=0ld')).toBe('no-cache');
    expect(await cacheOf('')).toBe('no-cache');
  });
});

describe('API answers', () => {
  it('compresses an answer above 1 KB with the best encoding accepted, on the thread pool when it is large', async () => {
    for (let i = 0; i < 8; i++) await acme.user({ fields: { firstName: `Name${i}`, position: 'Engineer of compressed answers' } });
    const plain = await get(`/api/user/for_client/${acme.id}`, { authorization: `Bearer ${acme.admin.token}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The answer varies with the header all the same: a cache must not give this client's text to one that asked for Brotli.
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [pathname, accept, enc] of [
      [`/api/user/for_client/${acme.id}`, 'gzip, deflate, br', 'br'],
      [`/api/user/for_client/${acme.id}`, 'gzip;q=1, br;q=0', 'gzip'],
      ['/api/openapi.json', 'br', 'br'],
      ['/api/openapi.json', 'gzip', 'gzip'],
    ] as const) {
      const res = await get(pathname, { authorization: `Bearer ${acme.admin.token}`, 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(enc);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-length']).toBe(String(res.body.length));
      const json = JSON.parse(decode(enc, res.body).toString());
      if (pathname === '/api/openapi.json') expect(json.openapi).toMatch(/^3\./);
      else expect(json).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('leaves small answers and file downloads as they are: a download keeps its Content-Length', async () => {
    const small = await get('/api/session', { authorization: `Bearer ${acme.admin.token}`, 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const text = 'a line of a text file\n'.repeat(500);
    const fd = new FormData();
    fd.append('file', new Blob([text], { type: 'text/plain' }), 'notes.txt');
    const up = await acme.admin.api.post('/api/upload', undefined, { raw: fd });
    expect(up.status).toBe(200);
    const file = await get(up.body.results[0].url, { authorization: `Bearer ${acme.admin.token}`, 'accept-encoding': 'br, gzip' });
    expect(file.status).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.headers['content-length']).toBe(String(text.length));
    expect(file.body.toString()).toBe(text);
  });
});
