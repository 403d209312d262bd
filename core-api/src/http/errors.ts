import type { Context, Next } from 'koa';
import { z } from 'zod';
import { AppError, errors, issueKey } from '@atrium/sdk/shared';
import type { Logger } from 'pino';

const withKey = (key: string | undefined) => (key ? { key } : {});

export function zodError(err: z.ZodError): AppError {
  // A rule's issue carries its translation key, so a form shows the field's problem in the reader's language.
  const details = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code, ...withKey(issueKey(i)) }));
  const first = err.issues[0];
  return errors.badRequest(
    first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'Some data fields are empty',
    'errors.validation',
    details,
  );
}

/** The body parser's failure as the platform's error: too large is 413, anything else malformed JSON (400). */
export function bodyParseError(err: unknown): AppError {
  const e = err as { status?: number; type?: string };
  if (e.status === 413 || e.type === 'entity.too.large') return errors.tooLarge('Request body too large', 'errors.bodyTooLarge');
  return errors.badRequest('Malformed JSON', 'errors.malformed');
}

/** Seconds a client waits before retrying while the database is unreachable (long enough for a failover or restart). */
export const OUTAGE_RETRY_AFTER = 5;

/**
 * Error codes meaning the database cannot be reached or is too busy right now, not that the request is
 * wrong: mysql2 and the OS (refused, lost or timed-out connections, too many connections, server going
 * away) and SQLite (busy past busy_timeout, locked, cannot open the file, I/O failure).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);
// TypeORM's own errors for a data source without a connection, the mysql2 pool's and better-sqlite3's after they are closed.
const UNAVAILABLE_TEXT =
  /database is not established|Connection is not established|Driver not Connected|Pool is closed|database connection is not open/;

/** True when `err` (or the driver error TypeORM wraps, or its cause) says the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    // SQLite's extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_IOERR_WRITE) share the primary code's prefix.
    const code = typeof e.code === 'string' ? e.code.replace(/^(SQLITE_[A-Z]+?)_[A-Z_]+$/, '$1') : '';
    if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_TEXT.test(String(e.message ?? ''))) return true;
    e = (e.driverError ?? e.cause) as typeof e;
  }
  return false;
}

/**
 * The answer a failure has when it is the request's own fault or a rule (validation, size, a duplicate),
 * null for anything else. A job that reports its outcome uses it too, so both tell the same.
 */
export function knownError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof z.ZodError) return zodError(err);
  if ((err as { status?: number }).status === 413 || (err as { type?: string }).type === 'entity.too.large')
    return errors.tooLarge('Request body too large', 'errors.bodyTooLarge');
  if ((err as { status?: number }).status === 400) return errors.badRequest('Malformed request body', 'errors.malformed');
  if ((err as { code?: string }).code === 'ER_DUP_ENTRY' || /UNIQUE constraint failed/.test(String((err as Error).message)))
    return errors.conflict('Already exists', 'errors.duplicate');
  return null;
}

/** The answer to a failure that is no rule's: the details stay in the log. */
export const serverError = () => new AppError(500, 'ServerError', 'errors.server', 'Server error');

/** Turns every failure into `{ name, message, key, details? }` with its status. */
export function errorMiddleware(log: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) throw errors.notFound();
    } catch (err) {
      let e = knownError(err);
      if (e === null && isDatabaseUnavailable(err)) {
        // An outage is not a bug of the request: 503 tells clients and load balancers to come back.
        log.warn({ err, path: ctx.path }, 'database unavailable');
        e = errors.unavailable();
        ctx.set('Retry-After', String(OUTAGE_RETRY_AFTER));
      } else if (e === null) {
        log.error({ err, path: ctx.path }, 'request failed');
        e = serverError();
      }
      ctx.status = e.status;
      ctx.body = e.toBody();
    }
  };
}

/** A client that closes the page or the connection while its answer streams: not a failure of the server. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * Koa's `error` event: what fails after the middleware (a file or page streaming to the client). Koa's
 * own listener prints it to the console, so a reader who closed the page while a file was coming left a
 * stack trace ("Premature close") in the logs; it goes to the logger instead, at debug for a client that left.
 */
export function lateErrorListener(log: Logger) {
  return (err: Error & { code?: string }) => {
    if (CLIENT_GONE.has(err.code ?? '')) log.debug({ err }, 'the client left before its answer ended');
    else log.error({ err }, 'an answer failed after it began');
  };
}
