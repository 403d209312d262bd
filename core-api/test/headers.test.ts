import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

let t: CoreTestApp;
let acme: TestClient;
const hostDist = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-host-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><title>Atrium</title><div id="root"></div>');
  fs.mkdirSync(path.join(hostDist, 'assets'));
  fs.writeFileSync(path.join(hostDist, 'assets/main.0123abcd.js'), 'console.log(1)');
  fs.writeFileSync(path.join(hostDist, 'assets/4776.0123abcd.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(hostDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  t = await startCoreTestApp({ hostDist });
  acme = await t.client();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(hostDist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header by name. */
const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([n, ...v]) => [n, v]),
  );

describe('security headers', () => {
  it('the shell (its page and every history-fallback path) carries the CSP and the framing, referrer and sniffing rules', async () => {
    const host = new URL(t.url).host;
    for (const at of ['/', '/company', '/poll/123']) {
      const res = await fetch(t.url + at);
      expect(res.status).toBe(200);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['connect-src']).toEqual(["'self'", `ws://${host}`]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // Plain HTTP, no trusted proxy: no HSTS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('hashed assets keep their year-long immutable caching and carry no header that only documents and workers read', async () => {
    for (const file of ['assets/main.0123abcd.js', 'assets/4776.0123abcd.css']) {
      const res = await fetch(`${t.url}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'last-modified'])
        expect([file, name, res.headers.get(name)]).toEqual([file, name, null]);
    }
    // The service worker is a worker: its policy is the one it runs under.
    const worker = await fetch(`${t.url}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(directives(worker.headers.get('content-security-policy'))['script-src']).toEqual(["'self'"]);
  });

  it('API answers are never stored and never framed, refusals included; a file download keeps its private caching', async () => {
    const ok = await acme.admin.api.get('/api/me');
    const refused = await t.api.get('/api/me');
    const missing = await acme.admin.api.get('/api/no-such-route');
    expect([ok.status, refused.status, missing.status]).toEqual([200, 401, 404]);
    for (const res of [ok, refused, missing]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const fd = new FormData();
    fd.append('file', new Blob(['hello']), 'note.txt');
    const up = await acme.admin.api.post('/api/upload', undefined, { raw: fd });
    expect(up.status).toBe(200);
    const file = await acme.admin.api.get(up.body.results[0].url);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, max-age=3600');
  });

  it('sends HSTS over HTTPS: behind a trusted proxy that says X-Forwarded-Proto https', async () => {
    t.app.koa.proxy = true;
    try {
      const https = await fetch(t.url + '/', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'intranet.example' } });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(directives(https.headers.get('content-security-policy'))['connect-src']).toEqual(["'self'", 'wss://intranet.example']);
      const api = await t.api.get('/api/env', { headers: { 'x-forwarded-proto': 'https' } });
      expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000');
      const plain = await fetch(t.url + '/', { headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      t.app.koa.proxy = false;
    }
  });
});

it('warns once when requests come through a proxy (X-Forwarded-For) that is not trusted', async () => {
  const warn = vi.spyOn(t.app.core.log, 'warn');
  try {
    await t.api.get('/api/env');
    expect(warn).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i++) await t.api.get('/api/env', { headers: { 'x-forwarded-for': '10.0.0.7' } });
    const proxyWarnings = warn.mock.calls.filter((c) => String(c[1]).includes('TRUST_PROXY'));
    expect(proxyWarnings).toHaveLength(1);
  } finally {
    warn.mockRestore();
  }
});
