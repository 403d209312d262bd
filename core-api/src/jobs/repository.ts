import crypto from 'node:crypto';
import { Brackets, In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { computeJobState, toJobId } from 'agenda';
import type {
  JobId,
  JobParameters,
  JobRepository,
  JobRepositoryOptions,
  JobsOverview,
  JobsQueryOptions,
  JobsResult,
  JobWithState,
  RemoveJobsOptions,
} from 'agenda';
import { newId } from '../db/ids.js';
import { isMysql } from '../db/datasource.js';
import { JobEntity, type JobRow } from './entity.js';

const EXTRA_KEYS = ['startDate', 'endDate', 'skipDays', 'fork'] as const;
/** How often a lost compare-and-set claim is retried on SQLite before the scan gives up until next time. */
const CAS_TRIES = 8;

const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** Does `data` contain every field of `filter` with an equal value (agenda's partial data match)? */
export function dataMatches(data: unknown, filter: unknown): boolean {
  if (filter === undefined) return true;
  if (filter === null || typeof filter !== 'object') return data === filter;
  if (data === null || typeof data !== 'object') return false;
  return Object.entries(filter as Record<string, unknown>).every(([k, v]) => dataMatches((data as Record<string, unknown>)[k], v));
}

function rowToJob(row: JobRow): JobParameters {
  const extra = row.extra ?? {};
  const job: JobParameters = {
    _id: toJobId(row.id),
    name: row.name,
    priority: row.priority,
    nextRunAt: row.nextRunAt,
    type: row.type,
    data: row.data,
    disabled: row.disabled,
  };
  const optional: Partial<JobParameters> = {
    lockedAt: row.lockedAt ?? undefined,
    lastRunAt: row.lastRunAt ?? undefined,
    lastFinishedAt: row.lastFinishedAt ?? undefined,
    failedAt: row.failedAt ?? undefined,
    failCount: row.failCount ?? undefined,
    failReason: row.failReason ?? undefined,
    // every(ms) stores a number of milliseconds; the column keeps it as text.
    repeatInterval:
      row.repeatInterval === null ? undefined : /^\d+$/.test(row.repeatInterval) ? Number(row.repeatInterval) : row.repeatInterval,
    repeatTimezone: row.repeatTimezone ?? undefined,
    repeatAt: row.repeatAt ?? undefined,
    progress: row.progress ?? undefined,
    lastModifiedBy: row.lastModifiedBy ?? undefined,
    startDate: extra.startDate ? new Date(extra.startDate as string) : undefined,
    endDate: extra.endDate ? new Date(extra.endDate as string) : undefined,
    skipDays: (extra.skipDays as number[] | undefined) ?? undefined,
    fork: (extra.fork as boolean | undefined) ?? undefined,
  };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) (job as unknown as Record<string, unknown>)[k] = v;
  return job;
}

/** The columns a save writes, from agenda's job attributes. */
/** The key of a job saved with `unique` values: one row per name and values. */
export const uniqueKeyOf = (name: string, unique: Record<string, unknown>) =>
  sha(`unique\u0000${name}\u0000${JSON.stringify(Object.entries(unique).sort(([a], [b]) => a.localeCompare(b)))}`);

function jobToColumns(job: JobParameters, options?: JobRepositoryOptions): Omit<JobRow, 'id' | 'uniqueKey'> {
  const extra: Record<string, unknown> = {};
  for (const k of EXTRA_KEYS) if (job[k] !== undefined) extra[k] = job[k];
  const data = (job.data ?? {}) as { clientId?: unknown };
  return {
    name: job.name,
    clientId: typeof data.clientId === 'string' ? data.clientId : null,
    priority: job.priority ?? 0,
    nextRunAt: job.nextRunAt ?? null,
    type: job.type,
    lockedAt: job.lockedAt ?? null,
    lastRunAt: job.lastRunAt ?? null,
    lastFinishedAt: job.lastFinishedAt ?? null,
    failedAt: job.failedAt ?? null,
    failCount: job.failCount ?? null,
    failReason: job.failReason ? String(job.failReason).slice(0, 10000) : null,
    repeatInterval: job.repeatInterval === undefined ? null : String(job.repeatInterval),
    repeatTimezone: job.repeatTimezone ?? null,
    repeatAt: job.repeatAt ?? null,
    data: job.data ?? {},
    disabled: job.disabled ?? false,
    progress: job.progress ?? null,
    lastModifiedBy: options?.lastModifiedBy ?? job.lastModifiedBy ?? null,
    extra,
  };
}

/**
 * agenda's JobRepository over TypeORM, so jobs live in the platform's database. The next job is claimed on
 * MySQL/MariaDB with SELECT … FOR UPDATE SKIP LOCKED inside a transaction, on SQLite with a compare-and-set
 * UPDATE; times keep milliseconds (datetime(3)).
 */
export class TypeormJobRepository implements JobRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(JobEntity);
  }

  async connect(): Promise<void> {
    // The table is made by the platform's migrations; the data source is already open.
  }

  private filtered(
    qb: SelectQueryBuilder<JobRow>,
    o: { id?: unknown; ids?: unknown[]; name?: string; names?: string[]; notNames?: string[] },
  ) {
    if (o.id) qb.andWhere('j.id = :id', { id: String(o.id) });
    else if (o.ids?.length) qb.andWhere('j.id IN (:...ids)', { ids: o.ids.map(String) });
    if (o.name) qb.andWhere('j.name = :name', { name: o.name });
    else if (o.names?.length) qb.andWhere('j.name IN (:...names)', { names: o.names });
    else if (o.notNames?.length) qb.andWhere('j.name NOT IN (:...notNames)', { notNames: o.notNames });
    return qb;
  }

  /** Rows matching agenda's remove/disable options; the data match is done here, on the few rows of a name. */
  private async matching(o: RemoveJobsOptions): Promise<JobRow[]> {
    if (!o.id && !o.ids?.length && !o.name && !o.names?.length && !o.notNames?.length && o.data === undefined) return [];
    const rows = await this.filtered(this.repo.createQueryBuilder('j'), o).getMany();
    return rows.filter((r) => dataMatches(r.data, o.data));
  }

  async queryJobs(options: JobsQueryOptions = {}): Promise<JobsResult> {
    const qb = this.filtered(this.repo.createQueryBuilder('j'), options);
    if (options.search) qb.andWhere('j.name LIKE :search', { search: `%${options.search}%` });
    if (options.includeDisabled === false) qb.andWhere('j.disabled = :off', { off: false });
    qb.orderBy('j.nextRunAt', options.sort?.nextRunAt === 'asc' ? 'ASC' : 'DESC').addOrderBy('j.lastRunAt', 'DESC');
    const now = new Date();
    let jobs: JobWithState[] = (await qb.getMany())
      .filter((r) => dataMatches(r.data, options.data))
      .map((r) => {
        const job = rowToJob(r);
        return { ...job, _id: job._id as JobId, state: computeJobState(job, now) };
      })
      .filter((j) => !options.state || (options.state === 'paused' ? j.disabled === true : j.state === options.state));
    const total = jobs.length;
    const skip = options.skip ?? 0;
    jobs = options.limit ? jobs.slice(skip, skip + options.limit) : jobs.slice(skip);
    return { jobs, total };
  }

  async getJobsOverview(): Promise<JobsOverview[]> {
    const { jobs } = await this.queryJobs();
    const by = new Map<string, JobsOverview>();
    for (const j of jobs) {
      const o = by.get(j.name) ?? {
        name: j.name,
        total: 0,
        running: 0,
        scheduled: 0,
        queued: 0,
        completed: 0,
        failed: 0,
        repeating: 0,
        paused: 0,
      };
      o.total++;
      o[j.state]++;
      if (j.disabled && j.state !== 'paused') o.paused++;
      by.set(j.name, o);
    }
    return [...by.values()];
  }

  async getDistinctJobNames(): Promise<string[]> {
    const rows = await this.repo.createQueryBuilder('j').select('DISTINCT j.name', 'name').orderBy('name').getRawMany<{ name: string }>();
    return rows.map((r) => r.name);
  }

  async getJobById(id: string): Promise<JobParameters | null> {
    const row = await this.repo.findOneBy({ id });
    return row ? rowToJob(row) : null;
  }

  async getQueueSize(): Promise<number> {
    return this.repo.createQueryBuilder('j').where('j.nextRunAt < :now', { now: new Date() }).getCount();
  }

  async removeJobs(options: RemoveJobsOptions): Promise<number> {
    const ids = (await this.matching(options)).map((r) => r.id);
    if (!ids.length) return 0;
    return (await this.repo.delete({ id: In(ids) })).affected ?? ids.length;
  }

  async disableJobs(options: RemoveJobsOptions): Promise<number> {
    const ids = (await this.matching(options)).map((r) => r.id);
    if (!ids.length) return 0;
    return (await this.repo.update({ id: In(ids) }, { disabled: true })).affected ?? ids.length;
  }

  async enableJobs(options: RemoveJobsOptions): Promise<number> {
    const ids = (await this.matching(options)).map((r) => r.id);
    if (!ids.length) return 0;
    return (await this.repo.update({ id: In(ids) }, { disabled: false })).affected ?? ids.length;
  }

  async purgeAllJobs(): Promise<number> {
    return (await this.repo.createQueryBuilder().delete().from(JobEntity).execute()).affected ?? 0;
  }

  async saveJob<DATA = unknown>(job: JobParameters<DATA>, options: JobRepositoryOptions | undefined): Promise<JobParameters<DATA>> {
    const cols = jobToColumns(job as JobParameters, options);
    if (job._id) {
      const res = await this.repo.update({ id: String(job._id), name: job.name }, {
        ...cols,
        lockedAt: undefined,
        lastRunAt: undefined,
        lastFinishedAt: undefined,
        progress: undefined,
      } as never);
      if (!res.affected) return job;
      return (await this.getJobById(String(job._id))) as JobParameters<DATA>;
    }
    const uniqueKey = job.type === 'single' ? sha(`single\u0000${job.name}`) : job.unique ? uniqueKeyOf(job.name, job.unique) : null;
    if (uniqueKey) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const existing = await this.repo.findOneBy({ uniqueKey });
        if (existing) {
          if (job.uniqueOpts?.insertOnly) return rowToJob(existing) as JobParameters<DATA>;
          // A single job whose time has come keeps the time it already has (agenda's upsert rule).
          const keepNext = job.type === 'single' && job.nextRunAt && job.nextRunAt <= new Date() && existing.nextRunAt;
          const patch = {
            ...cols,
            lockedAt: existing.lockedAt,
            lastRunAt: existing.lastRunAt,
            lastFinishedAt: existing.lastFinishedAt,
            nextRunAt: keepNext ? existing.nextRunAt : cols.nextRunAt,
          };
          await this.repo.update({ id: existing.id }, patch as never);
          return (await this.getJobById(existing.id)) as JobParameters<DATA>;
        }
        try {
          const id = newId();
          await this.repo.insert({ id, uniqueKey, ...cols } as never);
          return (await this.getJobById(id)) as JobParameters<DATA>;
        } catch (err) {
          // Another node inserted the same key first: update that row instead.
          if (!/UNIQUE|Duplicate/i.test(String((err as Error).message))) throw err;
        }
      }
      throw new Error(`job ${job.name} could not be saved under its unique key`);
    }
    const id = newId();
    await this.repo.insert({ id, uniqueKey: null, ...cols } as never);
    return (await this.getJobById(id)) as JobParameters<DATA>;
  }

  async saveJobState(job: JobParameters, options: JobRepositoryOptions | undefined): Promise<void> {
    if (!job._id) throw new Error('Cannot save job state without job ID');
    const res = await this.repo.update(
      { id: String(job._id), name: job.name },
      {
        lockedAt: job.lockedAt ?? null,
        nextRunAt: job.nextRunAt ?? null,
        lastRunAt: job.lastRunAt ?? null,
        progress: job.progress ?? null,
        failReason: job.failReason ? String(job.failReason).slice(0, 10000) : null,
        failCount: job.failCount ?? null,
        failedAt: job.failedAt ?? null,
        lastFinishedAt: job.lastFinishedAt ?? null,
        lastModifiedBy: options?.lastModifiedBy ?? null,
      },
    );
    if (res.affected !== 1)
      throw new Error(`job ${job._id} (name: ${job.name}) cannot be updated in the database, maybe it does not exist anymore?`);
  }

  async lockJob(job: JobParameters, options: JobRepositoryOptions | undefined): Promise<JobParameters | undefined> {
    if (!job._id) return undefined;
    const lockedAt = new Date();
    const res = await this.repo
      .createQueryBuilder()
      .update(JobEntity)
      .set({ lockedAt, lastModifiedBy: options?.lastModifiedBy ?? null })
      .where('id = :id AND name = :name AND lockedAt IS NULL AND disabled = :off', { id: String(job._id), name: job.name, off: false })
      .andWhere(job.nextRunAt ? 'nextRunAt = :next' : 'nextRunAt IS NULL', { next: job.nextRunAt })
      .execute();
    return res.affected ? ((await this.getJobById(String(job._id))) ?? undefined) : undefined;
  }

  async unlockJob(job: JobParameters): Promise<void> {
    if (!job._id) return;
    // Only jobs still scheduled: a job being run (nextRunAt null) keeps its lock.
    await this.repo
      .createQueryBuilder()
      .update(JobEntity)
      .set({ lockedAt: null })
      .where('id = :id AND nextRunAt IS NOT NULL', { id: String(job._id) })
      .execute();
  }

  async unlockJobs(jobIds: (JobId | string)[]): Promise<void> {
    if (!jobIds.length) return;
    await this.repo.update({ id: In(jobIds.map(String)) }, { lockedAt: null });
  }

  private due(qb: SelectQueryBuilder<JobRow>, name: string, nextScanAt: Date, lockDeadline: Date) {
    return qb
      .where('j.name = :name AND j.disabled = :off', { name, off: false })
      .andWhere(
        new Brackets((b) =>
          b
            .where('j.lockedAt IS NULL AND j.nextRunAt <= :scan', { scan: nextScanAt })
            .orWhere('j.lockedAt <= :deadline', { deadline: lockDeadline }),
        ),
      )
      .orderBy('j.nextRunAt', 'ASC')
      .addOrderBy('j.priority', 'DESC')
      .addOrderBy('j.id', 'ASC');
  }

  async getNextJobToRun(
    jobName: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now: Date | undefined,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters | undefined> {
    const lockedAt = now ?? new Date();
    const by = options?.lastModifiedBy ?? null;
    if (isMysql(this.ds)) {
      return this.ds.transaction(async (m: EntityManager) => {
        const row = await this.due(m.getRepository(JobEntity).createQueryBuilder('j'), jobName, nextScanAt, lockDeadline)
          .limit(1)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getOne();
        if (!row) return undefined;
        await m.getRepository(JobEntity).update({ id: row.id }, { lockedAt, lastModifiedBy: by });
        return rowToJob({ ...row, lockedAt, lastModifiedBy: by });
      });
    }
    for (let i = 0; i < CAS_TRIES; i++) {
      const row = await this.due(this.repo.createQueryBuilder('j'), jobName, nextScanAt, lockDeadline).limit(1).getOne();
      if (!row) return undefined;
      // Compare-and-set: the row is ours only if it is still unlocked (or its lock still expired) as we read it.
      const res = await this.repo
        .createQueryBuilder()
        .update(JobEntity)
        .set({ lockedAt, lastModifiedBy: by })
        .where('id = :id', { id: row.id })
        .andWhere(row.lockedAt ? 'lockedAt = :prev' : 'lockedAt IS NULL', { prev: row.lockedAt })
        .andWhere(
          new Brackets((b) =>
            b
              .where('lockedAt IS NULL AND nextRunAt <= :scan', { scan: nextScanAt })
              .orWhere('lockedAt <= :deadline', { deadline: lockDeadline }),
          ),
        )
        .execute();
      if (res.affected) return rowToJob({ ...row, lockedAt, lastModifiedBy: by });
    }
    return undefined;
  }
}
