import os from 'node:os';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER } from '../src/http/errors.js';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

let t: CoreTestApp;
let user: TestUser;

beforeAll(async () => {
  t = await startCoreTestApp();
  user = await (await t.client()).user();
});
afterAll(() => t?.close());

describe("the drivers' connection failures count as an outage", () => {
  it('mysql2: a refused connection', async () => {
    const mysql = await import('mysql2/promise');
    // Port 1 on loopback: nothing listens there.
    const refused = await mysql.createConnection('mysql://root@127.0.0.1:1/none').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it('better-sqlite3: a database file that cannot be opened', async () => {
    // A directory is no database file: SQLITE_CANTOPEN, as for a missing or unreadable volume.
    const cantOpen = await new DataSource({ type: 'better-sqlite3', database: os.tmpdir() }).initialize().catch((e: unknown) => e);
    expect(isDatabaseUnavailable(cantOpen)).toBe(true);
  });

  it('a wrapped driver error (TypeORM keeps it as driverError) and plain bugs', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('query failed'), { driverError: { code: 'PROTOCOL_CONNECTION_LOST' } }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable({ code: 'SQLITE_BUSY_SNAPSHOT' })).toBe(true);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable({ code: 'ER_PARSE_ERROR' })).toBe(false);
  });
});

// Last: it takes the database away from this file's app.
it('answers 503 with Retry-After while the database is down, signed in or not', async () => {
  await t.app.ds.destroy();
  for (const res of [await user.api.get('/api/me'), await t.api.post('/api/login', { login: user.login, password: user.password })]) {
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(OUTAGE_RETRY_AFTER));
    expect(res.body).toEqual({
      name: 'ServiceUnavailable',
      message: 'The service is temporarily unavailable, try again in a few seconds',
      key: 'errors.unavailable',
    });
  }
});
