import { EntitySchema } from 'typeorm';

/** One agenda job, in the platform's own database (SQLite or MySQL) so every node shares the queue. */
export interface JobRow {
  id: string;
  name: string;
  /** The client the job runs for (from data.clientId); null for installation-wide jobs. */
  clientId: string | null;
  priority: number;
  nextRunAt: Date | null;
  type: 'normal' | 'single';
  lockedAt: Date | null;
  lastRunAt: Date | null;
  lastFinishedAt: Date | null;
  failedAt: Date | null;
  failCount: number | null;
  failReason: string | null;
  repeatInterval: string | null;
  repeatTimezone: string | null;
  repeatAt: string | null;
  data: unknown;
  disabled: boolean;
  progress: number | null;
  lastModifiedBy: string | null;
  /** sha256 of the name (single jobs) or of name + unique values: one row per key. */
  uniqueKey: string | null;
  /** Rarely used agenda fields kept as they are: startDate, endDate, skipDays, fork. */
  extra: Record<string, unknown>;
}

const dt = { type: 'datetime' as const, precision: 3, nullable: true };

export const JobEntity = new EntitySchema<JobRow>({
  name: 'Job',
  tableName: 'job',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    name: { type: 'varchar', length: 200 },
    clientId: { type: 'varchar', length: 36, nullable: true },
    priority: { type: 'int', default: 0 },
    nextRunAt: dt,
    type: { type: 'varchar', length: 10 },
    lockedAt: dt,
    lastRunAt: dt,
    lastFinishedAt: dt,
    failedAt: dt,
    failCount: { type: 'int', nullable: true },
    failReason: { type: 'text', nullable: true },
    repeatInterval: { type: 'varchar', length: 200, nullable: true },
    repeatTimezone: { type: 'varchar', length: 64, nullable: true },
    repeatAt: { type: 'varchar', length: 64, nullable: true },
    data: { type: 'simple-json' },
    disabled: { type: 'boolean', default: false },
    progress: { type: 'double', nullable: true },
    lastModifiedBy: { type: 'varchar', length: 100, nullable: true },
    uniqueKey: { type: 'varchar', length: 64, nullable: true },
    extra: { type: 'simple-json' },
  },
  indices: [
    { name: 'ux_job_unique_key', columns: ['uniqueKey'], unique: true },
    { name: 'ix_job_client_name', columns: ['clientId', 'name'] },
    { name: 'ix_job_name_next', columns: ['name', 'nextRunAt'] },
  ],
});
