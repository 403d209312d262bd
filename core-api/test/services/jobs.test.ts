import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agenda, type Job } from 'agenda';
import type { DataSource } from 'typeorm';
import { definePlugin, z, defineManifest } from '@atrium/sdk/server';
import { type TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from '../support/app.js';
import { configFromEnv } from '../../src/config.js';
import { createDataSource } from '../../src/db/datasource.js';
import { JobEntity } from '../../src/jobs/entity.js';
import { Jobs1732200100100 } from '../../src/db/migrations/1732200100100-jobs.js';
import { TypeormBackend } from '../../src/jobs/backend.js';
import { TypeormJobRepository } from '../../src/jobs/repository.js';
import { toAgenda } from '../../src/jobs/schedule.js';
import { waitFor } from './helpers.js';

describe('job repository', () => {
  let dbs: DataSource[] = [];
  let drop: () => Promise<void> = async () => undefined;

  /** Two connections to one database: a shared SQLite file, or a fresh MariaDB database. */
  async function twoConnections(): Promise<[DataSource, DataSource]> {
    const mysqlBase = process.env.TEST_MYSQL_URL;
    let env: Record<string, string>;
    if (mysqlBase) {
      const name = `atrium_jobs_${crypto.randomBytes(4).toString('hex')}`;
      const mysql = await import('mysql2/promise');
      const conn = await mysql.createConnection(mysqlBase);
      await conn.query(`CREATE DATABASE \`${name}\``);
      await conn.end();
      const u = new URL(mysqlBase);
      u.pathname = `/${name}`;
      env = { DATABASE_URL: u.toString() };
      drop = async () => {
        const c = await mysql.createConnection(mysqlBase);
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await c.end();
      };
    } else {
      const dir = `/tmp/atrium-jobs-${crypto.randomBytes(4).toString('hex')}`;
      env = { DATA_DIR: dir };
      drop = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
    const config = configFromEnv({ ...env, LOG_LEVEL: 'silent' });
    const a = createDataSource(config, [JobEntity], [Jobs1732200100100]);
    await a.initialize();
    await a.runMigrations();
    const b = createDataSource(config, [JobEntity], []);
    await b.initialize();
    dbs = [a, b];
    return [a, b];
  }

  afterAll(async () => {
    for (const ds of dbs) if (ds.isInitialized) await ds.destroy();
    await drop();
  });

  it('runs 1,000 jobs exactly once each with two workers on one database', async () => {
    const [a, b] = await twoConnections();
    const repo = new TypeormJobRepository(a);
    const runs = new Map<number, number>();
    const byWorker = { a: 0, b: 0 };
    for (let n = 0; n < 1000; n++)
      await repo.saveJob({ name: 'test:count', priority: 0, nextRunAt: new Date(), type: 'normal', data: { n } }, undefined);

    const worker = (ds: DataSource, label: 'a' | 'b') => {
      const agenda = new Agenda({
        backend: new TypeormBackend(ds),
        name: label,
        processEvery: 100,
        defaultConcurrency: 10,
        maxConcurrency: 20,
        removeOnComplete: true,
      });
      agenda.define('test:count', async (job: Job) => {
        const n = (job.attrs.data as { n: number }).n;
        runs.set(n, (runs.get(n) ?? 0) + 1);
        byWorker[label]++;
        await new Promise((r) => setTimeout(r, 1));
      });
      return agenda;
    };
    const wa = worker(a, 'a');
    const wb = worker(b, 'b');
    await Promise.all([wa.start(), wb.start()]);
    try {
      await waitFor(() => [...runs.values()].reduce((x, y) => x + y, 0) >= 1000, 120_000, '1000 runs');
      // Give a double run the time to show itself.
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      await Promise.all([wa.stop(), wb.stop()]);
    }
    expect(runs.size).toBe(1000);
    expect([...runs.values()].every((c) => c === 1)).toBe(true);
    expect(byWorker.a).toBeGreaterThan(0);
    expect(byWorker.b).toBeGreaterThan(0);
    expect(byWorker.a + byWorker.b).toBe(1000);
    expect(await a.getRepository(JobEntity).count()).toBe(0);
  }, 180_000);

  it('keeps milliseconds of job times', async () => {
    const [a] = dbs as [DataSource];
    const repo = new TypeormJobRepository(a);
    const when = new Date(Date.UTC(2030, 0, 2, 3, 4, 5, 678));
    const saved = await repo.saveJob({ name: 'test:ms', priority: 0, nextRunAt: when, type: 'normal', data: { x: 1 } }, undefined);
    expect((await repo.getJobById(String(saved._id)))!.nextRunAt!.toISOString()).toBe('2030-01-02T03:04:05.678Z');
    expect(await repo.removeJobs({ name: 'test:ms', data: { x: 2 } })).toBe(0);
    expect(await repo.removeJobs({ name: 'test:ms', data: { x: 1 } })).toBe(1);
  });
});

describe('schedule types', () => {
  it('maps exact, minutely, hourly, daily, weekly, monthly and cron', () => {
    expect(toAgenda({ type: 'exact', at: '2030-01-01T10:00:00.000Z' })).toEqual({ at: new Date('2030-01-01T10:00:00.000Z') });
    expect(toAgenda({ type: 'minutely' })).toEqual({ every: '* * * * *' });
    expect(toAgenda({ type: 'hourly', minute: 15 })).toEqual({ every: '15 * * * *' });
    expect(toAgenda({ type: 'daily', time: '09:30' })).toEqual({ every: '30 9 * * *' });
    expect(toAgenda({ type: 'weekly', weekday: 1, time: '08:00' })).toEqual({ every: '0 8 * * 1' });
    expect(toAgenda({ type: 'monthly', day: 5, time: '07:05' })).toEqual({ every: '5 7 5 * *' });
    expect(toAgenda({ type: 'cron', cron: '*/5 * * * *' })).toEqual({ every: '*/5 * * * *' });
    expect(() => toAgenda({ type: 'cron', cron: 'every full moon' })).toThrow('Invalid cron expression');
  });
});

describe('jobs of plugins', () => {
  const ran: { clientId: string; data: Record<string, unknown> }[] = [];
  const plugin = definePlugin(
    defineManifest({
      code: 'jobtest',
      titles: { ru: 'jobtest', en: 'jobtest', uk: 'jobtest' },
      sdk: '^1',
      rights: { jobtest: { ru: 'jobtest', en: 'jobtest', uk: 'jobtest' } },
    }),
    {
      routes: (r) => {
        r.post('/jobtest/now', { body: z.object({ n: z.number() }) }, async (ctx) => {
          await ctx.jobs.now('tick', { n: ctx.body.n });
          return { ok: true };
        });
        r.post('/jobtest/every', {}, async (ctx) => {
          await ctx.jobs.every('daily', 'tick', { kind: 'daily' });
          await ctx.jobs.every('daily', 'tick', { kind: 'daily' });
          return { ok: true };
        });
        r.post('/jobtest/cancel', {}, async (ctx) => ({ cancelled: await ctx.jobs.cancel('tick', { kind: 'daily' }) }));
      },
      jobs: {
        tick: async (ctx) => {
          ran.push({ clientId: ctx.clientId, data: ctx.data });
        },
      },
    },
  );
  let t: CoreTestApp;
  let acme: TestClient;

  beforeAll(async () => {
    process.env.JOBS_PROCESS_EVERY_MS = '200';
    t = await startCoreTestApp({ plugins: [plugin] });
    acme = await t.client({ features: [{ feature: 'jobtest', active: true }] });
  });
  afterAll(() => t?.close());

  it('runs `<code>:<name>` with the client id and checks the feature when the job runs', async () => {
    expect((await acme.admin.api.post('/api/jobtest/now', { n: 1 })).status).toBe(200);
    await waitFor(() => ran.find((r) => r.data.n === 1), 10_000, 'job run');
    expect(ran.find((r) => r.data.n === 1)).toEqual({ clientId: acme.id, data: { n: 1 } });

    // Switched off before it runs: skipped.
    await acme.feature('jobtest', false);
    await t.app.core.providers.jobs(acme.id, 'jobtest').at(new Date(Date.now() + 1000), 'tick', { n: 2 });
    // The job comes due, is taken, finds the feature off and completes without running the handler.
    await waitFor(async () => (await t.jobs({ name: 'jobtest:tick' })).length === 0, 20_000, 'skipped job done');
    expect(ran.find((r) => r.data.n === 2)).toBeUndefined();
    await acme.feature('jobtest', true);
  });

  it('runs a job scheduled `at` a time already past at once, as `now` would', async () => {
    await (await t.context(acme)).jobs.at(new Date(Date.now() - 60_000), 'tick', { n: 3 });
    await waitFor(() => ran.find((r) => r.data.n === 3), 10_000, 'past job run');
  });

  it('keeps one repeating job per name and data, and cancels it', async () => {
    await acme.admin.api.post('/api/jobtest/every', {});
    const rows = await t.jobs({ name: 'jobtest:tick', client: acme });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.repeatInterval).toBe('0 8 * * *');
    expect((await acme.admin.api.post('/api/jobtest/cancel', {})).body.result.cancelled).toBe(1);
  });
});
