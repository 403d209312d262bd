import path from 'node:path';

export interface Config {
  port: number;
  dataDir: string;
  /** `mysql://…` for MySQL/MariaDB; absent means SQLite under dataDir; ':memory:' for tests. */
  databaseUrl: string | null;
  sqliteFile: string;
  superadmin: { login: string; password: string } | null;
  vendor: string;
  publicUrl: string;
  smtpUrl: string | null;
  redisUrl: string | null;
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string } | null;
  sessionTtlHours: number;
  /** A session unused this long ends (ASVS 3.3.2); 0 turns the idle timeout off. */
  sessionIdleMinutes: number;
  /** Signs the file-access cookie; every node of one installation needs the same. Absent: a key kept in dataDir. */
  appSecret: string | null;
  /** Folder with the built host; served at `/` when present. */
  hostDist: string;
  seedDemo: boolean;
  logLevel: string;
  /** `TRUST_PROXY=true`: the client address and protocol come from the proxy's `X-Forwarded-*`. */
  trustProxy: boolean;
  /** The largest client archive `POST api/clients/import` takes (`ARCHIVE_MAX_BYTES`, default 500 MB). */
  archiveMaxBytes: number;
  /** Employees per request of an export to Sendsay (`SENDSAY_BATCH`, default 1,000). */
  sendsayBatch: number;
  /** How long a closing app lets a running request finish before it cuts the connections left (`SHUTDOWN_GRACE_MS`, default 5 s). */
  shutdownGraceMs: number;
}

const root = path.resolve(import.meta.dirname, '../..');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(root, 'data'));
  const databaseUrl = env.DATABASE_URL || null;
  const embedded = !databaseUrl;
  const superadmin =
    env.SUPERADMIN_LOGIN && env.SUPERADMIN_PASSWORD
      ? { login: env.SUPERADMIN_LOGIN, password: env.SUPERADMIN_PASSWORD }
      : embedded
        ? { login: 'superadmin', password: 'superadmin' }
        : null;
  return {
    port: Number(env.PORT ?? 3000),
    dataDir,
    databaseUrl,
    sqliteFile: path.join(dataDir, 'atrium.sqlite'),
    superadmin,
    vendor: env.VENDOR ?? 'atrium',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    smtpUrl: env.SMTP_URL || null,
    redisUrl: env.REDIS_URL || null,
    s3: env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          accessKey: env.S3_ACCESS_KEY ?? '',
          secretKey: env.S3_SECRET_KEY ?? '',
          bucket: env.S3_BUCKET ?? 'atrium',
        }
      : null,
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 7),
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 30),
    appSecret: env.APP_SECRET || null,
    hostDist: path.join(root, 'host/dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    archiveMaxBytes: Number(env.ARCHIVE_MAX_BYTES ?? 500 * 1024 * 1024),
    sendsayBatch: Number(env.SENDSAY_BATCH ?? 1000),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 5000),
  };
}
